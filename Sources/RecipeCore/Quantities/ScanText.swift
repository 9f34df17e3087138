/// Byte-level helpers shared by the quantity and timer scanners.
///
/// Everything here works on a string's UTF-8 bytes and byte offsets, with no Foundation and
/// no allocation: the scanners run over every item and step of a book.
enum ScanText {
    /// The UTF-8 bytes being scanned.
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// Runs `body` over the UTF-8 bytes of `text` (no copy for native strings).
    @inline(__always)
    static func withBytes<Result>(of text: String, _ body: (Bytes) -> Result) -> Result {
        text.withContiguousUTF8(body)
    }

    /// `0`…`9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// `A`…`Z`, `a`…`z`.
    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// Whether the character at `index` is part of a word: an ASCII letter, or a non-ASCII
    /// character that is not punctuation, a space or a symbol (`é`, `ß`, `ü` are letters;
    /// `½`, `°`, `–` and the no-break space are not). Digits are not letters.
    @inline(__always)
    static func isLetter(_ bytes: Bytes, _ index: Int) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        if byte < 0x80 { return isASCIILetter(byte) }
        // 0xC2 starts Latin-1 punctuation and symbols, 0xE2 general punctuation, arrows,
        // number forms (fractions) and other symbols.
        return byte != 0xC2 && byte != 0xE2
    }

    /// The length in bytes of the space at `index` (space, tab, line break, no-break space,
    /// thin space, narrow no-break space), or 0.
    @inline(__always)
    static func spaceLength(_ bytes: Bytes, _ index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D:
            return 1
        case 0xC2:
            return index + 1 < bytes.count && bytes[index + 1] == 0xA0 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            let last = bytes[index + 2]
            return last == 0x89 || last == 0xAF || last == 0x8A ? 3 : 0
        default:
            return 0
        }
    }

    /// The first offset at or after `index` that is not a space.
    @inline(__always)
    static func skipSpaces(_ bytes: Bytes, _ index: Int) -> Int {
        var index = index
        while true {
            let length = spaceLength(bytes, index)
            if length == 0 { return index }
            index += length
        }
    }

    /// The length of a dash at `index`: `-`, en dash `–`, em dash `—`, minus sign `−`; or 0.
    @inline(__always)
    static func dashLength(_ bytes: Bytes, _ index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        let byte = bytes[index]
        if byte == 0x2D { return 1 }
        guard byte == 0xE2, index + 2 < bytes.count else { return 0 }
        let second = bytes[index + 1], third = bytes[index + 2]
        if second == 0x80, third == 0x93 || third == 0x94 { return 3 }
        if second == 0x88, third == 0x92 { return 3 }
        return 0
    }

    /// The length of a fraction slash at `index`: `/` or `⁄` (U+2044); or 0.
    @inline(__always)
    static func slashLength(_ bytes: Bytes, _ index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        if bytes[index] == 0x2F { return 1 }
        if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x81, bytes[index + 2] == 0x84 {
            return 3
        }
        return 0
    }

    /// The end of the run of ASCII letters starting at `index`.
    @inline(__always)
    static func asciiWordEnd(_ bytes: Bytes, _ index: Int) -> Int {
        var end = index
        while end < bytes.count, isASCIILetter(bytes[end]) { end += 1 }
        return end
    }

    /// Whether the ASCII letters at `index` spell `word` (lowercase) case-insensitively and
    /// end there (no letter follows). Returns the end offset, or `nil`.
    @inline(__always)
    static func matchWord(_ bytes: Bytes, _ index: Int, _ word: StaticString) -> Int? {
        guard let end = matchPrefix(bytes, index, word) else { return nil }
        return isLetter(bytes, end) ? nil : end
    }

    /// Whether the ASCII letters at `index` start with `word` (lowercase), case-insensitively,
    /// whatever follows. Returns the offset after it, or `nil`.
    @inline(__always)
    static func matchPrefix(_ bytes: Bytes, _ index: Int, _ word: StaticString) -> Int? {
        matchPrefix(bytes, index, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// The same for a word whose bytes are known only at run time (a language's own words).
    @inline(__always)
    static func matchPrefix<Word: Collection<UInt8>>(_ bytes: Bytes, _ index: Int, _ word: Word) -> Int? {
        guard index + word.count <= bytes.count else { return nil }
        var at = index
        for letter in word {
            guard bytes[at] | 0x20 == letter else { return nil }
            at += 1
        }
        return at
    }

    /// `bytes[range]` trimmed of spaces at both ends.
    static func trimmed(_ bytes: Bytes, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        lower = min(skipSpaces(bytes, lower), upper)
        while upper > lower {
            let last = bytes[upper - 1]
            if last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D {
                upper -= 1
            } else if upper - lower >= 2, last == 0xA0, bytes[upper - 2] == 0xC2 {
                upper -= 2
            } else if upper - lower >= 3, bytes[upper - 3] == 0xE2, bytes[upper - 2] == 0x80,
                      last == 0x89 || last == 0xAF || last == 0x8A {
                upper -= 3
            } else {
                break
            }
        }
        return lower..<upper
    }

    /// The text of `bytes[range]`.
    @inline(__always)
    static func string(_ bytes: Bytes, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether a sentence ends within `range`: a line break, or a `.`, `!`, `?` or `;`
    /// followed by white space. A period after a word of at most four letters (`30 Min.
    /// ruhen lassen`) is an abbreviation's and ends none.
    static func endsSentence(_ bytes: Bytes, _ range: Range<Int>) -> Bool {
        for index in range {
            let byte = bytes[index]
            if byte == 0x0A { return true }
            guard byte == 0x2E || byte == 0x21 || byte == 0x3F || byte == 0x3B,
                  index + 1 < range.upperBound, bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09 else { continue }
            if byte == 0x2E {
                var start = index
                while start > 0, isASCIILetter(bytes[start - 1]) || bytes[start - 1] >= 0x80 { start -= 1 }
                if (1...4).contains(string(bytes, start..<index).count) { continue }
            }
            return true
        }
        return false
    }

    /// How many characters the bytes of `range` hold.
    static func characterCount(_ bytes: Bytes, _ range: Range<Int>) -> Int {
        string(bytes, range).count
    }
}
