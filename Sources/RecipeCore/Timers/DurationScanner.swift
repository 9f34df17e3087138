/// Reads one duration (`40 minutes`, `20-25 mins`, `1 hour and 30 minutes`, `an hour`) at a
/// given offset of a step's UTF-8 bytes.
enum DurationScanner {
    /// A duration: its bounds in seconds and where its text ends.
    struct Match {
        /// The lower (or only) number of seconds.
        var low: Double
        /// The upper bound, for a range.
        var high: Double?
        /// Where the last unit word ends.
        var end: Int
    }

    /// One amount with its unit: `1 1/2 hours`, `20-25 minutes`, `10-minute`, `an hour`.
    private struct Part {
        var low: Double
        var high: Double?
        /// Seconds in one unit: 1, 60 or 3600.
        var unit: Double
        var end: Int
    }

    /// The duration starting exactly at `index`, or `nil`.
    ///
    /// Parts in falling units make one duration: `1 hour and 30 minutes`, `1 hr 15 min`,
    /// `2 hours, 15 minutes`, `1hr30min`. A part in the same or a larger unit starts a new one.
    ///
    /// `language` adds its time words and its word for `and` (`1 Stunde und 30 Minuten`); in
    /// French, minutes after hours need no unit (`1 h 30`, `1h30`).
    static func duration(_ bytes: ScanText.Bytes, at index: Int, language: Language = .english) -> Match? {
        guard let first = part(bytes, at: index, language: language) else { return nil }
        var low = first.low * first.unit
        var high = (first.high ?? first.low) * first.unit
        var isRange = first.high != nil
        var unit = first.unit, end = first.end
        while let next = nextPart(bytes, after: end, language: language), next.unit < unit {
            low += next.low * next.unit
            high += (next.high ?? next.low) * next.unit
            isRange = isRange || next.high != nil
            unit = next.unit
            end = next.end
        }
        if unit == 3600, language.vocabulary.clockHours, let minutes = clockMinutes(bytes, after: end) {
            low += minutes.value * 60
            high += minutes.value * 60
            end = minutes.end
        }
        return Match(low: low, high: isRange ? high : nil, end: end)
    }

    /// The `30` of French `1 h 30` or `1h30` after an hour word ending at `end`: one or two
    /// digits below 60, glued or after one space, that end a word and no number (`1 h 30,5`,
    /// `1 h 300` and `1 h 30 g` are something else).
    private static func clockMinutes(_ bytes: ScanText.Bytes, after end: Int) -> (value: Double, end: Int)? {
        var start = end
        if start < bytes.count, bytes[start] == 0x20 { start += 1 }
        var stop = start, value = 0.0
        while stop < bytes.count, ScanText.isDigit(bytes[stop]), stop - start < 3 {
            value = value * 10 + Double(bytes[stop] &- 0x30)
            stop += 1
        }
        guard stop > start, stop - start <= 2, value < 60, !ScanText.isLetter(bytes, stop) else { return nil }
        if stop < bytes.count, ScanText.isDigit(bytes[stop]) { return nil }
        if stop + 1 < bytes.count, bytes[stop] == 0x2C || bytes[stop] == 0x2E || bytes[stop] == 0x2F,
           ScanText.isDigit(bytes[stop + 1]) { return nil }
        if UnitScanner.unit(bytes, after: stop) != nil { return nil }
        return (value, stop)
    }

    /// The part after the separator following `end`: spaces, a comma, `and`, or nothing
    /// before a digit (`1hr30min`).
    private static func nextPart(_ bytes: ScanText.Bytes, after end: Int, language: Language) -> Part? {
        var index = ScanText.skipSpaces(bytes, end)
        if index < bytes.count, bytes[index] == 0x2C {
            index = ScanText.skipSpaces(bytes, index + 1)
        }
        if let and = ScanText.matchWord(bytes, index, "and") ?? language.andWords.match(bytes, at: index, takingPeriod: false)?.end {
            let afterAnd = ScanText.skipSpaces(bytes, and)
            guard afterAnd > and else { return nil }
            index = afterAnd
        }
        guard index < bytes.count, NumberScanner.startsNumber(bytes, index) else { return nil }
        return part(bytes, at: index, language: language)
    }

    /// A number or range and a time unit, or one of the words `a minute`, `an hour`,
    /// `half an hour`; then an optional `and a half`.
    private static func part(_ bytes: ScanText.Bytes, at index: Int, language: Language) -> Part? {
        guard index < bytes.count else { return nil }
        var found: Part
        if ScanText.isASCIILetter(bytes[index]) {
            guard let spelled = spelledPart(bytes, at: index) else { return nil }
            found = spelled
        } else {
            guard let amount = NumberScanner.amount(bytes, at: index, language: language) else { return nil }
            var wordStart = ScanText.skipSpaces(bytes, amount.end)
            // `a 10-minute rest`
            if wordStart == amount.end, wordStart < bytes.count, bytes[wordStart] == 0x2D {
                wordStart += 1
            }
            guard let word = TimeUnit.word(bytes, at: wordStart, language: language) else { return nil }
            found = Part(low: amount.amount.low, high: amount.amount.high, unit: word.seconds, end: word.end)
        }
        if let half = andAHalf(bytes, after: found.end) {
            found.low += 0.5
            found.high = found.high.map { $0 + 0.5 }
            found.end = half
        }
        return found
    }

    /// `a minute`, `an hour`, `half an hour` at `index`. (`a second` is not a duration: it is
    /// far more often "a second egg".)
    private static func spelledPart(_ bytes: ScanText.Bytes, at index: Int) -> Part? {
        if let article = ScanText.matchWord(bytes, index, "a") {
            let word = ScanText.skipSpaces(bytes, article)
            guard word > article, let end = ScanText.matchWord(bytes, word, "minute") else { return nil }
            return Part(low: 1, high: nil, unit: 60, end: end)
        }
        if let article = ScanText.matchWord(bytes, index, "an") {
            let word = ScanText.skipSpaces(bytes, article)
            guard word > article, let end = ScanText.matchWord(bytes, word, "hour") else { return nil }
            return Part(low: 1, high: nil, unit: 3600, end: end)
        }
        if let half = ScanText.matchWord(bytes, index, "half") {
            let article = ScanText.skipSpaces(bytes, half)
            guard article > half, let articleEnd = ScanText.matchWord(bytes, article, "an") else { return nil }
            let word = ScanText.skipSpaces(bytes, articleEnd)
            guard word > articleEnd, let end = ScanText.matchWord(bytes, word, "hour") else { return nil }
            return Part(low: 0.5, high: nil, unit: 3600, end: end)
        }
        return nil
    }

    /// The end of ` and a half` right after `end`, or `nil`.
    private static func andAHalf(_ bytes: ScanText.Bytes, after end: Int) -> Int? {
        let and = ScanText.skipSpaces(bytes, end)
        guard and > end, let andEnd = ScanText.matchWord(bytes, and, "and") else { return nil }
        let article = ScanText.skipSpaces(bytes, andEnd)
        guard article > andEnd, let articleEnd = ScanText.matchWord(bytes, article, "a") else { return nil }
        let half = ScanText.skipSpaces(bytes, articleEnd)
        guard half > articleEnd else { return nil }
        return ScanText.matchWord(bytes, half, "half")
    }
}
