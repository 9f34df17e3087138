/// Reads an item's amount note into a ``Quantity``.
public enum QuantityParser {
    /// The quantity in `amount`, or `nil` when the note holds no number (`"a handful"`, `""`).
    public static func parse(_ amount: String) -> Quantity? {
        nil // TODO: replaced by the full parser
    }

    /// A quantity (number or range, then an optional unit) at the very start of `text`, and
    /// the text after it, trimmed: `"2 cups flour, sifted"` → (2 cup, `"flour, sifted"`).
    /// The returned quantity's `text` is empty. `nil` when `text` does not start with a number.
    public static func leadingQuantity(in text: String) -> (quantity: Quantity, remainder: String)? {
        nil // TODO: replaced by the full parser
    }
}
