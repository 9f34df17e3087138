/// How the postings are written and cut into shards.
enum SearchPostings {
    /// A shard is cut before a word that would take it over this many bytes (a word bigger
    /// than that alone gets a shard of its own: a word is never split).
    static let shardLimit = 32 * 1024
    /// A shard is not cut on content below this many bytes.
    static let shardMinimum = 2 * 1024
    /// The size a shard has on average: a word of `n` bytes ends a shard with the chance
    /// `n / shardTarget`, told by a hash of the word, so the cuts depend on the words around
    /// them alone and an edit moves few of them (a cut by size would move every later one).
    static let shardTarget = 8 * 1024

    /// The digits of the last five bits of a number, and of the five-bit groups before them.
    private static let lastDigits = Array("0123456789abcdefghijklmnopqrstuv".utf8)
    private static let leadingDigits = Array("wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_".utf8)

    /// `postings` (document × 4 + mark, ascending) as text: for each document the gap to the
    /// one before (less one; the first counts from -1) × 3 + mark, in base 32, most significant
    /// group first, the last digit from `0-9a-v` and the others from `w-z A-Z - _`, so no
    /// separator is needed and the text is safe in a JSON string.
    static func encode(_ postings: [UInt32]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(postings.count * 2)
        var previous = -1
        var groups: [Int] = []
        for posting in postings {
            let document = Int(posting >> 2)
            var value = (document - previous - 1) * 3 + Int(posting & 3)
            previous = document
            groups.removeAll(keepingCapacity: true)
            repeat {
                groups.append(value & 31)
                value >>= 5
            } while value > 0
            for group in groups.dropFirst().reversed() { bytes.append(leadingDigits[group]) }
            bytes.append(lastDigits[groups[0]])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `encode` read back (for tests): each document with its mark.
    static func decode(_ text: String) -> [(document: Int, mark: Int)] {
        var result: [(Int, Int)] = []
        var value = 0
        var previous = -1
        for byte in text.utf8 {
            if let digit = leadingDigits.firstIndex(of: byte) {
                value = value * 32 + digit
            } else if let digit = lastDigits.firstIndex(of: byte) {
                value = value * 32 + digit
                let document = previous + 1 + value / 3
                result.append((document, value % 3))
                previous = document
                value = 0
            }
        }
        return result
    }

    /// The shards of `words` (in order), whose postings text is `size` bytes each: runs that
    /// stay within ``shardLimit`` bytes.
    static func layout(_ words: [String], size: (String) -> Int) -> [Range<Int>] {
        var shards: [Range<Int>] = []
        var start = 0
        var bytes = 0
        for (place, word) in words.enumerated() {
            // A word's postings in the shard's array, with its quotes and comma.
            let wordBytes = size(word) + 3
            if place > start, bytes + wordBytes > shardLimit || (bytes >= shardMinimum && endsShard(word, bytes: wordBytes)) {
                shards.append(start..<place)
                start = place
                bytes = 0
            }
            bytes += wordBytes
        }
        if start < words.count { shards.append(start..<words.count) }
        return shards
    }

    /// Whether a shard is cut before `word`: by a hash of its letters (FNV-1a, the same on
    /// every machine and run, unlike `Hasher`).
    private static func endsShard(_ word: String, bytes: Int) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(shardTarget)) < bytes
    }
}
