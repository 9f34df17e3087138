/// An amount note understood as numbers, a unit and the words left over.
///
/// `"1/2 to 1 tsp dill weed"` is `.range(0.5, 1)`, `.tsp`, `"dill weed"`.
public struct Quantity: Sendable, Hashable {
    /// How much: one number or a range of two.
    public var amount: Amount
    /// The canonical unit, or `nil` for a plain count such as `8-10`.
    public var unit: Unit?
    /// The rest of the amount note, trimmed: `"white"`, `"(white/brown)"`, `"Gluten Free"`.
    public var text: String

    /// Makes a quantity.
    public init(amount: Amount, unit: Unit? = nil, text: String = "") {
        self.amount = amount
        self.unit = unit
        self.text = text
    }

    /// The lower (or only) number.
    public var low: Double { amount.low }
    /// The upper number of a range, `nil` for an exact amount.
    public var high: Double? { amount.high }
}

/// One number, or a range of two.
public enum Amount: Sendable, Hashable {
    /// `2`, `1 1/2`, `½`, `1.5`
    case exact(Double)
    /// `2-3`, `1/4 - 1/2`, `12 to 16`, `4-4 1/2`
    case range(Double, Double)

    /// The lower (or only) number.
    public var low: Double {
        switch self {
        case .exact(let value): value
        case .range(let low, _): low
        }
    }

    /// The upper number of a range, `nil` for an exact amount.
    public var high: Double? {
        switch self {
        case .exact: nil
        case .range(_, let high): high
        }
    }

    /// The same amount multiplied by `factor` (scaling a recipe, summing a shopping list).
    public func scaled(by factor: Double) -> Amount {
        switch self {
        case .exact(let value): .exact(value * factor)
        case .range(let low, let high): .range(low * factor, high * factor)
        }
    }
}

/// A quantity is written as `{"low", "high" (null when exact), "unit" (or null), "text"}`.
extension Quantity: Codable {
    private enum CodingKeys: String, CodingKey { case low, high, unit, text }

    /// Reads the JSON shape written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let low = try container.decode(Double.self, forKey: .low)
        if let high = try container.decodeIfPresent(Double.self, forKey: .high) {
            amount = .range(low, high)
        } else {
            amount = .exact(low)
        }
        unit = try container.decodeIfPresent(Unit.self, forKey: .unit)
        text = try container.decode(String.self, forKey: .text)
    }

    /// Writes low, high, unit and text, with explicit `null`s.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(low, forKey: .low)
        try container.encode(high, forKey: .high)
        try container.encode(unit, forKey: .unit)
        try container.encode(text, forKey: .text)
    }
}
