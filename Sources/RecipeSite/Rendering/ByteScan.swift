/// Looks for the bytes that text written into a page or its JSON must escape, eight bytes at a
/// time: every name, step and shopping row of a big book goes through these checks, and nearly
/// all of them hold no such byte.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether `bytes` hold `&`, `<`, `>`, `"` or `'`, the bytes ``HTML/escape(_:)`` replaces.
    static func containsHTMLSpecial(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstIndex(in: bytes, from: 0, where: isHTMLSpecial, words: hasHTMLSpecial) != nil
    }

    /// Where the first byte at or after `start` is that a JSON string must escape: a control
    /// character, `"`, `\`, and with `html` also `<`, `>` and `&`.
    static func firstJSONEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, html: Bool) -> Int? {
        if html {
            return firstIndex(in: bytes, from: start, where: { isJSONEscape($0) || isHTMLTagOrEntity($0) }) {
                hasJSONEscape($0) | hasHTMLTagOrEntity($0)
            }
        }
        return firstIndex(in: bytes, from: start, where: isJSONEscape, words: hasJSONEscape)
    }

    /// The first index at or after `start` whose byte is `matches`; `words` tells of eight bytes
    /// at once whether any of them may match (never wrongly that none does).
    @inline(__always)
    private static func firstIndex(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, where matches: (UInt8) -> Bool, words: (UInt64) -> UInt64
    ) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            if words(word) != 0 { break }
            index += 8
        }
        while index < bytes.count {
            if matches(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    @inline(__always)
    private static func isHTMLSpecial(_ byte: UInt8) -> Bool {
        byte == 0x22 || byte == 0x27 || isHTMLTagOrEntity(byte)
    }

    @inline(__always)
    private static func isHTMLTagOrEntity(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E
    }

    @inline(__always)
    private static func isJSONEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C
    }

    /// Nonzero when a byte of `word` is zero (the high bit of each such byte set, and perhaps
    /// of bytes above it; zero exactly when none is).
    @inline(__always)
    private static func zeroByte(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    @inline(__always)
    private static func has(_ byte: UInt8, _ word: UInt64) -> UInt64 {
        zeroByte(word ^ (ones &* UInt64(byte)))
    }

    @inline(__always)
    private static func hasHTMLSpecial(_ word: UInt64) -> UInt64 {
        has(0x22, word) | has(0x27, word) | hasHTMLTagOrEntity(word)
    }

    @inline(__always)
    private static func hasHTMLTagOrEntity(_ word: UInt64) -> UInt64 {
        has(0x26, word) | has(0x3C, word) | has(0x3E, word)
    }

    /// A byte below 0x20 (the same trick with 0x20 in each byte), `"` or `\`.
    @inline(__always)
    private static func hasJSONEscape(_ word: UInt64) -> UInt64 {
        ((word &- ones &* 0x20) & ~word & highBits) | has(0x22, word) | has(0x5C, word)
    }
}
