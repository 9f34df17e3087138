import Foundation

/// How much of one item to buy: the amounts of every recipe that asks for it, added up where
/// they can be and kept side by side where they cannot: `1 tbsp + 2 sticks`, `3–4`,
/// `2 (15 oz) cans + 1 (28 oz) can`, `1 tsp + to taste`.
///
/// Volumes are added to volumes and weights to weights, whatever their units; counted units
/// are added when the unit (and a size such as `(15 oz)`) is the same. A density is never
/// guessed, so a stick of butter is not turned into tablespoons. Ranges stay ranges. An amount
/// note holding no number (`to taste`) is kept as written, once.
public struct ShoppingAmount: Sendable, Equatable {
    /// The separate parts: measures and counts in the order they were first asked for, then
    /// the texts in that order.
    public internal(set) var parts: [Part]

    /// An empty amount: the item was asked for without one.
    public init() {
        parts = []
    }

    /// One part of a shopping amount.
    public enum Part: Sendable, Equatable {
        /// A sum of volumes, or of weights.
        case measure(ShoppingMeasure)
        /// A sum of counted things: `3`, `2 sticks`, `2 (15 oz) cans`.
        case count(ShoppingCount)
        /// An amount note without a number, as first written: `to taste`, `a handful`.
        case text(String)

        /// The part as shown: `1 tbsp`, `2 sticks`, `to taste`.
        public var displayText: String {
            switch self {
            case .measure(let measure): measure.displayText
            case .count(let count): count.displayText
            case .text(let text): text
            }
        }
    }

    /// Whether no recipe gave an amount.
    public var isEmpty: Bool { parts.isEmpty }

    /// The parts joined by ` + `: `1 tbsp + 2 sticks`; empty when there is no amount.
    public var displayText: String {
        parts.map(\.displayText).joined(separator: " + ")
    }

    /// Adds one item's amount note, times `multiplier`. `quantity` is the note already
    /// understood (``Item/quantity``); when `nil` the note is read here. The note's words
    /// (``ShoppingNote/words``) are not part of an amount: the line keeps them.
    public mutating func add(note: String, quantity: Quantity?, multiplier: Double = 1) {
        add(ShoppingNote(note: note, quantity: quantity), multiplier: multiplier)
    }

    /// Adds what `note` adds to a line, times `multiplier`.
    public mutating func add(_ note: ShoppingNote, multiplier: Double = 1) {
        switch note.part {
        case nil:
            return
        case .text(let text):
            addText(text)
        case .measure(let measure):
            guard let unit = measure.inputs.first else { return }
            addMeasure(measure.amount.scaled(by: multiplier), dimension: measure.dimension, unit: unit)
        case .count(var count):
            count.amount = count.amount.scaled(by: multiplier)
            addCount(count)
        }
    }

    private mutating func addText(_ text: String) {
        let known = parts.contains { part in
            if case .text(let existing) = part { return existing.lowercased() == text.lowercased() }
            return false
        }
        if !known { parts.append(.text(text)) }
    }

    private mutating func addMeasure(_ base: Amount, dimension: Unit.Dimension, unit: Unit) {
        for index in parts.indices {
            guard case .measure(var measure) = parts[index], measure.dimension == dimension else { continue }
            measure.amount = measure.amount.plus(base)
            measure.inputs.append(unit)
            parts[index] = .measure(measure)
            return
        }
        insertNumber(.measure(ShoppingMeasure(dimension: dimension, amount: base, inputs: [unit])))
    }

    private mutating func addCount(_ count: ShoppingCount) {
        var count = count
        for index in parts.indices {
            guard case .count(let existing) = parts[index], existing.matches(count) else { continue }
            count.amount = existing.amount.plus(count.amount)
            count.size = existing.size
            count.word = existing.word
            parts[index] = .count(count)
            return
        }
        insertNumber(.count(count))
    }

    /// Adds a measure or count after the others, before the texts.
    private mutating func insertNumber(_ part: Part) {
        let firstText = parts.firstIndex { if case .text = $0 { return true } else { return false } }
        parts.insert(part, at: firstText ?? parts.endIndex)
    }
}

extension Amount {
    /// The sum of two amounts; a range when either is one.
    func plus(_ other: Amount) -> Amount {
        switch (self, other) {
        case (.exact(let left), .exact(let right)):
            .exact(left + right)
        default:
            .range(low + other.low, (high ?? low) + (other.high ?? other.low))
        }
    }
}
