/// One temperature as the scanner reads it from a step's characters (Unicode scalars).
struct TemperatureMatch {
    typealias Scalars = [Unicode.Scalar]

    var start: Int
    var end: Int
    var scale: StepTemperature.Scale
    var isBare: Bool
    var low: Double
    var high: Double?

    /// `gas mark 4`, `Gas Mark ½`, `gas mark 1/4` at `index`.
    static func gasMark(_ s: Scalars, _ index: Int) -> TemperatureMatch? {
        guard s[index] == "g" || s[index] == "G", startsWord(s, index),
              var at = word(s, index, "gas"), at < s.count else { return nil }
        at = skipSpaces(s, at)
        guard let afterMark = word(s, at, "mark") else { return nil }
        at = skipSpaces(s, afterMark)
        guard at > afterMark, at < s.count else { return nil }
        let mark: Double
        var end: Int
        switch s[at] {
        case "½": (mark, end) = (0.5, at + 1)
        case "¼": (mark, end) = (0.25, at + 1)
        default:
            guard let number = decimal(s, at) else { return nil }
            (mark, end) = (number.value, number.end)
            if end + 1 < s.count, s[end] == "/", let below = decimal(s, end + 1), below.value > 0 {
                end = below.end
                guard let fraction = OvenDial.gasMark(mark / below.value)?.mark else { return nil }
                return endsWord(s, end) ? TemperatureMatch(
                    start: index, end: end, scale: .gasMark, isBare: false, low: fraction) : nil
            }
        }
        guard OvenDial.gasMark(mark) != nil, endsWord(s, end) else { return nil }
        return TemperatureMatch(start: index, end: end, scale: .gasMark, isBare: false, low: mark)
    }

    /// A number (or range) with a scale at `index`, or a bare oven number where its words
    /// make it one.
    static func temperature(_ s: Scalars, _ index: Int, language: Language = .english) -> TemperatureMatch? {
        var at = index
        var sign = 1.0
        if s[at] == "-" || s[at] == "−" {
            guard at + 1 < s.count, isDigit(s[at + 1]), index == 0 || s[index - 1] == " " || s[index - 1] == "(" else { return nil }
            sign = -1
            at += 1
        }
        guard isDigit(s[at]), sign < 0 || startsNumber(s, index), let first = decimal(s, at) else { return nil }
        var match = TemperatureMatch(start: index, end: first.end, scale: .fahrenheit, isBare: true, low: sign * first.value)
        if let high = rangeEnd(s, first.end, language: language), high.value > match.low {
            match.high = high.value
            match.end = high.end
        }
        if let unit = unit(s, match.end, value: match.high ?? match.low, language: language) {
            match.end = unit.end
            if let scale = unit.scale {
                match.scale = scale
                match.isBare = false
                return match
            }
        } else if !bareRange.contains(match.low) || !freeAfterBareNumber(s, match.end, language: language) {
            // The range first: most numbers in a step (`2 eggs`, `12 minutes`) are outside it.
            return nil
        }
        guard bareRange.contains(match.low), bareRange.contains(match.high ?? match.low),
              TemperatureContext.introducesOvenNumber(s, before: index) else { return nil }
        return match
    }

    private static var bareRange: ClosedRange<Double> { TemperatureScanner.bareRange }

    /// The upper end of `350-375`, `350–375`, `350 to 375` after a number ending at `end`, or
    /// with a range word of `language` (`180 bis 200`).
    private static func rangeEnd(_ s: Scalars, _ end: Int, language: Language) -> (value: Double, end: Int)? {
        var at = end
        if at < s.count, s[at] == " " { at += 1 }
        if at < s.count, s[at] == "-" || s[at] == "–" {
            at += 1
        } else if let after = word(s, at, "to") {
            at = after
        } else if at > end, let after = language.vocabulary.rangeWords.lazy.compactMap({ word(s, at, $0.lowercased()) }).first {
            at = after
        } else {
            return nil
        }
        if at < s.count, s[at] == " " { at += 1 }
        guard at < s.count, isDigit(s[at]) else { return nil }
        return decimal(s, at)
    }

    /// The scale after a number ending at `end`: `°F`, ` °C`, `℃`, ` F` (from 100 up),
    /// ` degrees F`, ` Grad`, and the degree words of `language` (` degrés`), which are Celsius;
    /// a scale of `nil` for a bare `°` or ` degrees`. `nil` when no scale word follows.
    private static func unit(_ s: Scalars, _ end: Int, value: Double, language: Language) -> (scale: StepTemperature.Scale?, end: Int)? {
        var at = end
        if at < s.count, isSpace(s[at]) { at += 1 }
        guard at < s.count else { return nil }
        switch s[at] {
        case "℃": return (.celsius, at + 1)
        case "℉": return (.fahrenheit, at + 1)
        case "°", "º", "˚":
            let afterSign = at + 1
            var next = afterSign
            if next < s.count, isSpace(s[next]) { next += 1 }
            if let named = scaleWord(s, next, singleLetter: true) { return named }
            return (nil, afterSign)
        default:
            break
        }
        if value >= 100, let letter = scaleWord(s, at, singleLetter: true), letter.end == at + 1 { return letter }
        if let named = scaleWord(s, at, singleLetter: false) { return named }
        // The language's degree words first, which are Celsius; looked at in place, as this
        // runs after most numbers of every step.
        func degrees(_ spelling: String, _ scale: StepTemperature.Scale?) -> (scale: StepTemperature.Scale?, end: Int)? {
            guard let afterWord = word(s, at, spelling) else { return nil }
            var next = afterWord
            if next < s.count, isSpace(s[next]) { next += 1 }
            return scaleWord(s, next, singleLetter: true) ?? (scale, afterWord)
        }
        for spelling in language.degreeWords {
            if let found = degrees(spelling, .celsius) { return found }
        }
        for (spelling, scale) in Self.degreeSpellings {
            if let found = degrees(spelling, scale) { return found }
        }
        return nil
    }

    /// Degree words in every language: `degrees` and `degree` say no scale, `Grad` is Celsius.
    private static let degreeSpellings: [(String, StepTemperature.Scale?)] = [("degrees", nil), ("degree", nil), ("grad", .celsius)]

    /// `F`, `C` (capitals, when `singleLetter`), `Fahrenheit`, `Celsius`, `centigrade` at `index`.
    private static func scaleWord(_ s: Scalars, _ index: Int, singleLetter: Bool) -> (scale: StepTemperature.Scale?, end: Int)? {
        guard index < s.count else { return nil }
        if singleLetter, s[index] == "F" || s[index] == "C", endsWord(s, index + 1) {
            return (s[index] == "F" ? .fahrenheit : .celsius, index + 1)
        }
        if let end = word(s, index, "fahrenheit") { return (.fahrenheit, end) }
        if let end = word(s, index, "celsius") ?? word(s, index, "centigrade") { return (.celsius, end) }
        return nil
    }

    /// Whether what follows a bare number ending at `end` lets it be a temperature: not a
    /// unit (`400 g`, `350 minutes`), a letter or digit run on (`400g`), a percentage or a fraction.
    private static func freeAfterBareNumber(_ s: Scalars, _ end: Int, language: Language) -> Bool {
        guard end < s.count else { return true }
        let next = s[end]
        if isLetter(next) || isDigit(next) || "%/×x".unicodeScalars.contains(next) { return false }
        guard isSpace(next) else { return true }
        var wordEnd = end + 1
        while wordEnd < s.count, isLetter(s[wordEnd]) || s[wordEnd] == "." { wordEnd += 1 }
        guard wordEnd > end + 1 else { return true }
        var following = String.UnicodeScalarView()
        following.append(contentsOf: s[(end + 1)..<wordEnd])
        var spelled = String(following)
        while spelled.hasSuffix(".") { spelled.removeLast() }
        return Unit(spelling: spelled, language: language) == nil && !timeWords.contains(spelled.lowercased())
    }

    private static let timeWords: Set<String> = [
        "s", "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes",
        "h", "hr", "hrs", "hour", "hours", "times", "more", "x",
    ]

    // MARK: characters

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value &- 0x30 < 10 }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar.value | 0x20) &- 0x61 < 26 : scalar.properties.isAlphabetic
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{A0}" || scalar == "\u{202F}" || scalar == "\u{2009}"
    }

    static func skipSpaces(_ s: Scalars, _ index: Int) -> Int {
        var at = index
        while at < s.count, isSpace(s[at]) { at += 1 }
        return at
    }

    /// A whole or decimal number (`180`, `37.5`, `37,5`) at `index`.
    static func decimal(_ s: Scalars, _ index: Int) -> (value: Double, end: Int)? {
        // At most eleven digits in all: the number they make, and the power of ten that
        // places the point, are exact in a `Double`, so their quotient is the number the
        // digits write, rounded once as parsing the text would.
        var at = index
        var digits = 0
        var number: Int64 = 0
        while at < s.count, isDigit(s[at]), digits < 6 {
            number = number * 10 + Int64(s[at].value - 0x30)
            digits += 1
            at += 1
        }
        guard digits > 0, at >= s.count || !isDigit(s[at]) else { return nil }
        var decimals = 0
        if at + 1 < s.count, s[at] == "." || s[at] == ",", isDigit(s[at + 1]) {
            at += 1
            while at < s.count, isDigit(s[at]), digits + decimals < 11 {
                number = number * 10 + Int64(s[at].value - 0x30)
                decimals += 1
                at += 1
            }
        }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (Double(number) / scale, at)
    }

    /// `spelling` (lowercase ASCII) as a whole word at `index`, in any case; where it ends.
    static func word(_ s: Scalars, _ index: Int, _ spelling: String) -> Int? {
        var at = index
        for letter in spelling.unicodeScalars {
            guard at < s.count else { return nil }
            let scalar = s[at]
            if scalar.isASCII, letter.isASCII {
                // What `lowercaseMapping` gives an ASCII character, without making a string.
                let lower = (0x41...0x5A).contains(scalar.value) ? scalar.value | 0x20 : scalar.value
                guard lower == letter.value else { return nil }
            } else if scalar.properties.lowercaseMapping != String(letter) {
                return nil
            }
            at += 1
        }
        return endsWord(s, at) ? at : nil
    }

    /// Whether a word may start at `index`: not in the middle of one.
    static func startsWord(_ s: Scalars, _ index: Int) -> Bool {
        index == 0 || !(isLetter(s[index - 1]) || isDigit(s[index - 1]))
    }

    /// Whether a number may start at `index`: not inside a word, another number (`1.5`, `1/2`,
    /// `1:30`) or after a degree sign.
    static func startsNumber(_ s: Scalars, _ index: Int) -> Bool {
        guard startsWord(s, index) else { return false }
        guard index > 0 else { return true }
        // After a slash only when no number comes before it: `180°C/350°F`, not `1/2`.
        if s[index - 1] == "/" { return index < 2 || !isDigit(s[index - 2]) }
        return !".,:°-–".unicodeScalars.contains(s[index - 1])
    }

    static func endsWord(_ s: Scalars, _ index: Int) -> Bool {
        index >= s.count || !(isLetter(s[index]) || isDigit(s[index]))
    }
}
