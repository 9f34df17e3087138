/// One item's amount note as a shopping list reads it: what it adds to the line's amount, and
/// the words it says beyond its number and unit.
///
/// `1.5 Cup, Gluten Free` adds 1½ cups and says `Gluten Free`; `Black, 1 Tbsp` adds a
/// tablespoon and says `Black`. The words stay on the line, because they say which thing to
/// buy, and lines of one ingredient merge only when their words agree (``wordsKey``).
public struct ShoppingNote: Sendable, Equatable {
    /// What the note adds to a line, for one recipe made once; `nil` for an empty note.
    public var part: ShoppingAmount.Part?
    /// The words beyond the number and unit, as written, without the separator before them;
    /// empty when there are none, and for a note without a number (the whole note is the part).
    public var words: String

    /// Reads `note`; `quantity` is the note already understood (``Item/quantity``), and when
    /// `nil` the note is read here. A note that is only a unit (`pinch`, `a dash`) is one of it.
    public init(note: String, quantity: Quantity?) {
        let trimmed = note.trimmingSpaces
        guard let quantity = quantity ?? QuantityParser.parse(trimmed) ?? Self.bareUnit(trimmed) else {
            part = trimmed.isEmpty ? nil : .text(trimmed)
            words = ""
            return
        }
        if let unit = quantity.unit, unit.dimension != .count, let base = unit.baseAmount {
            part = .measure(ShoppingMeasure(dimension: unit.dimension, amount: quantity.amount.scaled(by: base), inputs: [unit]))
            words = Self.cleaned(Substring(quantity.text))
        } else {
            let reading = ShoppingCount.reading(amount: quantity.amount, unit: quantity.unit, text: quantity.text)
            part = .count(reading.count)
            words = reading.words
        }
    }

    /// ``words`` as compared: ``key(of:)``.
    public var wordsKey: String { Self.key(of: words) }

    /// Words as lines compare them: lowercase, accents folded, punctuation dropped, so that
    /// `Gluten Free` and `gluten-free` are the same words.
    public static func key(of words: String) -> String {
        words.isEmpty ? "" : IngredientName.words(words).joined(separator: " ")
    }

    /// `pinch`, `a pinch`, `Dash`: one of that unit.
    private static func bareUnit(_ note: String) -> Quantity? {
        var words = note.split(separator: " ")
        if let first = words.first, ["a", "an", "one"].contains(first.lowercased()) { words.removeFirst() }
        guard !words.isEmpty, let unit = Unit(spelling: words.joined(separator: " ")) else { return nil }
        return Quantity(amount: .exact(1), unit: unit)
    }

    /// `text` without spaces and separators (`,` `;` `:` dashes) at its ends: `, green` → `green`.
    static func cleaned(_ text: Substring) -> String {
        // Runs for every item of every recipe, most of which have no words at all.
        guard let first = text.firstIndex(where: { !separators.contains($0) }),
              let last = text.lastIndex(where: { !separators.contains($0) }) else { return "" }
        return String(text[first...last])
    }

    private static let separators: Set<Character> = [" ", "\t", ",", ";", ":", "-", "–", "—", "\u{A0}"]
}
