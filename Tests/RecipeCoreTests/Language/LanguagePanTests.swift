import Testing
@testable import RecipeCore

/// A pan note in a book's language and the pan it names, as the page's `data-pan` writes it
/// (`nil`: the note names no pan).
struct LanguagePanCase: CustomTestStringConvertible, Sendable {
    let language: String
    let note: String
    let pan: String?
    var testDescription: String { "\(language): \"\(note)\"" }

    init(_ language: String, _ note: String, _ pan: String?) {
        (self.language, self.note, self.pan) = (language, note, pan)
    }
}

@Suite struct LanguagePanTests {
    static let cases: [LanguagePanCase] = [
        .init("en", "Pan: 23 cm round", "round 23 cm"),
        .init("en", "Pan: 9x13 in", "rectangle 22.86 33.02 in"),
        .init("en", "Pan: 20 x 30 cm", "rectangle 20 30 cm"),
        .init("en", "Pan: 8 inch square", "rectangle 20.32 20.32 in"),
        .init("en", "Baking dish: 9 by 13\"", "rectangle 22.86 33.02 in"),
        .init("en", "Pan: 9x13", "rectangle 22.86 33.02 in"),
        .init("en", "Pan: 24", "round 24 cm"),
        .init("en", "Tin: 23 cm (9 in) round", "round 23 cm"),
        .init("en", "Pan: 9½ in round", "round 24.13 in"),
        .init("en", "Pan: the big blue one", nil),
        .init("en", "Bake in a 23 cm pan.", nil),
        .init("en", "Pan: 2 cm", nil),
        .init("de", "Form: 26 cm rund", "round 26 cm"),
        .init("de", "Backform: 20 x 30 cm", "rectangle 20 30 cm"),
        .init("de", "Springform: Ø 22,5 cm", "round 22.5 cm"),
        .init("de", "Form: 20 cm quadratisch", "rectangle 20 20 cm"),
        .init("de", "Pan: 9x13 in", "rectangle 22.86 33.02 in"),
        .init("fr", "Moule : 24 cm rond", "round 24 cm"),
        .init("fr", "Moule : 20 x 30 cm", "rectangle 20 30 cm"),
        .init("fr", "Moule à manqué : 22 cm", "round 22 cm"),
        .init("es", "Molde: 22 cm redondo", "round 22 cm"),
        .init("es", "Molde: 20 x 20 cm cuadrado", "rectangle 20 20 cm"),
        .init("it", "Teglia: 30x20 cm", "rectangle 30 20 cm"),
        .init("it", "Stampo: 24 cm tondo", "round 24 cm"),
        .init("nl", "Vorm: 24 cm rond", "round 24 cm"),
        .init("nl", "Bakvorm: 20 bij 30 cm", "rectangle 20 30 cm"),
    ]

    @Test(arguments: cases)
    func aNoteNamesTheRecipesPan(_ example: LanguagePanCase) {
        let recipe = RecipeParser.parse("# Test\n\n> \(example.note)\n\nStir.\n", file: "Test.recipe").recipe
        #expect(recipe.pan(in: Language(tag: example.language))?.attribute == example.pan)
    }

    @Test func anEnglishBookDoesNotReadOtherLanguagesPans() {
        let recipe = RecipeParser.parse("# Test\n\n> Form: 26 cm rund\n\nStir.\n", file: "Test.recipe").recipe
        #expect(recipe.pan(in: .english) == nil)
    }

    @Test func areasCompareRoundAndRectangularPans() throws {
        let round = Pan(shape: .round(diameter: 20))
        let rectangle = Pan(shape: .rectangle(width: 20, length: 30))
        #expect(abs(round.area - 314.159) < 0.01)
        #expect(rectangle.area == 600)
    }
}
