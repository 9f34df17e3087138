/// How long a recipe takes: from a note that says so (`Prep 20 min, cook 1 h`,
/// `Vorbereitung 20 Min., Backen 1 Std.`), or else the sum of its steps' timers, which is
/// only approximate (a step's timer leaves out the chopping around it).
public struct RecipeTimes: Sendable, Hashable {
    /// What a time in a note is of.
    public enum Label: Sendable, Hashable {
        case prep, cook, total
    }

    /// The preparation time in seconds, when a note gives it.
    public var prep: Int?
    /// The cooking (baking, roasting) time in seconds, when a note gives it.
    public var cook: Int?
    /// The whole time in seconds: a note's total, or its prep and cook added, or the timers' sum.
    public var total: Int
    /// Whether the total is the timers' sum rather than what a note says.
    public var isApproximate: Bool

    /// Makes the times.
    public init(prep: Int? = nil, cook: Int? = nil, total: Int, isApproximate: Bool) {
        (self.prep, self.cook, self.total, self.isApproximate) = (prep, cook, total, isApproximate)
    }

    /// The English labels, known in every book as the English units are.
    static let englishLabels = PhraseTable<Label>([
        ("prep", .prep), ("prep time", .prep), ("preparation", .prep), ("preparation time", .prep),
        ("cook", .cook), ("cook time", .cook), ("cooking", .cook), ("cooking time", .cook), ("bake", .cook),
        ("bake time", .cook), ("baking", .cook), ("baking time", .cook), ("roast", .cook), ("roasting", .cook),
        ("total", .total), ("total time", .total), ("ready in", .total),
    ] as [(String, Label)])

    /// Words between a name and its duration that make it approximate, in every book.
    static let englishAbout = PhraseTable<Bool>(
        ["about", "approx.", "approximately", "around", "roughly", "ca.", "circa"].map { ($0, true) })

    /// The labelled times in a note's `text`, each kind the first time it is named. A label
    /// starts a word and is followed, after spaces, a colon or a dash, and perhaps a word such
    /// as `about` or `ca.`, by a duration.
    static func labelled(in text: String, language: Language) -> [Label: Int] {
        var found: [Label: Int] = [:]
        for time in scan(text, language: language, english: true).times where found[time.label] == nil {
            found[time.label] = time.seconds
        }
        return found
    }

    /// Whether `text` holds nothing but times named in `language`'s own words, with spaces and
    /// punctuation between (`Arbeitszeit ca. 30 Minuten`, `Vorbereitung: 20 Min., Backen: 1 Std.`):
    /// a line `import` makes a note. `Backen 30 Minuten bei 180 Grad` is a step.
    static func isOnlyTimes(_ text: String, language: Language) -> Bool {
        let scanned = scan(text, language: language, english: false)
        return !scanned.times.isEmpty && scanned.rest.allSatisfy { !$0.isLetter && !$0.isNumber }
    }

    /// The named times in `text`, in order, and the text outside them; English names too when
    /// `english`.
    private static func scan(_ text: String, language: Language, english: Bool)
        -> (times: [(label: Label, seconds: Int)], rest: String) {
        ScanText.withBytes(of: text) { bytes in
            var times: [(label: Label, seconds: Int)] = []
            var rest: [UInt8] = []
            var index = 0
            while index < bytes.count {
                guard index == 0 || !ScanText.isLetter(bytes, index - 1),
                      let label = language.timeLabels.match(bytes, at: index, takingPeriod: true)
                        ?? (english ? englishLabels.match(bytes, at: index, takingPeriod: true) : nil) else {
                    rest.append(bytes[index])
                    index += 1
                    continue
                }
                var start = ScanText.skipSpaces(bytes, label.end)
                if start < bytes.count, bytes[start] == 0x3A { start = ScanText.skipSpaces(bytes, start + 1) }
                if ScanText.dashLength(bytes, start) > 0 { start = ScanText.skipSpaces(bytes, start + ScanText.dashLength(bytes, start)) }
                if let about = language.aboutWords.match(bytes, at: start, takingPeriod: true)
                    ?? englishAbout.match(bytes, at: start, takingPeriod: true) {
                    start = ScanText.skipSpaces(bytes, about.end)
                }
                guard let duration = duration(bytes, at: start, language: language) else {
                    rest.append(contentsOf: (index..<label.end).map { bytes[$0] })
                    index = label.end
                    continue
                }
                times.append((label.value, duration.seconds))
                index = duration.end
            }
            return (times, String(decoding: rest, as: UTF8.self))
        }
    }

    /// A duration as a step's timer reads it, or `1 h`, `1 h 20`, `1h20 min` as notes write hours.
    private static func duration(_ bytes: ScanText.Bytes, at index: Int, language: Language) -> (seconds: Int, end: Int)? {
        if let match = DurationScanner.duration(bytes, at: index, language: language) {
            guard match.low <= Double(TimerScanner.maximumSeconds) else { return nil }
            return (Int(match.low.rounded()), match.end)
        }
        guard let amount = NumberScanner.amount(bytes, at: index, language: language) else { return nil }
        let letter = ScanText.skipSpaces(bytes, amount.end)
        guard letter < bytes.count, bytes[letter] | 0x20 == 0x68, !ScanText.isLetter(bytes, letter + 1),
              amount.amount.low * 3600 <= Double(TimerScanner.maximumSeconds) else { return nil }
        var seconds = amount.amount.low * 3600
        var end = letter + 1
        let next = ScanText.skipSpaces(bytes, end)
        if let minutes = DurationScanner.duration(bytes, at: next, language: language), minutes.low < 3600 {
            seconds += minutes.low
            end = minutes.end
        } else {
            var stop = next, value = 0.0
            while stop < bytes.count, ScanText.isDigit(bytes[stop]), stop - next < 3 {
                value = value * 10 + Double(bytes[stop] &- 0x30)
                stop += 1
            }
            if stop > next, stop - next <= 2, value < 60, !ScanText.isLetter(bytes, stop),
               stop >= bytes.count || !ScanText.isDigit(bytes[stop]) {
                seconds += value * 60
                end = stop
            }
        }
        return (Int(seconds.rounded()), end)
    }
}

extension Recipe {
    /// How long the recipe takes, read in `language` and English: the times its notes name,
    /// or else its timers added up (approximate); `nil` when neither says.
    public func times(in language: Language = .english) -> RecipeTimes? {
        var found: [RecipeTimes.Label: Int] = [:]
        var timers = 0
        forEachElement { element in
            switch element {
            case .note(let note):
                for (label, seconds) in RecipeTimes.labelled(in: note.text, language: language) where found[label] == nil {
                    found[label] = seconds
                }
            case .step(let step):
                for timer in step.timers { timers += timer.seconds }
            default:
                break
            }
        }
        let prep = found[.prep], cook = found[.cook]
        if let total = found[.total] ?? (prep == nil && cook == nil ? nil : (prep ?? 0) + (cook ?? 0)), total > 0 {
            return RecipeTimes(prep: prep, cook: cook, total: total, isApproximate: false)
        }
        return timers > 0 ? RecipeTimes(total: timers, isApproximate: true) : nil
    }

    /// What a card's words are read from, for a hash of them: the notes (the description is
    /// one, ``times(in:)`` reads them all) and the sum of the timers.
    public var cardSources: [String] {
        var sources: [String] = []
        var timers = 0
        forEachElement { element in
            switch element {
            case .note(let note): sources.append(note.text)
            case .step(let step): for timer in step.timers { timers += timer.seconds }
            default: break
            }
        }
        sources.append(String(timers))
        return sources
    }
}
