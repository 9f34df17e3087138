import Foundation

/// The words the search box finds, folded exactly as the page's `normalizeText` folds what a
/// reader types (recipebook.js): the index is made here, the query there, and a word folded
/// two ways would never be found.
enum SearchWords {
    /// Letters the decomposition leaves whole, spelled out as a reader types them without the key.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ı": "i",
    ]

    /// `text` as `normalizeText` makes it: NFD, the combining marks U+0300–U+036F taken out,
    /// lowercase, then ß, æ, œ, ø, ł, đ and ı spelled out.
    static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var stripped = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars where !(0x300...0x36F).contains(scalar.value) {
            stripped.append(scalar)
        }
        var folded = String.UnicodeScalarView()
        for scalar in String(stripped).lowercased().unicodeScalars {
            if let spelled = spelledOut[scalar] { folded.append(contentsOf: spelled.unicodeScalars) } else { folded.append(scalar) }
        }
        return String(folded)
    }

    /// The words of `text` once folded: its runs of letters and digits (the script's
    /// `/[\p{L}\p{N}]+/gu`), in order, repeats kept.
    ///
    /// Every recipe's text goes through here on each build: runs of ASCII letters and digits,
    /// nearly all of them, are only lowercased; a run holding other characters is folded
    /// whole by ``foldedWords(in:)``. ASCII characters but letters and digits end a word in
    /// both, so the two give the same words.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        text.withContiguousUTF8 { bytes in
            var start = -1
            var ascii = true
            func endRun(at end: Int) {
                guard start >= 0 else { return }
                let run = bytes[start..<end]
                if ascii {
                    words.append(String(decoding: run.lazy.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self))
                } else {
                    words += foldedWords(in: String(decoding: run, as: UTF8.self))
                }
                start = -1
                ascii = true
            }
            for (offset, byte) in bytes.enumerated() {
                let inWord = byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                guard inWord else {
                    endRun(at: offset)
                    continue
                }
                if start < 0 { start = offset }
                if byte >= 0x80 { ascii = false }
            }
            endRun(at: bytes.count)
        }
        return words
    }

    /// ``words(in:)`` the long way: the whole text folded, then split at every character
    /// that is no letter or digit.
    static func foldedWords(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in fold(text).unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
