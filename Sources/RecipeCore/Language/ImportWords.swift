/// The words of one language that `recipebook import` and `clean-up` read pasted recipes with,
/// besides English's own (``ImportVocabulary``): the headings of a card's parts and the small
/// words around an amount (`eine Prise Salz`, `200 g de farine`, `Salz nach Geschmack`).
public struct ImportWords: Sendable {
    /// Headings that start the ingredients (`Zutaten`), compared as ``Swift/String/headingKey``.
    public let ingredientHeadings: [String]
    /// Headings that start the steps (`Zubereitung`).
    public let instructionHeadings: [String]
    /// Headings that start the notes at the end (`Tipps`).
    public let noteHeadings: [String]
    /// Words for one before a unit, each with its space or apostrophe: `eine ` in `eine Prise Salz`.
    public let articles: [String]
    /// Words between an amount and its ingredient, each with its space or apostrophe: `de ` in
    /// `200 g de farine`, `d'` in `1 c. à soupe d'huile`.
    public let ofWords: [String]
    /// Endings of an ingredient line that say what to do with it: `nach Geschmack`.
    public let prepEndings: [String]
    /// Words between an amount and the ingredient that say its size, kept with the amount:
    /// `große` in `2 große Eier`.
    public let sizeWords: [String]
    /// The word for *for* that names a section after an ingredients heading, lowercased:
    /// `für` in `Zutaten für den Teig`.
    public let forWords: [String]
    /// The notes `import` writes itself.
    public let notes: ImportNotes

    /// Makes the words; every list may be left empty. Articles, of-words and endings are compared
    /// lowercased, headings by their key.
    public init(ingredientHeadings: [String] = [], instructionHeadings: [String] = [], noteHeadings: [String] = [],
                articles: [String] = [], ofWords: [String] = [], prepEndings: [String] = [],
                sizeWords: [String] = [], forWords: [String] = [], notes: ImportNotes = .english) {
        self.ingredientHeadings = ingredientHeadings.map(\.headingKey)
        self.instructionHeadings = instructionHeadings.map(\.headingKey)
        self.noteHeadings = noteHeadings.map(\.headingKey)
        self.articles = articles.map { $0.lowercased() }
        self.ofWords = ofWords.map { $0.lowercased() }
        self.prepEndings = prepEndings.map { $0.lowercased() }
        self.sizeWords = sizeWords.map { $0.lowercased() }
        self.forWords = forWords.map { $0.lowercased() }
        self.notes = notes
    }

    /// These words after English's own (``ImportVocabulary``), which every book reads too; the
    /// notes stay the language's.
    func addingEnglish() -> ImportWords {
        ImportWords(
            ingredientHeadings: Array(ImportVocabulary.ingredientHeadings) + ingredientHeadings,
            instructionHeadings: Array(ImportVocabulary.instructionHeadings) + instructionHeadings,
            noteHeadings: Array(ImportVocabulary.noteHeadings) + noteHeadings,
            articles: ImportVocabulary.articleNumbers + articles, ofWords: ["of "] + ofWords,
            prepEndings: ImportVocabulary.prepEndings + prepEndings,
            // The longest first, so that `extra large` is taken before `large`.
            sizeWords: (Array(ImportVocabulary.sizeWords) + sizeWords).sorted { $0.count > $1.count },
            forWords: ["for"] + forWords, notes: notes)
    }
}
