/// The language a book is written in, which decides the words its recipes are read with.
///
/// A book reads its own language's words first and English always: a German book
/// understands `2 EL` and `2 tbsp`. English is the built-in reading the scanners have always
/// had; the other languages add their ``Vocabulary`` to it.
public struct Language: Sendable, Hashable, CustomStringConvertible {
    /// The tables, built once per language and shared: a language is passed down to every
    /// scanner call, so it is one reference rather than a dozen collections to retain.
    private final class Tables: Sendable {
        let vocabulary: Vocabulary
        let units: PhraseTable<Unit>
        let rangeWords: PhraseTable<Bool>
        let andWords: PhraseTable<Bool>
        let timeWords: PhraseTable<Double>
        let timeLabels: PhraseTable<RecipeTimes.Label>
        let aboutWords: PhraseTable<Bool>
        let importWords: ImportWords
        let degreeWords: [String]
        let ovenWords: Set<String>, readingWords: Set<String>
        /// The table's plurals, folded as item names are (`apfel` for `Äpfel`), to their singular.
        let singulars: [String: String]

        init(_ vocabulary: Vocabulary) {
            self.vocabulary = vocabulary
            units = PhraseTable(vocabulary.units.flatMap { unit, words in words.map { ($0, unit) } })
            rangeWords = PhraseTable(vocabulary.rangeWords.map { ($0, true) })
            andWords = PhraseTable(vocabulary.andWords.map { ($0, true) })
            timeWords = PhraseTable(vocabulary.seconds.map { ($0, 1.0) } + vocabulary.minutes.map { ($0, 60.0) }
                + vocabulary.hours.map { ($0, 3600.0) })
            timeLabels = PhraseTable(vocabulary.timeLabels.flatMap { label, words in words.map { ($0, label) } })
            aboutWords = PhraseTable(vocabulary.aboutWords.map { ($0, true) })
            importWords = vocabulary.importWords.addingEnglish()
            degreeWords = vocabulary.degreeWords.map { $0.lowercased() }
            ovenWords = Set(vocabulary.ovenWords.map { $0.lowercased() })
            readingWords = Set(vocabulary.readingWords.map { $0.lowercased() })
            var singulars: [String: String] = [:]
            for (singular, plural) in vocabulary.nounPlurals {
                guard let one = IngredientName.words(singular).first, let other = IngredientName.words(plural).first,
                      one != other else { continue }
                singulars[other] = one
            }
            self.singulars = singulars
        }
    }

    private let tables: Tables

    /// Makes a language from its table.
    init(_ vocabulary: Vocabulary) {
        tables = Tables(vocabulary)
    }

    /// The language's words as written in its table.
    public var vocabulary: Vocabulary { tables.vocabulary }
    /// Unit words, looked up before the English ones.
    var units: PhraseTable<Unit> { tables.units }
    /// Range words (`bis`), besides English `to` and `or`.
    var rangeWords: PhraseTable<Bool> { tables.rangeWords }
    /// Words joining the parts of a duration (`und`), besides English `and`.
    var andWords: PhraseTable<Bool> { tables.andWords }
    /// Time unit words and their length in seconds.
    var timeWords: PhraseTable<Double> { tables.timeWords }
    /// Words naming a recipe's times in a note (`Vorbereitung`), besides the English ones.
    var timeLabels: PhraseTable<RecipeTimes.Label> { tables.timeLabels }
    /// The words `import` reads a pasted recipe with: the language's and English's.
    var importWords: ImportWords { tables.importWords }
    /// Words that make a named time approximate (`ca.`), besides the English ones.
    var aboutWords: PhraseTable<Bool> { tables.aboutWords }
    /// Lowercase words after a number that make it degrees Celsius.
    var degreeWords: [String] { tables.degreeWords }
    /// Lowercase words that make a temperature an oven setting.
    var ovenWords: Set<String> { tables.ovenWords }
    /// Lowercase words that make a temperature a reading.
    var readingWords: Set<String> { tables.readingWords }
    /// Folded plurals of the language's table to their singular (``wordKey(_:)``).
    var singulars: [String: String] { tables.singulars }
    /// Whether numbers are written with a decimal comma.
    var decimalComma: Bool { tables.vocabulary.decimalComma }

    /// The BCP 47 code without a region: `de`.
    public var code: String { tables.vocabulary.code }

    /// Whether this is English, whose words every scanner knows without a table.
    public var isEnglish: Bool { tables.vocabulary.code == "en" }

    /// The code.
    public var description: String { code }

    /// English: the words the scanners have always read.
    public static let english = Language(.english)
    /// German.
    public static let german = Language(.german)
    /// French.
    public static let french = Language(.french)
    /// Spanish.
    public static let spanish = Language(.spanish)
    /// Dutch.
    public static let dutch = Language(.dutch)
    /// Italian.
    public static let italian = Language(.italian)

    /// Every language with a table. Adding a language is writing its `Vocabulary+Name.swift`
    /// and naming it here.
    public static let all: [Language] = [.english, .german, .french, .spanish, .dutch, .italian]

    /// The language of a BCP 47 tag as `site.toml` writes it: `de`, `de-CH`, `fr_BE`, `NL`.
    /// A region or script falls back to its language; a language without a table is English.
    public init(tag: String) {
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self = Self.all.first { $0.code == primary } ?? .english
    }

    /// Two languages are one when their codes are.
    public static func == (left: Language, right: Language) -> Bool { left.code == right.code }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
