import Testing
@testable import RecipeCore

/// A recipe's time: from a note in the book's language (or English), else its timers added up.
@Suite struct RecipeTimesTests {
    private static func times(_ text: String, _ language: Language = .english) -> RecipeTimes? {
        RecipeParser.parse(text, file: "recipes/Test.recipe", language: language).recipe.times(in: language)
    }

    struct NoteCase: Sendable, CustomTestStringConvertible {
        let language: Language
        let note: String
        let prep: Int?
        let cook: Int?
        let total: Int
        var testDescription: String { "\(language.code): \(note)" }
    }

    @Test(arguments: [
        NoteCase(language: .english, note: "Prep 20 min, cook 1 h", prep: 1200, cook: 3600, total: 4800),
        NoteCase(language: .english, note: "Prep time: 15 minutes. Cook time: 1 hour 30 minutes", prep: 900, cook: 5400, total: 6300),
        NoteCase(language: .english, note: "Ready in 45 minutes", prep: nil, cook: nil, total: 2700),
        NoteCase(language: .english, note: "Prep 10 min · Bake 1h20 · Total 1 h 40", prep: 600, cook: 4800, total: 6000),
        NoteCase(language: .german, note: "Vorbereitung 20 Min., Backen 1 Std.", prep: 1200, cook: 3600, total: 4800),
        NoteCase(language: .german, note: "Arbeitszeit: 30 Minuten, Gesamtzeit: 2 Stunden", prep: 1800, cook: nil, total: 7200),
        NoteCase(language: .french, note: "Préparation : 20 min, cuisson : 1 h 15", prep: 1200, cook: 4500, total: 5700),
        NoteCase(language: .spanish, note: "Preparación 20 min, cocción 1 hora", prep: 1200, cook: 3600, total: 4800),
        NoteCase(language: .italian, note: "Preparazione 15 minuti, cottura 40 minuti", prep: 900, cook: 2400, total: 3300),
        NoteCase(language: .dutch, note: "Voorbereiding 20 minuten, kooktijd 1 uur", prep: 1200, cook: 3600, total: 4800),
        // A word between a name and its duration makes it approximate, and is read over.
        NoteCase(language: .german, note: "Arbeitszeit ca. 30 Minuten, Koch-/Backzeit etwa 1 Stunde", prep: 1800, cook: 3600, total: 5400),
        NoteCase(language: .french, note: "Préparation : env. 20 min", prep: 1200, cook: nil, total: 1200),
        NoteCase(language: .english, note: "Prep about 10 min, bake approx. 25 min", prep: 600, cook: 1500, total: 2100),
        // English labels are read in every book, as English units are.
        NoteCase(language: .german, note: "Prep 5 Minuten, cook 10 Minuten", prep: 300, cook: 600, total: 900),
    ])
    func aNoteGivesTheTimes(_ test: NoteCase) throws {
        let times = try #require(Self.times("# Dish\n\n> A family favourite.\n\n> \(test.note)\n\nStir for 5 minutes.\n", test.language))
        #expect(times.prep == test.prep)
        #expect(times.cook == test.cook)
        #expect(times.total == test.total)
        #expect(!times.isApproximate, "a note says how long: it is not the timers' guess")
    }

    @Test func withoutANoteTheTimersAreAddedUpAndApproximate() throws {
        let times = try #require(Self.times("# Soup\n\nSimmer for 20-25 minutes.\n\nRest 10 minutes, then bake 1 hour and 15 minutes.\n"))
        #expect(times.total == 20 * 60 + 10 * 60 + 75 * 60)
        #expect(times.isApproximate)
        #expect(times.prep == nil && times.cook == nil)
    }

    @Test func aRecipeWithNeitherHasNoTime() {
        #expect(Self.times("# Toast\n\n> Prep the bread the night before.\n\nToast the bread.\n") == nil)
        // A label in a word, or with no duration after it, is no time.
        #expect(Self.times("# Cake\n\n> The cook-off winner of 2009. Precook nothing.\n\nMix.\n") == nil)
    }

    @Test func aGermanNoteIsNotReadInAnEnglishBook() {
        #expect(Self.times("# Kuchen\n\n> Vorbereitung 20 Min., Backen 1 Std.\n\nBacken.\n", .english) == nil)
    }
}
