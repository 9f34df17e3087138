import Testing
@testable import RecipeCore

/// An item name in a book's language and the shelf it belongs on.
struct LanguageCategoryCase: CustomTestStringConvertible, Sendable {
    let language: String
    let name: String
    let category: ItemCategory
    var testDescription: String { "\(language): \(name)" }

    init(_ language: String, _ name: String, _ category: ItemCategory) {
        self.language = language
        self.name = name
        self.category = category
    }
}

@Suite("Shopping categories in the book's language")
struct LanguageCategoryTests {
    static let cases: [LanguageCategoryCase] = [
        LanguageCategoryCase("de", "Milch", .dairyAndEggs),
        LanguageCategoryCase("de", "Vollmilch", .dairyAndEggs),
        LanguageCategoryCase("de", "Kokosmilch", .pantry),
        LanguageCategoryCase("de", "Mehl", .baking),
        LanguageCategoryCase("de", "Äpfel", .produce),
        LanguageCategoryCase("de", "Zwiebeln", .produce),
        LanguageCategoryCase("de", "Hähnchenbrust", .meatAndFish),
        LanguageCategoryCase("de", "Salz", .spices),
        LanguageCategoryCase("de", "Backpapier", .household),
        LanguageCategoryCase("fr", "lait", .dairyAndEggs),
        LanguageCategoryCase("fr", "Lait de coco", .pantry),
        LanguageCategoryCase("fr", "Farine", .baking),
        LanguageCategoryCase("fr", "Oignons", .produce),
        LanguageCategoryCase("fr", "Œufs", .dairyAndEggs),
        LanguageCategoryCase("fr", "Sel", .spices),
        LanguageCategoryCase("es", "Leche", .dairyAndEggs),
        LanguageCategoryCase("es", "Leche de coco", .pantry),
        LanguageCategoryCase("es", "Harina", .baking),
        LanguageCategoryCase("es", "Cebollas", .produce),
        LanguageCategoryCase("es", "Pollo", .meatAndFish),
        LanguageCategoryCase("nl", "Melk", .dairyAndEggs),
        LanguageCategoryCase("nl", "Kokosmelk", .pantry),
        LanguageCategoryCase("nl", "Bloem", .baking),
        LanguageCategoryCase("nl", "Uien", .produce),
        LanguageCategoryCase("nl", "Kipfilet", .meatAndFish),
        LanguageCategoryCase("it", "Latte", .dairyAndEggs),
        LanguageCategoryCase("it", "Latte di cocco", .pantry),
        LanguageCategoryCase("it", "Farina 00", .baking),
        LanguageCategoryCase("it", "Cipolle", .produce),
        LanguageCategoryCase("it", "Petto di pollo", .meatAndFish),
    ]

    @Test(arguments: cases)
    func itemLandsOnItsShelf(_ example: LanguageCategoryCase) {
        let language = Language(tag: example.language)
        #expect(CategoryTable.builtIn(for: language).category(for: example.name) == example.category)
        #expect(IngredientFacts.of(example.name, language: language).category == example.category)
    }

    @Test func germanShoppingListSortsGermanAndEnglishItems() {
        let recipe = RecipeParser.parse(
            "# Kuchen\n\n- Milch | 250 ml |\n- Mehl | 500 g |\n- Butter | 1 stick |\n", file: "Kuchen.recipe",
            language: .german).recipe
        let list = ShoppingList(request: ShoppingRequest(recipes: [.init(recipe: recipe)]), language: .german)
        #expect(list.sections.map(\.category) == [.dairyAndEggs, .baking])
        #expect(list.sections.map { $0.lines.map(\.name).sorted() } == [["Butter", "Milch"], ["Mehl"]])
    }

    @Test func germanStoreAisleTakesItsCategoryFromGermanItems() {
        let store = Store(name: "Edeka", aisles: [Store.Aisle(name: "Gang 3", items: ["Milch", "Sahne", "Schmand"])])
        #expect(StoreLayout(store: store, language: .german).aisles.map(\.category) == [.dairyAndEggs])
    }
}
