/// Escaping for text and attribute values written into pages.
enum HTML {
    /// `&`, `<`, `>`, `"` and `'` as character references: safe in text and in quoted attributes.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 38: escaped += "&amp;".utf8
            case 60: escaped += "&lt;".utf8
            case 62: escaped += "&gt;".utf8
            case 34: escaped += "&quot;".utf8
            case 39: escaped += "&#39;".utf8
            default: escaped.append(byte)
            }
        }
        return String(assembledUTF8: escaped)
    }

    /// A number as short text for a data attribute: `1.5`, `2`, `0.333333`.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded.description
    }
}
