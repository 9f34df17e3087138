/// The words of one language that reading a recipe needs, as plain tables: unit words, range
/// words, time words, oven-temperature words and shopping-category keywords.
///
/// Each language is one file, `Vocabulary+German.swift` and so on, holding one `static let`
/// of this type; ``Language`` lists them. Words are written as a cook writes them, in any case
/// and with their accents: `"Päckchen"`, `"c. à soupe"`, `"Msp."`. Periods and spaces inside
/// a word only separate its parts, so `"c. à s."` also matches `c.à.s.` and `c à s`.
public struct Vocabulary: Sendable {
    /// The language's BCP 47 tag without a region: `de`, `fr`.
    public let code: String
    /// The language's own name: `Deutsch`.
    public let name: String
    /// Whether the language writes decimals with a comma (`1,5 kg`); see ``NumberStyle``.
    public let decimalComma: Bool
    /// Unit words and abbreviations, singular, plural and abbreviated, by unit.
    public let units: [Unit: [String]]
    /// Words between the two ends of a range: `bis` in `2 bis 3`.
    public let rangeWords: [String]
    /// Words joining the parts of a duration: `und` in `1 Stunde und 30 Minuten`.
    public let andWords: [String]
    /// Words for seconds, minutes and hours, with their abbreviations.
    public let seconds: [String], minutes: [String], hours: [String]
    /// Whether `1 h 30` and `1h30` mean an hour and thirty minutes, as the French write them.
    public let clockHours: Bool
    /// Words after a number that make it degrees Celsius: `Grad`, `degrés`.
    public let degreeWords: [String]
    /// Words that make a temperature near them an oven setting (`Ofen`, `four`).
    public let ovenWords: [String]
    /// Words that make a temperature near them a reading of a thermometer or a liquid.
    public let readingWords: [String]
    /// Words and phrases found in item names, by shopping category. Matched like the English
    /// table (``CategoryTable``): whole words, the longest phrase first. Names are compared
    /// folded (`Äpfel` as `apfel`), and English plurals are undone, so list other plurals.
    public let categories: [ItemCategory: [String]]
    /// Words that follow a number in a note to say how many a recipe serves or makes
    /// (`4 Portionen`, `6 personnes`), lowercased.
    public let servingWords: [String]
    /// Headings of a meal plan's section of things to buy beyond its recipes (`## Dazu`).
    public let extrasHeadings: [String]
    /// Plurals of counted things that the language's rules (``Language/plural(of:)``) would
    /// get wrong, lowercase singular to plural: `Apfel` → `Äpfel`, `ei` → `eier`. A key of four
    /// letters or more also ends longer words (`Lorbeerblatt` → `Lorbeerblätter`).
    public let nounPlurals: [String: String]
    /// The words of a note naming the recipe's pan: `Form: 26 cm rund` (``Recipe/pan(in:)``).
    public let pan: PanWords
    /// Words that name a recipe's times in a note, before a duration: `Vorbereitung` in
    /// `Vorbereitung 20 Min., Backen 1 Std.` (see ``RecipeTimes``).
    public let timeLabels: [RecipeTimes.Label: [String]]
    /// Words between a time's name and its duration that make it approximate: `ca.` in
    /// `Arbeitszeit ca. 30 Minuten` (``RecipeTimes``).
    public let aboutWords: [String]
    /// The words a pasted recipe is read with by `recipebook import` (``ImportWords``).
    public let importWords: ImportWords

    /// Makes a vocabulary; every table may be left empty.
    public init(
        code: String, name: String, decimalComma: Bool,
        units: [Unit: [String]] = [:], rangeWords: [String] = [], andWords: [String] = [],
        seconds: [String] = [], minutes: [String] = [], hours: [String] = [], clockHours: Bool = false,
        degreeWords: [String] = [], ovenWords: [String] = [], readingWords: [String] = [],
        servingWords: [String] = [], extrasHeadings: [String] = [], categories: [ItemCategory: [String]] = [:],
        nounPlurals: [String: String] = [:], pan: PanWords = PanWords(),
        timeLabels: [RecipeTimes.Label: [String]] = [:], aboutWords: [String] = [],
        importWords: ImportWords = ImportWords()
    ) {
        self.code = code
        self.name = name
        self.decimalComma = decimalComma
        self.units = units
        self.rangeWords = rangeWords
        self.andWords = andWords
        self.seconds = seconds
        self.minutes = minutes
        self.hours = hours
        self.clockHours = clockHours
        self.degreeWords = degreeWords
        self.ovenWords = ovenWords
        self.readingWords = readingWords
        self.categories = categories
        self.servingWords = servingWords.map { $0.lowercased() }
        self.extrasHeadings = extrasHeadings
        self.nounPlurals = nounPlurals
        self.pan = pan
        self.timeLabels = timeLabels
        self.aboutWords = aboutWords
        self.importWords = importWords
    }
}
