import Testing
@testable import RecipeCore

/// A note in a book's language that says how many a recipe serves, and the count it gives
/// (`nil`: the note says nothing of servings).
struct LanguageServingsCase: CustomTestStringConvertible, Sendable {
    let language: String
    let note: String
    let servings: Int?
    var testDescription: String { "\(language): \"\(note)\"" }

    init(_ language: String, _ note: String, _ servings: Int?) {
        (self.language, self.note, self.servings) = (language, note, servings)
    }
}

@Suite struct LanguageServingsTests {
    static let cases: [LanguageServingsCase] = [
        .init("de", "Für 4 Personen.", 4),
        .init("de", "Ergibt 6 Portionen", 6),
        .init("de", "Reicht für 4–6 Personen", 4),
        .init("de", "Für 30 Minuten in den Kühlschrank.", nil),
        .init("fr", "Pour 6 personnes.", 6),
        .init("fr", "8 parts", 8),
        .init("es", "Para 4 personas", 4),
        .init("es", "Rinde 6 porciones", 6),
        .init("nl", "Voor 4 personen", 4),
        .init("nl", "3 porties", 3),
        .init("it", "Per 4 persone", 4),
        .init("it", "Dosi per 6 porzioni", 6),
        .init("de", "Serves 4", 4),
        // As recipe sites print it: the word as a label before its number.
        .init("de", "Portionen: 4", 4),
        .init("it", "Porzioni 6", 6),
        .init("de", "Personen, die mitessen: viele", nil),
    ]

    @Test(arguments: cases)
    func aNoteSaysHowManyTheRecipeServes(_ example: LanguageServingsCase) {
        let recipe = RecipeParser.parse("# Test\n\n> \(example.note)\n\nStir.\n", file: "Test.recipe").recipe
        #expect(recipe.servings(in: Language(tag: example.language)) == example.servings)
    }

    @Test func anEnglishBookDoesNotReadOtherLanguagesServings() {
        let recipe = RecipeParser.parse("# Test\n\n> Für 4 Personen.\n\nStir.\n", file: "Test.recipe").recipe
        #expect(recipe.servings(in: .english) == nil)
        #expect(recipe.servings == nil)
    }
}
