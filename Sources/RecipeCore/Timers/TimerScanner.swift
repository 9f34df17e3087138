/// Finds the durations in a step.
///
/// A duration is a number or range with a unit of seconds, minutes or hours (`30 seconds`,
/// `15 mins`, `20-25 minutes`, `1 hour and 30 minutes`, `an hour`). Square brackets right after
/// it (optionally after one space) name it and are taken out of the text:
/// `Bake for 40 minutes [Crumble].` → `Bake for 40 minutes.` with a timer named `Crumble`.
/// Temperatures (`350`, `400 F`, `180°C`) have no time unit and are never timers, and neither
/// is anything longer than ``maximumSeconds``.
public enum TimerScanner {
    /// The longest timer, a year: a longer "duration" (`30333333333333 minutes`) is not one
    /// anybody would start, and would not fit in an integer of seconds.
    public static let maximumSeconds = 366 * 24 * 3600

    /// The step's text with `[Name]` labels taken out, and the timers found in it, in order.
    /// `language` adds its time words (`30 Minuten`, `1 heure`) to the English ones.
    public static func scan(_ step: String, language: Language = .english) -> (text: String, timers: [StepTimer]) {
        ScanText.withBytes(of: step) { bytes in
            let clues = StepClues.find(bytes)
            guard clues.numbers || clues.words else { return (step, []) }
            var timers: [StepTimer] = []
            var removed: [Range<Int>] = []
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
                var timer = StepTimer(
                    seconds: Int(match.low.rounded()),
                    maxSeconds: match.high.map { Int($0.rounded()) },
                    text: ScanText.string(bytes, index..<match.end)
                )
                timer.end = match.end - removed.reduce(0) { $0 + $1.count }
                index = match.end
                if let label = name(bytes, after: match.end) {
                    timer.name = label.name
                    removed.append(match.end..<label.end)
                    index = label.end
                }
                timers.append(timer)
            }
            guard !removed.isEmpty else { return (step, timers) }
            return (text(bytes, without: removed), timers)
        }
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

    /// A `[Name]` label right after a duration ending at `end` (optionally after one space),
    /// its trimmed name and where it ends. A Markdown link (`[see](url)`, `[see][ref]`), an
    /// empty label or one that spans lines is not a name.
    private static func name(_ bytes: ScanText.Bytes, after end: Int) -> (name: String, end: Int)? {
        var open = end
        if open < bytes.count, bytes[open] == 0x20 { open += 1 }
        guard open < bytes.count, bytes[open] == 0x5B else { return nil }
        var close = open + 1
        while close < bytes.count, bytes[close] != 0x5D {
            let byte = bytes[close]
            if byte == 0x5B || byte == 0x0A { return nil }
            close += 1
        }
        guard close < bytes.count else { return nil }
        if close + 1 < bytes.count, bytes[close + 1] == 0x28 || bytes[close + 1] == 0x5B { return nil }
        // Trimmed of all white space (a form feed too), as the writer collapses it: a name
        // must read back the same after it is written.
        let label = ScanText.string(bytes, ScanText.trimmed(bytes, (open + 1)..<close))
        var start = label.startIndex, end = label.endIndex
        while start < end, label[start].isOnlyWhiteSpace { start = label.index(after: start) }
        while end > start, label[label.index(before: end)].isOnlyWhiteSpace { end = label.index(before: end) }
        guard start < end else { return nil }
        return (String(label[start..<end]), close + 1)
    }

    /// The text of `bytes` with the `removed` ranges (in order, not overlapping) left out.
    private static func text(_ bytes: ScanText.Bytes, without removed: [Range<Int>]) -> String {
        let count = removed.reduce(bytes.count) { $0 - $1.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var start = 0, written = 0
            func copy(upTo end: Int) {
                let target = UnsafeMutableBufferPointer(rebasing: buffer[written..<(written + end - start)])
                _ = target.initialize(from: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                written += end - start
            }
            for range in removed {
                copy(upTo: range.lowerBound)
                start = range.upperBound
            }
            copy(upTo: bytes.count)
            return written
        }
    }
}
