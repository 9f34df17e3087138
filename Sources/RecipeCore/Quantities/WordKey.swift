/// A short ASCII word, lowercased and packed into two integers, used as a dictionary key.
///
/// Looking a word up this way needs no `String`: the scanners pack the bytes they are
/// looking at. Words longer than 16 letters have no key (no unit is that long).
struct WordKey: Hashable, Sendable {
    /// The first eight letters.
    private var head: UInt64 = 0
    /// Letters nine to sixteen.
    private var tail: UInt64 = 0

    /// The key of the ASCII letters `bytes[range]`, lowercased; `nil` when longer than 16.
    @inline(__always)
    init?(_ bytes: ScanText.Bytes, _ range: Range<Int>) {
        guard range.count <= 16 else { return nil }
        var shift: UInt64 = 0
        for index in range {
            let letter = UInt64(bytes[index] | 0x20)
            if shift < 64 {
                head |= letter << shift
            } else {
                tail |= letter << (shift - 64)
            }
            shift += 8
        }
    }

    /// The key of a lowercase ASCII word written in a table.
    init?(_ word: String) {
        let key: WordKey? = ScanText.withBytes(of: word) { WordKey($0, 0..<$0.count) }
        guard let key else { return nil }
        self = key
    }
}
