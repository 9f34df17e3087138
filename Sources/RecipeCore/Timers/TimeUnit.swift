/// The spellings of seconds, minutes and hours in a step, and how many seconds each is.
enum TimeUnit {
    /// Every spelling (lowercase, packed) and its seconds. Whole words only, case-insensitive.
    /// The single letters `s`, `m` and `h` are not units: `30s`, `5m`, `2h` are too often
    /// something else (`the 1990s`, `5m` of wire) to time.
    static let spellings: [(key: WordKey, seconds: Double)] = {
        let spellings: [(words: [String], seconds: Double)] = [
            (["sec", "secs", "second", "seconds"], 1),
            (["min", "mins", "minute", "minutes"], 60),
            (["hr", "hrs", "hour", "hours"], 3600),
        ]
        var table: [(key: WordKey, seconds: Double)] = []
        for (words, seconds) in spellings {
            for word in words {
                if let key = WordKey(word) { table.append((key, seconds)) }
            }
        }
        return table
    }()

    /// The time unit word starting exactly at `index` (a whole word), its length in seconds,
    /// and where it ends. An abbreviation period (`min.`) is left in the text. The words of
    /// `language` come first (`Minuten`, `heures`, `uur`), and may be single letters (French `h`).
    @inline(__always)
    static func word(_ bytes: ScanText.Bytes, at index: Int, language: Language = .english) -> (seconds: Double, end: Int)? {
        if !language.timeWords.isEmpty, let match = language.timeWords.match(bytes, at: index, takingPeriod: false) {
            return (match.value, match.end)
        }
        let end = ScanText.asciiWordEnd(bytes, index)
        guard end - index >= 2, end - index <= 7, !ScanText.isLetter(bytes, end),
              let key = WordKey(bytes, index..<end) else { return nil }
        // Twelve spellings: comparing packed keys beats hashing them.
        for spelling in spellings where spelling.key == key {
            return (spelling.seconds, end)
        }
        return nil
    }
}
