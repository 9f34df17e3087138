/// The timer scanner's fast path: one quick look at a step for anything a duration needs.
///
/// Most steps hold no digit at all. This reads eight bytes at a time and only looks at single
/// bytes in the chunks that might matter (a digit, a non-ASCII byte, or the `ou` of `hour` or
/// `nu` of `minute`). Chunks overlap by one byte so that no pair of letters falls between two.
enum StepClues {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// Whether `bytes` hold a digit or a possible Unicode fraction (`numbers`), and whether
    /// they hold `hour` or `minute`, which the spelled durations (`an hour`, `a minute`,
    /// `half an hour`) need (`words`). A step with neither holds no timer.
    static func find(_ bytes: ScanText.Bytes) -> (numbers: Bool, words: Bool) {
        var clues = (numbers: false, words: false)
        guard let base = bytes.baseAddress else { return clues }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            let chunk = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if chunk & highBits != 0 || hasDigit(chunk) || hasLetterPair(chunk) {
                for offset in index..<(index + 8) { look(bytes, offset, &clues) }
                if clues.numbers, clues.words { return clues }
            }
            index += 7
        }
        while index < bytes.count {
            look(bytes, index, &clues)
            index += 1
        }
        return clues
    }

    /// Whether an ASCII-only chunk holds a byte `0`…`9`: adding 0x50 sets the high bit of
    /// bytes from `0` up, adding 0x46 of bytes from `:` up; no carry crosses bytes below 0x80.
    @inline(__always)
    private static func hasDigit(_ chunk: UInt64) -> Bool {
        let fromZero = chunk &+ 0x50 &* ones
        let fromColon = chunk &+ 0x46 &* ones
        return fromZero & ~fromColon & highBits != 0
    }

    /// 0x80 in each byte of `chunk` that is zero, 0 in the others (exact: no carry crosses bytes).
    @inline(__always)
    private static func zeroBytes(_ chunk: UInt64) -> UInt64 {
        ~(((chunk & lowBits) &+ lowBits) | chunk | lowBits)
    }

    /// Whether an ASCII-only chunk holds `ou` or `nu`, in any case.
    @inline(__always)
    private static func hasLetterPair(_ chunk: UInt64) -> Bool {
        let lowercase = chunk | 0x20 &* ones
        let u = zeroBytes(lowercase ^ 0x75 &* ones)
        guard u != 0 else { return false }
        let oOrN = zeroBytes(lowercase ^ 0x6F &* ones) | zeroBytes(lowercase ^ 0x6E &* ones)
        // Little-endian: the byte before a `u` is the next lower byte of the word.
        return u & (oOrN << 8) != 0
    }

    /// Records what the byte at `index` tells.
    @inline(__always)
    private static func look(_ bytes: ScanText.Bytes, _ index: Int, _ clues: inout (numbers: Bool, words: Bool)) {
        let byte = bytes[index]
        if ScanText.isDigit(byte) || byte == 0xC2 || byte == 0xE2 {
            clues.numbers = true
        } else if byte | 0x20 == 0x75, index >= 2, index + 1 < bytes.count {
            // The `u` of `hour` or `minute`.
            let twoBefore = bytes[index - 2] | 0x20, before = bytes[index - 1] | 0x20
            let after = bytes[index + 1] | 0x20
            if (twoBefore == 0x68 && before == 0x6F && after == 0x72)
                || (twoBefore == 0x69 && before == 0x6E && after == 0x74) {
                clues.words = true
            }
        }
    }
}
