/// Reads an item's amount note into a ``Quantity``.
public enum QuantityParser {
    /// The quantity in `amount`, or `nil` when the note holds no number (`"a handful"`, `""`).
    public static func parse(_ amount: String) -> Quantity? {
        nil // TODO: replaced by the full parser
    }
}
