/// Decodes the character references of HTML text: `&amp;`, `&frac12;`, `&#39;`, `&#x2019;`.
enum HTMLEntities {
    /// The named references recipe pages use; others are left as written.
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "frac15": "⅕",
        "frac16": "⅙", "frac18": "⅛", "frac38": "⅜", "frac58": "⅝", "frac78": "⅞", "frasl": "⁄",
        "deg": "°", "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’", "ldquo": "“",
        "rdquo": "”", "hellip": "…", "times": "×", "copy": "©", "reg": "®", "trade": "™",
        "bull": "•", "middot": "·", "laquo": "«", "raquo": "»", "szlig": "ß",
        "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë", "agrave": "à", "aacute": "á",
        "acirc": "â", "auml": "ä", "aring": "å", "ccedil": "ç", "iacute": "í", "icirc": "î",
        "iuml": "ï", "ntilde": "ñ", "oacute": "ó", "ocirc": "ô", "ouml": "ö", "oslash": "ø",
        "uacute": "ú", "ucirc": "û", "uuml": "ü", "Eacute": "É", "Agrave": "À", "Ouml": "Ö",
        "Uuml": "Ü", "Auml": "Ä",
    ]

    /// The longest reference name looked for, `;` included.
    private static let longestReference = 10

    /// `text` with its references decoded; a doubly encoded `&amp;#39;` is decoded twice.
    static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let once = decodedOnce(text)
        return once.contains("&") && once != text ? decodedOnce(once) : once
    }

    private static func decodedOnce(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while let ampersand = text[index...].firstIndex(of: "&") {
            result += text[index..<ampersand]
            let afterAmpersand = text.index(after: ampersand)
            let window = text[afterAmpersand...].prefix(longestReference)
            if let semicolon = window.firstIndex(of: ";"),
               let character = character(for: String(text[afterAmpersand..<semicolon])) {
                result += character
                index = text.index(after: semicolon)
            } else {
                result.append("&")
                index = afterAmpersand
            }
        }
        result += text[index...]
        return result
    }

    /// The text a reference name (between `&` and `;`) stands for.
    private static func character(for name: String) -> String? {
        if let known = named[name] { return known }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value: UInt32?
        if digits.first == "x" || digits.first == "X" {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return String(Character(scalar))
    }
}
