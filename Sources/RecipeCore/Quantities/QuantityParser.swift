/// Reads an item's amount note into a ``Quantity``.
///
/// An amount note is an amount (a number or a range), an optional unit, then free text:
/// `1/2 to 1 tsp dill weed`. A descriptor may come first, separated by a comma
/// (`Black, 1 Tbsp`). Words that are not understood are kept as text, never dropped.
public enum QuantityParser {
    /// What an amount note holds.
    public enum Reading: Sendable, Equatable {
        /// A quantity no larger than ``ContentLimits/maximumAmount``.
        case quantity(Quantity)
        /// A number (or a range's end) past ``ContentLimits/maximumAmount``: the note is kept as text.
        case tooLarge
        /// No number: `"a handful"`, `""`.
        case noNumber
    }

    /// The quantity in `amount`, or `nil` when the note holds no number (`"a handful"`, `""`)
    /// or one past ``ContentLimits/maximumAmount`` (see ``read(_:language:)``).
    public static func parse(_ amount: String, language: Language = .english) -> Quantity? {
        guard case .quantity(let quantity) = read(amount, language: language) else { return nil }
        return quantity
    }

    /// What `amount` holds: a quantity, a number too large to be one, or no number.
    ///
    /// `language` adds its unit words, range words and decimal separator to the English ones:
    /// in German, `1,5 EL` is one and a half tablespoons and `2 bis 3 Stück` a range of pieces.
    public static func read(_ amount: String, language: Language = .english) -> Reading {
        ScanText.withBytes(of: amount) { bytes in
            let note = ScanText.trimmed(bytes, 0..<bytes.count)
            guard !note.isEmpty else { return .noNumber }
            if let lead = leading(bytes, at: note.lowerBound, language: language) {
                guard lead.isWithinLimit else { return .tooLarge }
                return .quantity(Quantity(amount: lead.amount, unit: lead.unit, text: remainder(bytes, lead, upTo: note.upperBound)))
            }
            return afterDescriptor(bytes, note, language: language)
        }
    }

    /// A quantity (number or range, then an optional unit) at the very start of `text`, and
    /// the text after it, trimmed: `"2 cups flour, sifted"` → (2 cup, `"flour, sifted"`).
    /// The returned quantity's `text` is empty. `nil` when `text` does not start with a number,
    /// or with one past ``ContentLimits/maximumAmount``.
    ///
    /// A parenthesised size between the number and the unit stays in the remainder:
    /// `"1 (15 oz) can tomatoes"` → (1 can, `"(15 oz) tomatoes"`).
    public static func leadingQuantity(in text: String, language: Language = .english) -> (quantity: Quantity, remainder: String)? {
        ScanText.withBytes(of: text) { bytes in
            let whole = ScanText.trimmed(bytes, 0..<bytes.count)
            guard let lead = leading(bytes, at: whole.lowerBound, language: language), lead.isWithinLimit else { return nil }
            let quantity = Quantity(amount: lead.amount, unit: lead.unit)
            return (quantity, remainder(bytes, lead, upTo: whole.upperBound))
        }
    }

    /// Where an amount written at the start of `text` ends, whatever its size: its unit and
    /// the text after it, as in ``leadingQuantity(in:)``. The importer splits lines with it, so
    /// that `99999999999999999999 g sugar` still becomes the item `Sugar` with that amount note
    /// (which `check` then warns about) rather than a name of numbers.
    static func leadingAmount(in text: String, language: Language = .english) -> (unit: Unit?, remainder: String)? {
        ScanText.withBytes(of: text) { bytes in
            let whole = ScanText.trimmed(bytes, 0..<bytes.count)
            guard let lead = leading(bytes, at: whole.lowerBound, language: language) else { return nil }
            return (lead.unit, remainder(bytes, lead, upTo: whole.upperBound))
        }
    }

    /// An amount and optional unit found at the start of some text.
    private struct Lead {
        var amount: Amount
        var unit: Unit?
        /// `(15 oz)` in `1 (15 oz) can`.
        var parenthesis: Range<Int>?
        /// Where the amount and unit end.
        var end: Int

        /// Whether both ends are finite and at most ``ContentLimits/maximumAmount``; written
        /// so that a NaN (400 decimals overflow to ∞/∞) is outside too.
        var isWithinLimit: Bool {
            amount.low <= ContentLimits.maximumAmount && (amount.high ?? amount.low) <= ContentLimits.maximumAmount
        }
    }

    /// The amount and unit starting exactly at `index`. A number glued to a word that is not
    /// a unit (`3x`, `2nd`) or to `%` (`2% milk`) is not an amount; glued units are (`100g`).
    private static func leading(_ bytes: ScanText.Bytes, at index: Int, language: Language = .english) -> Lead? {
        guard NumberScanner.startsNumber(bytes, index),
              let amount = NumberScanner.amount(bytes, at: index, language: language) else { return nil }
        if let unit = UnitScanner.unit(bytes, after: amount.end, language: language) {
            return Lead(amount: amount.amount, unit: unit.unit, parenthesis: unit.parenthesis, end: unit.end)
        }
        if ScanText.isLetter(bytes, amount.end) { return nil }
        if amount.end < bytes.count, bytes[amount.end] == 0x25 { return nil }
        return Lead(amount: amount.amount, unit: nil, parenthesis: nil, end: amount.end)
    }

    /// The text after `lead` up to `end`: trimmed, one leading separator (`,` or a dash)
    /// removed, and a parenthesised size put in front.
    private static func remainder(_ bytes: ScanText.Bytes, _ lead: Lead, upTo end: Int) -> String {
        var rest = ScanText.trimmed(bytes, lead.end..<max(lead.end, end))
        if let first = rest.first {
            let separator = bytes[first] == 0x2C ? 1 : ScanText.dashLength(bytes, first)
            if separator > 0 {
                rest = ScanText.trimmed(bytes, (first + separator)..<rest.upperBound)
            }
        }
        let text = ScanText.string(bytes, rest)
        guard let parenthesis = lead.parenthesis else { return text }
        let size = ScanText.string(bytes, parenthesis)
        return text.isEmpty ? size : size + " " + text
    }

    /// `Black, 1 Tbsp`: a descriptor, a comma, then a quantity. The descriptor becomes the
    /// text, followed by whatever comes after the quantity (`Black, heaped`).
    private static func afterDescriptor(_ bytes: ScanText.Bytes, _ note: Range<Int>, language: Language) -> Reading {
        var comma = note.lowerBound
        while comma < note.upperBound {
            defer { comma += 1 }
            guard bytes[comma] == 0x2C else { continue }
            let start = ScanText.skipSpaces(bytes, comma + 1)
            guard let lead = leading(bytes, at: start, language: language) else { continue }
            guard lead.isWithinLimit else { return .tooLarge }
            let descriptor = ScanText.string(bytes, ScanText.trimmed(bytes, note.lowerBound..<comma))
            let rest = remainder(bytes, lead, upTo: note.upperBound)
            let text = rest.isEmpty ? descriptor : (descriptor.isEmpty ? rest : descriptor + ", " + rest)
            return .quantity(Quantity(amount: lead.amount, unit: lead.unit, text: text))
        }
        return .noNumber
    }
}
