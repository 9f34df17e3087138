/// The words and phrases of one table of a ``Vocabulary``, found in UTF-8 bytes.
///
/// A phrase is one or more words; in the text its words may be separated by spaces, by a
/// period, or by both (`c. à s.`, `c.à.s.`, `c à s`). Case does not matter, accents do
/// (`pincée`, not `pincee`), whatever their Unicode normalisation. The longest phrase wins.
struct PhraseTable<Value: Sendable>: Sendable {
    /// Lowercase words joined by single spaces, and their values.
    private var entries: [String: Value] = [:]
    /// The first word of every phrase: most lookups stop after one word.
    private var firstWords: Set<String> = []
    /// The most words a phrase has.
    private var longest = 0

    /// The table of `phrases`; a later phrase with the same words replaces an earlier one.
    init(_ phrases: [(String, Value)]) {
        for (phrase, value) in phrases {
            let words = Self.words(of: phrase)
            guard let first = words.first else { continue }
            entries[words.joined(separator: " ")] = value
            firstWords.insert(first)
            longest = max(longest, words.count)
        }
    }

    /// Whether the table holds nothing (English, whose words the scanners know already).
    var isEmpty: Bool { entries.isEmpty }

    /// The lowercase words of a phrase as written in a table.
    static func words(of phrase: String) -> [String] {
        phrase.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    /// The value of the longest phrase starting exactly at `index` and ending at the end of a
    /// word, and where it ends: after an abbreviation period too when `takingPeriod`.
    func match(_ bytes: ScanText.Bytes, at index: Int, takingPeriod: Bool) -> (value: Value, end: Int)? {
        guard longest > 0, ScanText.isLetter(bytes, index) else { return nil }
        var words: [String] = []
        var ends: [Int] = []
        var start = index
        while words.count < longest, ScanText.isLetter(bytes, start) {
            var end = start
            while ScanText.isLetter(bytes, end) { end += 1 }
            let word = ScanText.string(bytes, start..<end).lowercased()
            if words.isEmpty, !firstWords.contains(word) { return nil }
            words.append(word)
            ends.append(end)
            var next = end
            if next < bytes.count, bytes[next] == 0x2E { next += 1 }
            let spaced = ScanText.skipSpaces(bytes, next)
            guard spaced > end else { break }
            start = spaced
        }
        for count in stride(from: words.count, through: 1, by: -1) {
            let key = count == 1 ? words[0] : words[0..<count].joined(separator: " ")
            guard let value = entries[key] else { continue }
            var end = ends[count - 1]
            if takingPeriod, end < bytes.count, bytes[end] == 0x2E { end += 1 }
            return (value, end)
        }
        return nil
    }
}
