/// The three `|`-separated fields of an item line, with `\|` standing for a literal `|`.
enum ItemFields {
    /// `flour | 2 cups | sifted` (without the leading `- `) → its trimmed name, amount and
    /// prep; missing fields are empty, `\|` becomes `|`, and pipes after the second stay in
    /// the prep note.
    static func split(_ line: String) -> (name: String, amount: String, prep: String) {
        var fields: [String] = [""]
        var escaped = false
        for character in line {
            if escaped {
                if character != "|" { fields[fields.count - 1].append("\\") }
                fields[fields.count - 1].append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|", fields.count < 3 {
                fields.append("")
            } else {
                fields[fields.count - 1].append(character)
            }
        }
        if escaped { fields[fields.count - 1].append("\\") }
        while fields.count < 3 { fields.append("") }
        return (fields[0].trimmed, fields[1].trimmed, fields[2].trimmed)
    }

    /// A field as written in an item line: `|` escaped as `\|`, line breaks as spaces.
    static func escaped(_ field: String) -> String {
        // By scalars: a line break carrying a combining mark is one Character to Swift, but
        // still breaks the line for the parser.
        var result = String.UnicodeScalarView()
        for scalar in field.unicodeScalars {
            switch scalar {
            case "|": result.append(contentsOf: "\\|".unicodeScalars)
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": result.append(" ")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
