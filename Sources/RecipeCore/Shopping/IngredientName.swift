import Foundation

/// How ingredient names are compared: `Eggs` and `egg`, `Tomatoes` and `tomato`,
/// `Pumpkin purée` and `pumpkin puree`, `All-purpose flour` and `all purpose flour` are one
/// ingredient; `Brown Sugar` and `Sugar`, `Egg yolks` and `Eggs` stay two.
///
/// The key is for comparing only; it is never shown (`cookies` and `cookie` both become
/// `cooky`, so that the two spellings meet).
public enum IngredientName {
    /// The name's ``words(_:)`` with the last one made singular, joined by single spaces.
    /// Two names are the same ingredient exactly when their keys are equal.
    public static func key(_ name: String) -> String {
        var words = words(name)
        guard let last = words.popLast() else { return "" }
        words.append(singular(last))
        return words.joined(separator: " ")
    }

    /// The words of a name, lowercased, with accents folded (`purée` → `puree`) and
    /// apostrophes dropped (`confectioners'` → `confectioners`); anything that is not a letter
    /// or a digit separates words (`all-purpose` → `all`, `purpose`). A trailing `(s)` is
    /// dropped: `Egg(s)` is `egg`.
    public static func words(_ name: String) -> [String] {
        var text = name
        if text.hasSuffix("(s)") { text.removeLast(3) }
        // One pass over the bytes, cut at the ASCII characters that end a word: an ASCII
        // piece is taken as it is, or lowercased without apostrophes, and only a piece with
        // other letters is folded (most of a step is ASCII, and folding is the costly part).
        let bytes = Array(text.utf8)
        var words: [String] = []
        var start = 0
        var plain = true
        var changes = false
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
            if byte >= 0x80 {
                plain = false
                continue
            }
            if isASCIIWordByte(byte) {
                if byte == UInt8(ascii: "'") || byte <= UInt8(ascii: "Z") && byte >= UInt8(ascii: "A") { changes = true }
                continue
            }
            let piece = bytes[start..<index]
            if !plain {
                words += foldedWords(String(decoding: piece, as: UTF8.self))
            } else if !changes {
                if !piece.isEmpty { words.append(String(decoding: piece, as: UTF8.self)) }
            } else {
                let lowered = piece.compactMap { $0 == UInt8(ascii: "'") ? nil : $0 <= UInt8(ascii: "Z") && $0 >= UInt8(ascii: "A") ? $0 + 32 : $0 }
                if !lowered.isEmpty { words.append(String(decoding: lowered, as: UTF8.self)) }
            }
            (start, plain, changes) = (index + 1, true, false)
        }
        return words
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// ``words(_:)`` of a name with letters outside ASCII: folded, then cut at each
    /// character that is neither a letter nor a digit.
    private static func foldedWords(_ text: String) -> [String] {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var words: [String] = []
        var current = ""
        for character in folded {
            if character == "'" || character == "\u{2019}" { continue }
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether a name ends in a plural this type knows (`Eggs`, `Bay leaves`): a list shows
    /// the first such spelling of an ingredient. Pages that combine items themselves use it.
    public static func endsInPlural(_ name: String) -> Bool {
        guard let last = words(name).last else { return false }
        return isPlural(last)
    }

    /// Whether a lowercase word is a plural this type knows: `eggs`, `leaves`, `berries`.
    static func isPlural(_ word: String) -> Bool {
        irregular[word] != nil || (word.hasSuffix("s") && singular(word) != word)
    }

    /// Plurals that the endings below would get wrong.
    private static let irregular: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife",
        "shelves": "shelf", "calves": "calf", "geese": "goose", "mice": "mouse",
    ]

    /// The singular of one lowercase word, or a form that its singular maps to as well:
    /// `berries` and `berry` both give `berry`; `cookies` and `cookie` both give `cooky`;
    /// `brioches` and `brioche` both give `brioch`.
    static func singular(_ word: String) -> String {
        if let known = irregular[word] { return known }
        let count = word.count
        if word.hasSuffix("ies"), count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ie"), count > 4 { return String(word.dropLast(2)) + "y" }
        if word.hasSuffix("oes"), count > 4 { return String(word.dropLast(2)) }
        if word.hasSuffix("oe"), count > 3 { return String(word.dropLast()) }
        if word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") || word.hasSuffix("sses") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("che") { return String(word.dropLast()) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), count > 3 { return String(word.dropLast()) }
        return word
    }
}
