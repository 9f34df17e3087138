/// Escaping for text and attribute values written into pages.
enum HTML {
    /// `&`, `<`, `>`, `"` and `'` as character references: safe in text and in quoted attributes.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A number as short text for a data attribute: `1.5`, `2`, `0.333333`.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded.description
    }
}
