/// What the words around a temperature say about it: an oven setting or a reading.
///
/// The cue word nearest before the temperature in its sentence decides (`Roast at 425°F until
/// a thermometer reads 165°F`: `roast`, then `reads`); without one before it, the nearest
/// after it (`in a 200°F oven`). Gas marks and bare oven numbers are always oven settings; a
/// temperature with no cue at all is taken as a reading, converted closely rather than
/// rounded to a dial.
enum TemperatureContext {
    typealias Scalars = [Unicode.Scalar]

    /// Words that make a temperature an oven setting.
    static let ovenWords: Set<String> = [
        "oven", "ovens", "bake", "bakes", "baked", "baking", "roast", "roasts", "roasted", "roasting",
        "preheat", "preheats", "preheated", "preheating", "broil", "broiler",
        // A note's `Reheat at 350°F` means the oven, as leftovers are warmed.
        "reheat", "reheats", "reheated", "reheating",
        // German
        "ofen", "backofen", "backen", "vorheizen", "vorgeheizten", "vorgeheizt", "umluft", "heißluft",
        "oberhitze", "unterhitze",
    ]

    /// Words that make a temperature a reading: of a thermometer, a liquid, a cooling dish.
    static let readingWords: Set<String> = [
        "thermometer", "reads", "read", "registers", "register", "reaches", "reach", "internal",
        "cool", "cools", "cooled", "cooling", "water", "milk", "oil", "fry", "frying", "syrup",
        "sugar", "candy", "caramel", "custard", "chocolate", "cream",
        // German
        "kerntemperatur", "abkühlen", "wasser", "milch", "öl",
    ]

    /// Words one of which must come a few words before the `at` or `to` of a bare number.
    static let bareNumberWords: Set<String> = ovenWords.union(["heat", "heats", "heated"])

    /// How many words before `at` or `to` a bare number's verb may stand: `Bake the crumble
    /// in the middle of the oven at 375` still counts.
    static let bareNumberReach = 8

    /// What the temperature `match` is of; `language` adds its own oven and reading words.
    static func use(of match: TemperatureMatch, in s: Scalars, language: Language = .english) -> StepTemperature.Use {
        if match.scale == .gasMark { return .oven }
        let sentence = sentenceBounds(s, match.start, match.end)
        func use(of word: String) -> StepTemperature.Use? {
            if ovenWords.contains(word) || language.ovenWords.contains(word) { return .oven }
            if readingWords.contains(word) || language.readingWords.contains(word) { return .measured }
            return nil
        }
        for word in words(s, sentence.lowerBound..<match.start).reversed() {
            if let found = use(of: word) { return found }
        }
        for word in words(s, match.end..<sentence.upperBound) {
            if let found = use(of: word) { return found }
        }
        return match.isBare ? .oven : .measured
    }

    /// Whether the words before a bare number at `index` make it an oven temperature: `at` or
    /// `to` right before it, and `bake`, `oven`, `roast`, `preheat` or `heat` a few words
    /// before that, in the same sentence.
    static func introducesOvenNumber(_ s: Scalars, before index: Int) -> Bool {
        let sentence = sentenceBounds(s, index, index)
        let before = words(s, sentence.lowerBound..<index)
        guard let last = before.last, last == "at" || last == "to" else { return false }
        // Only spaces between `at` and the number.
        var at = index - 1
        while at >= 0, TemperatureMatch.isSpace(s[at]) { at -= 1 }
        guard at >= 1, TemperatureMatch.isLetter(s[at]), index - at >= 2 else { return false }
        return before.dropLast().suffix(bareNumberReach).contains { bareNumberWords.contains($0) }
    }

    /// The sentence holding `start..<end`: from after the last `.`, `!`, `?` or `;` followed
    /// by a space (or a line break) before it, to the next one after it.
    static func sentenceBounds(_ s: Scalars, _ start: Int, _ end: Int) -> Range<Int> {
        func ends(_ index: Int) -> Bool {
            let scalar = s[index]
            if scalar == "\n" { return true }
            guard ".!?;".unicodeScalars.contains(scalar) else { return false }
            return index + 1 >= s.count || TemperatureMatch.isSpace(s[index + 1]) || s[index + 1] == "\n"
        }
        var lower = start
        while lower > 0, !ends(lower - 1) { lower -= 1 }
        var upper = end
        while upper < s.count, !ends(upper) { upper += 1 }
        return lower..<upper
    }

    /// The words (letters only, lowercase) in `range`, in order.
    static func words(_ s: Scalars, _ range: Range<Int>) -> [String] {
        var found: [String] = []
        var current = ""
        for index in range {
            let scalar = s[index]
            if scalar.isASCII, ScanText.isASCIILetter(UInt8(scalar.value)) {
                // An ASCII letter lowercased in place, without the string `lowercaseMapping` makes.
                current.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value | 0x20)))
            } else if TemperatureMatch.isLetter(scalar) {
                current += scalar.properties.lowercaseMapping
            } else if !current.isEmpty {
                found.append(current)
                current = ""
            }
        }
        if !current.isEmpty { found.append(current) }
        return found
    }
}
