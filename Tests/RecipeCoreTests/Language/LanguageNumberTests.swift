import Testing
@testable import RecipeCore

/// A number and how a book in a language writes it.
struct LanguageNumberCase: CustomTestStringConvertible, Sendable {
    let language: String
    let value: Double
    let written: String
    var testDescription: String { "\(language): \(value)" }

    init(_ language: String, _ value: Double, _ written: String) {
        self.language = language
        self.value = value
        self.written = written
    }
}

@Suite("Numbers written in the book's language")
struct LanguageNumberTests {
    static let cases: [LanguageNumberCase] = [
        LanguageNumberCase("de", 1.8, "1,8"),
        LanguageNumberCase("fr", 2.37, "2,37"),
        LanguageNumberCase("es", 1234.6, "1234,6"),
        LanguageNumberCase("nl", 0.004, "0,004"),
        LanguageNumberCase("it", 0.45, "0,45"),
    ]

    @Test(arguments: cases)
    func numberUsesTheLanguagesDecimalSeparator(_ example: LanguageNumberCase) {
        #expect(Language(tag: example.language).format(example.value) == example.written)
    }

    @Test func rangeUsesTheDecimalComma() {
        #expect(Amount.range(1.8, 2.37).displayText(in: .german) == "1,8–2,37")
        #expect(Amount.range(1.8, 2.37).displayText(in: .english) == "1.8–2.37")
    }

    /// The example: `1,5 l + 250 ml` came out as `1.75 l` in a German book.
    static let milkList: ShoppingList = {
        let recipe = RecipeParser.parse(
            "# Pudding\n\n- Milch | 1,5 l |\n- Milch | 250 ml |\n", file: "Pudding.recipe", language: .german).recipe
        return ShoppingList(request: ShoppingRequest(recipes: [.init(recipe: recipe)]), language: .german)
    }()

    @Test func shoppingListTextWritesDecimalCommas() {
        let text = ShoppingListText.render(Self.milkList, language: .german)
        #expect(text.contains("[ ] 1,75 l  Milch"))
    }

    @Test func shoppingListMarkdownWritesDecimalCommas() {
        let markdown = ShoppingListMarkdown.render(Self.milkList, language: .german)
        #expect(markdown.contains("- [ ] 1,75 l **Milch**"))
    }
}

@Suite("Choosing the book's language")
struct LanguageChoiceTests {
    @Test(arguments: [
        ("de", "de"), ("de-CH", "de"), ("de_AT", "de"), ("FR", "fr"), ("fr-BE", "fr"), ("es-MX", "es"),
        ("nl-BE", "nl"), ("it-IT", "it"), ("en-GB", "en"), ("pt-BR", "en"), ("", "en"),
    ])
    func tagFallsBackToItsLanguageOrEnglish(_ tag: String, _ code: String) {
        #expect(Language(tag: tag).code == code)
    }
}
