/// The timer scanner's fast path: one quick look at a step for anything a duration needs.
/// Most steps hold no digit at all, and then no timer is looked for.
enum StepClues {
    /// Whether `bytes` hold a digit or a possible Unicode fraction (`numbers`), and whether
    /// they hold `hour` or `minute`, which the spelled durations (`an hour`, `a minute`,
    /// `half an hour`) need (`words`). A step with neither holds no timer.
    static func find(_ bytes: ScanText.Bytes) -> (numbers: Bool, words: Bool) {
        var clues = (numbers: false, words: false)
        for index in bytes.indices {
            look(bytes, index, &clues)
            if clues.numbers, clues.words { break }
        }
        return clues
    }

    /// Records what the byte at `index` tells.
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
