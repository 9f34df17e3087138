/// A shopping amount is written as `{"text": "1 tbsp + 2 sticks", "parts": [...]}`, each part
/// an object with a `kind`:
///
/// - `volume` / `weight`: `low`, `high` (null when exact) in millilitres or grams, `inputs`
///   (the units added, repeats kept), and as shown: `amount` (`{low, high}`), `unit`, `text`.
/// - `count`: `low`, `high`, `unit` (null for a plain number), `size`, `word`, `text`.
/// - `text`: `text`.
///
/// The shown fields are written for pages and other tools; reading uses the others.
extension ShoppingAmount: Codable {
    private enum CodingKeys: String, CodingKey { case text, parts }

    /// Reads the shape written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        parts = try container.decode([Part].self, forKey: .parts)
    }

    /// Writes the display text and the parts.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(displayText, forKey: .text)
        try container.encode(parts, forKey: .parts)
    }
}

extension ShoppingAmount.Part: Codable {
    private enum Kind: String, Codable { case volume, weight, count, text }

    private enum CodingKeys: String, CodingKey {
        case kind, low, high, inputs, amount, unit, size, word, text
    }

    private struct Shown: Codable {
        var low: Double
        var high: Double?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(low, forKey: .low)
            try container.encode(high, forKey: .high)
        }
    }

    /// Reads a part written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(Kind.self, forKey: .kind)
        if kind == .text {
            self = .text(try container.decode(String.self, forKey: .text))
            return
        }
        let low = try container.decode(Double.self, forKey: .low)
        let high = try container.decodeIfPresent(Double.self, forKey: .high)
        let amount: Amount = high.map { .range(low, $0) } ?? .exact(low)
        switch kind {
        case .volume, .weight:
            let inputs = try container.decode([Unit].self, forKey: .inputs)
            self = .measure(ShoppingMeasure(dimension: kind == .volume ? .volume : .weight, amount: amount, inputs: inputs))
        default:
            self = .count(ShoppingCount(
                amount: amount,
                unit: try container.decodeIfPresent(Unit.self, forKey: .unit),
                size: try container.decodeIfPresent(String.self, forKey: .size) ?? "",
                word: try container.decodeIfPresent(String.self, forKey: .word) ?? ""
            ))
        }
    }

    /// Writes the part's kind and fields, with explicit `null`s.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .measure(let measure):
            try container.encode(measure.dimension == .volume ? Kind.volume : Kind.weight, forKey: .kind)
            try container.encode(measure.amount.low, forKey: .low)
            try container.encode(measure.amount.high, forKey: .high)
            try container.encode(measure.inputs, forKey: .inputs)
            let natural = measure.natural
            try container.encode(natural.map { Shown(low: $0.amount.low, high: $0.amount.high) }, forKey: .amount)
            try container.encode(natural?.unit, forKey: .unit)
            try container.encode(measure.displayText, forKey: .text)
        case .count(let count):
            try container.encode(Kind.count, forKey: .kind)
            try container.encode(count.amount.low, forKey: .low)
            try container.encode(count.amount.high, forKey: .high)
            try container.encode(count.unit, forKey: .unit)
            try container.encode(count.size, forKey: .size)
            try container.encode(count.word, forKey: .word)
            try container.encode(count.displayText, forKey: .text)
        case .text(let text):
            try container.encode(Kind.text, forKey: .kind)
            try container.encode(text, forKey: .text)
        }
    }
}
