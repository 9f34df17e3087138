/// Finds the temperatures in a step, so the page can show them in the reader's units.
///
/// Understood: a number (or range) with a scale, in the spellings recipes use (`425°F`,
/// `425 °F`, `180°C`, `180 ºC`, `400 F`, `180C`, `350 degrees F`, `180 degrees Celsius`, `℃`,
/// German `150 Grad`, which is Celsius); `gas mark 4`; and, the way US recipes write oven
/// settings, a bare number (or one with only `°` or `degrees`) right after `at` or `to` when
/// `bake`, `oven`, `roast`, `preheat` or `heat` comes a few words before, from 200 to 550
/// (°F): `Bake at 375 for 40 minutes`, `Heat the oven to 400`. `Roast 4 potatoes` and
/// `Bake 2 trays` hold no temperature. A single `F` or `C` without a degree sign counts only
/// from 100 up, so `2 C flour` stays two cups.
///
/// A temperature written with its conversion beside it (`375°F (190°C)`, `180°C/350°F/gas
/// mark 4`) is found with ``StepTemperature/hasConversion`` set: the step already says both.
/// Each temperature's ``StepTemperature/Use`` comes from the words around it
/// (``TemperatureContext``).
public enum TemperatureScanner {
    /// The bare numbers that are oven temperatures in °F.
    public static let bareRange: ClosedRange<Double> = 200...550

    /// The temperatures in `step`, in order. `language` adds its degree words (`180 degrés`,
    /// Celsius), range words (`180 bis 200 Grad`) and the words that tell an oven setting from a
    /// reading (`four`, `thermomètre`).
    public static func scan(_ step: String, language: Language = .english) -> [StepTemperature] {
        // Read from the step's own bytes first: this runs for every step of the book, and
        // most steps (`Simmer for 25 minutes`) cannot hold a temperature at all.
        guard step.withContiguousUTF8({ mayHoldTemperature($0, language: language) }) else { return [] }
        return scanScalars(step, language: language)
    }

    /// What ``scan(_:language:)`` finds, each scalar of the step looked at.
    static func scanScalars(_ step: String, language: Language) -> [StepTemperature] {
        let scalars = step.withContiguousUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } ? bytes.map(Unicode.Scalar.init) : nil }
            ?? Array(step.unicodeScalars)
        var found: [TemperatureMatch] = []
        var index = 0
        while index < scalars.count {
            // A gas mark starts at its `g`, a temperature at a digit or its minus sign: only
            // there is a match tried, since every step of a book is scanned.
            let first = scalars[index]
            let canStart = first == "g" || first == "G" || first == "-" || first == "−" || (first.isASCII && first.value &- 0x30 < 10)
            if canStart, let match = TemperatureMatch.gasMark(scalars, index)
                ?? TemperatureMatch.temperature(scalars, index, language: language) {
                found.append(match)
                index = match.end
            } else {
                index += 1
            }
        }
        guard !found.isEmpty else { return [] }
        let paired = pairedWithConversions(found, scalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        let utf8 = step.utf8
        return found.enumerated().map { position, match in
            // The step's own bytes, cut at scalar boundaries: no scalar-by-scalar copy.
            let lower = utf8.index(utf8.startIndex, offsetBy: offsets[match.start])
            let upper = utf8.index(lower, offsetBy: offsets[match.end] - offsets[match.start])
            var temperature = StepTemperature(
                text: String(step[lower..<upper]), utf8Range: offsets[match.start]..<offsets[match.end],
                scale: match.scale, isBare: match.isBare, low: match.low, high: match.high,
                use: TemperatureContext.use(of: match, in: scalars, language: language))
            temperature.hasConversion = paired.contains(position)
            return temperature
        }
    }

    /// Whether `bytes` (a step's) may hold a temperature as ``TemperatureMatch`` reads one:
    /// a number of three digits or more (a bare oven number, or one with a single `F` or `C`,
    /// counts from 100 up), a character beyond ASCII (`°`, `℃`, `½`, `−`, a letter of a degree
    /// word), or a number and a word that names a gas mark, degrees or a scale. Emoji and the
    /// punctuation of U+2000–U+203F (quotes, dashes, spaces) take no part in any. A new
    /// spelling there belongs here too: `TemperatureScannerTests` holds the two together.
    static func mayHoldTemperature(_ bytes: UnsafeBufferPointer<UInt8>, language: Language) -> Bool {
        var hasDigit = false
        var hasWord = false
        var digitRun = 0
        var afterLetter = false
        let extraWords = language.degreeWords
        // The letters a word can start with, a bit each: most word starts are none of them.
        var firstLetters = temperatureWordStarts
        for word in extraWords {
            if let first = word.utf8.first, first &- 0x61 < 26 { firstLetters |= 1 << (first &- 0x61) }
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                if byte >= 0xF0 {
                    index += 4
                } else if byte == 0xE2, index + 1 < bytes.count, bytes[index + 1] == 0x80 {
                    index += 3
                } else {
                    return true
                }
                digitRun = 0
                afterLetter = false
                continue
            }
            index += 1
            if byte &- 0x30 < 10 {
                hasDigit = true
                digitRun += 1
                if digitRun >= 3 { return true }
                afterLetter = false
                continue
            }
            digitRun = 0
            let isLetter = ScanText.isASCIILetter(byte)
            // Words are looked for where one starts (`gas mark 4`, `40 degrees`, `40degrees`).
            if isLetter, !afterLetter, !hasWord, firstLetters & (1 << ((byte | 0x20) &- 0x61)) != 0 {
                let start = index - 1
                hasWord = temperatureWords.contains { $0.first == byte | 0x20 && ScanText.matchPrefix(bytes, start, $0) != nil }
                    || extraWords.contains { ScanText.matchPrefix(bytes, start, $0.utf8) != nil }
            }
            afterLetter = isLetter
        }
        return hasDigit && hasWord
    }

    /// The words (lowercase) that make a number a temperature, or their first letters:
    /// `degree` stands for `degrees` too.
    private static let temperatureWords: [[UInt8]] = ["gas", "degree", "grad", "fahrenheit", "celsius", "centigrade"].map { Array($0.utf8) }

    /// The first letters of ``temperatureWords``, a bit each (`a` the lowest).
    private static let temperatureWordStarts: UInt32 = temperatureWords.reduce(0) { $0 | 1 << ($1[0] &- 0x61) }

    /// The step a recipe's converted oven settings in °C are rounded to: 5 when the recipe
    /// writes an oven temperature in °C that is not a multiple of 10 (`175°C`), so its own
    /// oven goes in 5s; else 10.
    public static func celsiusStep(for temperatures: [StepTemperature]) -> Int {
        let fives = temperatures.contains { temperature in
            temperature.scale == .celsius && temperature.use == .oven
                && ([temperature.low] + (temperature.high.map { [$0] } ?? [])).contains {
                    $0.rounded() == $0 && Int($0) % 10 == 5
                }
        }
        return fives ? 5 : 10
    }

    /// The positions of temperatures that stand right beside one in another scale, with only
    /// brackets, a slash or a comma between: `375°F (190°C)`.
    private static func pairedWithConversions(_ found: [TemperatureMatch], _ scalars: [Unicode.Scalar]) -> Set<Int> {
        var paired = Set<Int>()
        for position in found.indices.dropFirst() {
            let before = found[position - 1], match = found[position]
            guard before.scale != match.scale, match.start - before.end <= 4 else { continue }
            let between = scalars[before.end..<match.start]
            let joins = between.allSatisfy { " /,()\u{A0}\u{202F}".unicodeScalars.contains($0) }
            if joins { paired.formUnion([position - 1, position]) }
        }
        return paired
    }
}
