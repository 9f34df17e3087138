import Testing
@testable import RecipeCore

/// An amount note as a cook writes it in a book's language, and what it must read as.
struct LanguageAmountCase: CustomTestStringConvertible, Sendable {
    let language: String
    let note: String
    let low: Double
    let high: Double?
    let unit: Unit?
    let text: String
    var testDescription: String { "\(language): \"\(note)\"" }

    init(_ language: String, _ note: String, _ low: Double, _ high: Double, _ unit: Unit?, _ text: String = "") {
        self.language = language
        self.note = note
        self.low = low
        self.high = high
        self.unit = unit
        self.text = text
    }

    init(_ language: String, _ note: String, _ low: Double, _ unit: Unit?, _ text: String = "") {
        self.language = language
        self.note = note
        self.low = low
        self.high = nil
        self.unit = unit
        self.text = text
    }
}

@Suite("Amounts in the book's language")
struct LanguageAmountTests {
    static let cases: [LanguageAmountCase] = [
        // German
        LanguageAmountCase("de", "2 EL", 2, .tbsp),
        LanguageAmountCase("de", "1,5 EL", 1.5, .tbsp),
        LanguageAmountCase("de", "1 TL, gestrichen", 1, .tsp, "gestrichen"),
        LanguageAmountCase("de", "1 Prise", 1, .pinch),
        LanguageAmountCase("de", "1 Msp.", 1, .knifepoint),
        LanguageAmountCase("de", "1 Bund", 1, .bunch),
        LanguageAmountCase("de", "2 Päckchen", 2, .package),
        LanguageAmountCase("de", "3 Stück", 3, .piece),
        LanguageAmountCase("de", "2 bis 3 Zehen", 2, 3, .clove),
        LanguageAmountCase("de", "1,250 kg", 1.25, .kg),
        LanguageAmountCase("de", "1.000 g", 1000, .g),
        LanguageAmountCase("de", "4 Scheiben", 4, .slice),
        // French
        LanguageAmountCase("fr", "2 c. à soupe", 2, .tbsp),
        LanguageAmountCase("fr", "1 c. à café", 1, .tsp),
        LanguageAmountCase("fr", "1,5 cuillère à soupe", 1.5, .tbsp),
        LanguageAmountCase("fr", "2 cs", 2, .tbsp),
        LanguageAmountCase("fr", "1 cc", 1, .tsp),
        LanguageAmountCase("fr", "1 pincée", 1, .pinch),
        LanguageAmountCase("fr", "1 sachet", 1, .package),
        LanguageAmountCase("fr", "2 à 3 gousses", 2, 3, .clove),
        LanguageAmountCase("fr", "0,250 kg", 0.25, .kg),
        // Spanish
        LanguageAmountCase("es", "2 cucharadas", 2, .tbsp),
        LanguageAmountCase("es", "1 cucharadita", 1, .tsp),
        LanguageAmountCase("es", "1,5 tazas", 1.5, .cup),
        LanguageAmountCase("es", "1 pizca", 1, .pinch),
        LanguageAmountCase("es", "2 a 3 dientes", 2, 3, .clove),
        LanguageAmountCase("es", "2 o 3 latas", 2, 3, .can),
        LanguageAmountCase("es", "1 sobre", 1, .package),
        // Dutch
        LanguageAmountCase("nl", "2 el", 2, .tbsp),
        LanguageAmountCase("nl", "1 theelepel", 1, .tsp),
        LanguageAmountCase("nl", "1,5 eetlepel", 1.5, .tbsp),
        LanguageAmountCase("nl", "1 snufje", 1, .pinch),
        LanguageAmountCase("nl", "2 tot 3 teentjes", 2, 3, .clove),
        LanguageAmountCase("nl", "1 bosje", 1, .bunch),
        LanguageAmountCase("nl", "1 zakje", 1, .package),
        // Italian
        LanguageAmountCase("it", "2 cucchiai", 2, .tbsp),
        LanguageAmountCase("it", "1 cucchiaino", 1, .tsp),
        LanguageAmountCase("it", "1,5 tazze", 1.5, .cup),
        LanguageAmountCase("it", "1 pizzico", 1, .pinch),
        LanguageAmountCase("it", "2 o 3 spicchi", 2, 3, .clove),
        LanguageAmountCase("it", "2 a 3 fette", 2, 3, .slice),
        LanguageAmountCase("it", "1 mazzetto", 1, .bunch),
    ]

    @Test(arguments: cases)
    func amountNoteReadsInItsLanguage(_ example: LanguageAmountCase) throws {
        let quantity = try #require(QuantityParser.parse(example.note, language: Language(tag: example.language)))
        #expect(quantity.low == example.low)
        #expect(quantity.high == example.high)
        #expect(quantity.unit == example.unit)
        #expect(quantity.text == example.text)
    }

    @Test func englishThousandsStayInAnEnglishBook() throws {
        // The same `1,250 kg` is 1250 kg in English and 1.25 kg in German.
        let english = try #require(QuantityParser.parse("1,250 kg"))
        let german = try #require(QuantityParser.parse("1,250 kg", language: .german))
        #expect(english.low == 1250)
        #expect(german.low == 1.25)
    }

    @Test func germanRecipeReadsGermanAndEnglishItems() throws {
        let text = """
        # Apfelkuchen

        - Mehl | 1,5 kg |
        - Zucker | 2 EL |
        - Salz | 1 Prise |
        - Butter | 2 tbsp | weich

        Backen bei 180 Grad 30 Minuten.
        """
        let parsed = RecipeParser.parse(text, file: "Apfelkuchen.recipe", language: Language(tag: "de-CH"))
        let quantities = parsed.recipe.elements.compactMap { element -> Quantity? in
            if case .item(let item) = element { return item.quantity }
            return nil
        }
        #expect(quantities.map(\.low) == [1.5, 2, 1, 2])
        #expect(quantities.map(\.unit) == [.kg, .tbsp, .pinch, .tbsp])
        let timers = parsed.recipe.elements.flatMap { element -> [StepTimer] in
            if case .step(let step) = element { return step.timers }
            return []
        }
        #expect(timers.map(\.seconds) == [1800])
        #expect(timers.map(\.text) == ["30 Minuten"])
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test func unitSpellingReadsTheBooksLanguage() {
        #expect(Unit(spelling: "EL", language: .german) == .tbsp)
        #expect(Unit(spelling: "Päckchen", language: .german) == .package)
        #expect(Unit(spelling: "c. à soupe", language: .french) == .tbsp)
        #expect(Unit(spelling: "cup", language: .spanish) == .cup)
    }
}
