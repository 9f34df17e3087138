/// A sum of volumes or of weights, kept in millilitres or grams so that any units of the
/// dimension add up; shown in its ``NaturalUnit``.
public struct ShoppingMeasure: Sendable, Equatable {
    /// ``Unit/Dimension/volume`` or ``Unit/Dimension/weight``.
    public var dimension: Unit.Dimension
    /// The sum in millilitres (volume) or grams (weight); a range when any part was one.
    public var amount: Amount
    /// The unit of every amount added, in order, repeats kept: they choose how the sum is shown.
    public var inputs: [Unit]

    /// Makes a measure.
    public init(dimension: Unit.Dimension, amount: Amount, inputs: [Unit]) {
        self.dimension = dimension
        self.amount = amount
        self.inputs = inputs
    }

    /// The amount and unit the sum is shown in: `(1, .tbsp)` for three teaspoons.
    public var natural: (amount: Amount, unit: Unit)? {
        NaturalUnit.choose(dimension: dimension, amount: amount, inputs: inputs)
    }

    /// The sum in `units`, of the ingredient `name`, units named by `unitName`. A Metric or US
    /// view converts it as a recipe page converts an amount (``KitchenAmount``: kitchen steps,
    /// dry cups weighed); as written, or already in the view's units, it is ``natural``.
    func text(units: ShoppingUnits, name: String, unitName: (Unit, Double) -> String) -> String {
        if let converted = converted(units: units, name: name) { return converted.text(unitName: unitName) }
        guard let natural = NaturalUnit.choose(dimension: dimension, amount: amount, inputs: inputs, spoonsBecomeCups: units.spoonsBecomeCups)
        else { return NaturalUnit.number(amount, nil) }
        return NaturalUnit.number(natural.amount, natural.unit) + " " + unitName(natural.unit, natural.amount.high ?? natural.amount.low)
    }

    /// The sum for a Metric or US view, read as one amount in its own system (spoons have
    /// none); `nil` when the view shows it as written.
    private func converted(units: ShoppingUnits, name: String) -> KitchenAmount? {
        guard units.view != .asWritten, let rules = units.rules else { return nil }
        let own: MeasureSystem? = inputs.contains { MeasureSystem(of: $0) != nil } ? NaturalUnit.system(for: inputs) : nil
        let unit: Unit = dimension == .weight ? (own == .us ? .oz : .g) : (own == .us ? .cup : own == .metric ? .ml : .tsp)
        guard let base = unit.baseAmount, base > 0 else { return nil }
        return KitchenAmount.make(
            low: amount.low / base, high: amount.high.map { $0 / base }, unit: unit, name: name, factor: 1,
            view: units.view, language: units.language, rules: rules)
    }

    /// `1 tbsp`, `2–3 cups`, `1.25 kg`.
    public var displayText: String {
        guard let natural else { return NaturalUnit.number(amount, nil) }
        return NaturalUnit.text(natural.amount, natural.unit)
    }
}

/// A sum of things counted: plain numbers (`3` eggs), counted units (`2 sticks`), packages of
/// one size (`2 (15 oz) cans`), or numbers with a word the amount parser does not know as a
/// unit (`1 inch` of ginger).
public struct ShoppingCount: Sendable, Equatable {
    /// How many.
    public var amount: Amount
    /// The counted unit, or `nil` for a plain number.
    public var unit: Unit?
    /// A parenthesised size written before the unit, `(15 oz)`, or empty.
    public var size: String
    /// The first word after a plain number when it is not a size word such as `large`:
    /// `inch` in `1 inch`; empty otherwise.
    public var word: String

    /// Makes a count.
    public init(amount: Amount, unit: Unit?, size: String = "", word: String = "") {
        self.amount = amount
        self.unit = unit
        self.size = size
        self.word = word
    }

    /// Words after a plain number that say which one to pick, not what is counted: `1 large`
    /// onion is one onion (a large one: the word stays on the line).
    static let sizeWords: Set<String> = ["large", "medium", "small", "big", "whole", "fresh", "ripe", "extra", "jumbo", "good"]

    /// A count read from a quantity's unit and the text after it, and the words left over:
    /// the size in parentheses stays with a unit (`1 (15 oz) can`); after a plain number,
    /// `dozen` counts twelve and any other first word but a size word is what is counted
    /// (`1 inch`). The rest are words, as written: `large` in `1 large`, `green` in `8 pods, green`.
    static func reading(amount: Amount, unit: Unit?, text: String) -> (count: ShoppingCount, words: String) {
        var rest = Substring(text)
        var size = ""
        if rest.first == "(", let close = rest.firstIndex(of: ")") {
            size = String(rest[...close])
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        var amount = amount
        var word = ""
        if unit == nil, let first = rest.split(whereSeparator: { $0 == " " || $0 == "," }).first {
            let lower = first.lowercased()
            if lower == "dozen" {
                amount = amount.scaled(by: 12)
                rest = rest[first.endIndex...]
            } else if !sizeWords.contains(lower) {
                word = lower
                rest = rest[first.endIndex...]
            }
        }
        return (ShoppingCount(amount: amount, unit: unit, size: size, word: word), ShoppingNote.cleaned(rest))
    }

    /// Whether `other` counts the same thing, so the two can be added.
    func matches(_ other: ShoppingCount) -> Bool {
        unit == other.unit && size.lowercased() == other.size.lowercased() && word == other.word
    }

    /// `3`, `2 sticks`, `2 (15 oz) cans`, `3–4`, `1 inch`.
    public var displayText: String {
        var text = NaturalUnit.number(amount, nil)
        if !size.isEmpty { text += " " + size }
        if let unit { text += " " + unit.name(for: amount.high ?? amount.low) }
        if !word.isEmpty { text += " " + word }
        return text
    }
}
