/// Finds the durations in a step.
///
/// A duration is a number or range with a unit of seconds, minutes or hours (`30 seconds`,
/// `15 mins`, `20-25 minutes`, `1 hour and 30 minutes`, `an hour`). Square brackets name the
/// nearest duration before them in the same sentence, whatever lies between (German puts the
/// verb last), and are taken out of the text: `Bake for 40 minutes [Crumble].` → `Bake for 40
/// minutes.`, `30 Minuten ruhen lassen [Teig].` → `30 Minuten ruhen lassen.`, each with a
/// named timer. Brackets that name no duration (``Scan/strayLabels``) keep their words and
/// lose the brackets; the parser warns about them.
/// Temperatures (`350`, `400 F`, `180°C`) have no time unit and are never timers, and neither
/// is anything longer than ``maximumSeconds``.
public enum TimerScanner {
    /// The longest timer, a year: a longer "duration" (`30333333333333 minutes`) is not one
    /// anybody would start, and would not fit in an integer of seconds.
    public static let maximumSeconds = 366 * 24 * 3600

    /// What a scan of a step found.
    public struct Scan: Sendable {
        /// The step's text with `[Name]` labels taken out (and stray labels' brackets).
        public var text: String
        /// The durations, in order.
        public var timers: [StepTimer]
        /// Brackets that name no duration: their words, and where their `[` was in the
        /// step as written, in characters from its start.
        public var strayLabels: [(words: String, offset: Int)] = []
    }

    /// The step's text with `[Name]` labels taken out, and the timers found in it, in order.
    /// `language` adds its time words (`30 Minuten`, `1 heure`) to the English ones.
    public static func scan(_ step: String, language: Language = .english) -> Scan {
        ScanText.withBytes(of: step) { bytes in
            let clues = StepClues.find(bytes)
            let labels = Self.labels(bytes)
            guard clues.numbers || clues.words || !labels.isEmpty else { return Scan(text: step, timers: []) }
            var timers: [StepTimer] = []
            var ends: [Int] = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let letter = byte | 0x20
                let worthTrying = ScanText.isDigit(byte) || byte == 0x2E || byte >= 0xC2
                    || (clues.words && (letter == 0x61 || letter == 0x68))
                guard worthTrying, mayStartDuration(bytes, index),
                      let match = DurationScanner.duration(bytes, at: index, language: language),
                      (match.high ?? match.low) <= Double(maximumSeconds) else {
                    index += 1
                    continue
                }
                timers.append(StepTimer(
                    seconds: Int(match.low.rounded()),
                    maxSeconds: match.high.map { Int($0.rounded()) },
                    text: ScanText.string(bytes, index..<match.end)
                ))
                ends.append(match.end)
                index = match.end
            }
            return named(timers, ends: ends, labels: labels, in: bytes, step: step)
        }
    }

    /// `timers` (ending at `ends`) named by `labels`: each label names the nearest duration
    /// before it in its sentence, if that one has no name yet; the others are stray. The
    /// labels are taken out of the text (a stray one's brackets alone), and each timer learns
    /// where it and its label end in that text, for the writer.
    private static func named(
        _ timers: [StepTimer], ends: [Int], labels: [Label], in bytes: ScanText.Bytes, step: String
    ) -> Scan {
        var timers = timers
        var removed: [Range<Int>] = []
        var strays: [(words: String, offset: Int)] = []
        for label in labels {
            let before = ends.lastIndex { $0 <= label.open }
            if let before, timers[before].name == nil, !ScanText.endsSentence(bytes, ends[before]..<label.open) {
                timers[before].name = label.name
                // With the one space before it, so `40 minutes [Crumble].` reads `40 minutes.`
                let start = label.open > ends[before] && bytes[label.open - 1] == 0x20 ? label.open - 1 : label.open
                removed.append(start..<label.end)
                timers[before].labelEnd = start
            } else {
                strays.append((label.name, ScanText.characterCount(bytes, 0..<label.open)))
                removed.append(label.open..<(label.open + 1))
                removed.append((label.end - 1)..<label.end)
            }
        }
        guard !removed.isEmpty else { return Scan(text: step, timers: timers) }
        removed.sort { $0.lowerBound < $1.lowerBound }
        func shifted(_ offset: Int) -> Int { offset - removed.reduce(0) { $0 + ($1.upperBound <= offset ? $1.count : 0) } }
        for position in timers.indices {
            timers[position].end = shifted(ends[position])
            timers[position].labelEnd = timers[position].labelEnd.map(shifted)
        }
        return Scan(text: text(bytes, without: removed), timers: timers, strayLabels: strays)
    }

    /// Whether a duration may start at `index`: a number (or `a`, `an`, `half`) at the start
    /// of a word, not in the middle of one (`v2`) or of a number (`350`, `1.5`, `1:30`).
    private static func mayStartDuration(_ bytes: ScanText.Bytes, _ index: Int) -> Bool {
        let byte = bytes[index]
        let isCandidate: Bool
        switch byte {
        case 0x30...0x39: isCandidate = true
        case 0x2E: isCandidate = index + 1 < bytes.count && ScanText.isDigit(bytes[index + 1])
        case 0x61, 0x41, 0x68, 0x48: isCandidate = true // a A h H
        case 0xC2, 0xE2: isCandidate = NumberScanner.unicodeFraction(bytes, index) != nil
        default: return false
        }
        guard isCandidate, index > 0 else { return isCandidate }
        let previous = bytes[index - 1]
        if ScanText.isASCIILetter(previous) || ScanText.isDigit(previous) { return false }
        // Not inside `1.5`, `1,5`, `1/2`, or a clock time `1:30`.
        if previous == 0x2E || previous == 0x2C || previous == 0x2F || previous == 0x3A { return false }
        guard previous >= 0x80 else { return true }
        // After a non-ASCII character: fine after punctuation, a space or a dash (`“5`, `–5`),
        // not after a letter (`é5`) or a Unicode fraction (`½1`).
        var lead = index - 1
        while lead > 0, index - lead < 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        return ScanText.isLetter(bytes, lead) == false && NumberScanner.unicodeFraction(bytes, lead) == nil
    }

    /// A `[Name]` in a step: where its `[` is, where its `]` ends and its trimmed words.
    private struct Label {
        let open: Int
        let end: Int
        let name: String
    }

    /// Every `[Name]` of the step. A Markdown link or image (`[see](url)`, `[see][ref]`,
    /// `![alt](x)`), an escaped `\[`, an empty label or one that spans lines is not one.
    private static func labels(_ bytes: ScanText.Bytes) -> [Label] {
        var labels: [Label] = []
        var open = 0
        while open < bytes.count {
            defer { open += 1 }
            guard bytes[open] == 0x5B, open == 0 || (bytes[open - 1] != 0x5C && bytes[open - 1] != 0x21) else { continue }
            var close = open + 1
            while close < bytes.count, bytes[close] != 0x5D, bytes[close] != 0x5B, bytes[close] != 0x0A { close += 1 }
            guard close < bytes.count, bytes[close] == 0x5D else { continue }
            if close + 1 < bytes.count, bytes[close + 1] == 0x28 || bytes[close + 1] == 0x5B {
                // A link's text: its `(url)` or `[reference]` is not a name either.
                let closing: UInt8 = bytes[close + 1] == 0x28 ? 0x29 : 0x5D
                open = close + 1
                while open + 1 < bytes.count, bytes[open] != closing, bytes[open] != 0x0A { open += 1 }
                continue
            }
            // Trimmed of all white space (a form feed too), as the writer collapses it: a name
            // must read back the same after it is written.
            let label = ScanText.string(bytes, ScanText.trimmed(bytes, (open + 1)..<close))
            var start = label.startIndex, end = label.endIndex
            while start < end, label[start].isOnlyWhiteSpace { start = label.index(after: start) }
            while end > start, label[label.index(before: end)].isOnlyWhiteSpace { end = label.index(before: end) }
            guard start < end else { continue }
            labels.append(Label(open: open, end: close + 1, name: String(label[start..<end])))
            open = close
        }
        return labels
    }

    /// The text of `bytes` with the `removed` ranges (in order, not overlapping) left out.
    private static func text(_ bytes: ScanText.Bytes, without removed: [Range<Int>]) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var start = 0
        for range in removed {
            kept += bytes[start..<range.lowerBound]
            start = range.upperBound
        }
        kept += bytes[start...]
        return String(decoding: kept, as: UTF8.self)
    }
}
