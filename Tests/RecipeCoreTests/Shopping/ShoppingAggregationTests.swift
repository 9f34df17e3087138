import Foundation
import Testing
@testable import RecipeCore

/// The shared table in `Fixtures/shopping/aggregation-cases.json`.
struct AggregationCase: Decodable, CustomTestStringConvertible {
    struct RecipeInput: Decodable {
        var title: String
        var multiplier: Double
        var items: [String]
    }

    struct ExpectedLine: Decodable, Equatable, CustomStringConvertible {
        var name: String
        var amount: String
        /// The words of the amount notes beyond number and unit; the table leaves it out when empty.
        var words: String
        var recipes: [String]
        var preps: [String]

        init(name: String, amount: String, words: String, recipes: [String], preps: [String]) {
            self.name = name
            self.amount = amount
            self.words = words
            self.recipes = recipes
            self.preps = preps
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            amount = try container.decode(String.self, forKey: .amount)
            words = try container.decodeIfPresent(String.self, forKey: .words) ?? ""
            recipes = try container.decode([String].self, forKey: .recipes)
            preps = try container.decode([String].self, forKey: .preps)
        }

        private enum CodingKeys: String, CodingKey { case name, amount, words, recipes, preps }

        var description: String { "\(name): '\(amount)' — '\(words)' from \(recipes) \(preps)" }
    }

    /// A recipe of the book that the case does not shop for, which an item may name.
    struct BookRecipe: Decodable {
        var title: String
        var items: [String]
    }

    var name: String
    var recipes: [RecipeInput]
    /// The book's other recipes; none when the table leaves it out.
    var book: [BookRecipe]?
    /// Whether sub-recipes are listed as their items; yes when the table leaves it out.
    var expand: Bool?
    var extras: [String]?
    /// The book's language; English when the table leaves it out.
    var language: String?
    /// The units sums are shown in; as written when the table leaves it out.
    var view: KitchenView?
    var expected: [ExpectedLine]

    var testDescription: String { name }

    static func all() throws -> [AggregationCase] {
        struct File: Decodable { var cases: [AggregationCase] }
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let data = try Data(contentsOf: folder.appendingPathComponent("shopping/aggregation-cases.json"))
        return try JSONDecoder().decode(File.self, from: data).cases
    }

    /// The case's recipes, parsed from recipe text, and its extras.
    var request: ShoppingRequest {
        let entries = recipes.map { input in
            ShoppingRequest.Entry(recipe: parse(input.title, input.items), multiplier: input.multiplier)
        }
        let extraItems = (extras ?? []).compactMap { line -> Item? in
            let parsed = RecipeParser.parse("# Extras\n\n- \(line)\n", file: "extras.recipe", language: bookLanguage).recipe
            return parsed.items.first
        }
        let others = (book ?? []).map { parse($0.title, $0.items) }
        let subRecipes = expand == false ? nil : SubRecipes(recipes: entries.map(\.recipe) + others)
        return ShoppingRequest(recipes: entries, extras: extraItems, subRecipes: subRecipes)
    }

    /// A recipe of `items` in `recipes/`, where a case's links lead.
    private func parse(_ title: String, _ items: [String]) -> Recipe {
        let text = "# \(title)\n\n" + items.map { "- \($0)\n" }.joined()
        return RecipeParser.parse(text, file: "recipes/\(title).recipe", language: bookLanguage).recipe
    }

    var bookLanguage: Language { Language(tag: language ?? "en") }

    /// The case's units, by the default theme's kitchen rules.
    func units() throws -> ShoppingUnits {
        ShoppingUnits(view: view ?? .asWritten, language: language ?? "en", rules: try KitchenCase.rules())
    }
}

@Suite("Shopping aggregation")
struct ShoppingAggregationTests {
    static let cases: [AggregationCase] = (try? AggregationCase.all()) ?? []

    @Test func theSharedTableIsThere() {
        #expect(Self.cases.count >= 30)
    }

    @Test("Shared table", arguments: cases)
    func sharedCase(_ example: AggregationCase) throws {
        let lines = example.request.lines()
        let units = try example.units()
        let actual = lines.map { line in
            AggregationCase.ExpectedLine(
                name: line.countedName(in: example.bookLanguage), amount: line.amount.text(units: units, name: line.name), words: line.wordsText(units: units),
                recipes: line.recipeTitles, preps: line.preps
            )
        }
        #expect(actual == example.expected)
    }

    @Test func sourcesRememberRecipeMultiplierAmountAndPrep() throws {
        let crumble = RecipeParser.parse("# Apple Crumble\n\n- Butter | 1 stick | Cold, cubed\n", file: "recipes/Crumble.recipe").recipe
        let crust = RecipeParser.parse("# Pie Crust\n\n- butter | 2 sticks | Very cold\n", file: "recipes/Crust.recipe").recipe
        let request = ShoppingRequest(
            recipes: [.init(recipe: crumble, multiplier: 2), .init(recipe: crust)],
            extras: [Item(name: "Butter", amount: "1 lb")]
        )
        let line = try #require(request.lines().first)
        #expect(line.amount.displayText == "4 sticks + 1 lb")
        #expect(line.sources == [
            ShoppingSource(recipe: "Apple Crumble", slug: "apple-crumble", multiplier: 2, name: "Butter", amount: "1 stick", prep: "Cold, cubed"),
            ShoppingSource(recipe: "Pie Crust", slug: "pie-crust", multiplier: 1, name: "butter", amount: "2 sticks", prep: "Very cold"),
            ShoppingSource(recipe: nil, slug: nil, multiplier: 1, name: "Butter", amount: "1 lb", prep: ""),
        ])
        #expect(line.recipeTitles == ["Apple Crumble", "Pie Crust"])
        #expect(line.sourcesText == "Apple Crumble ×2, Pie Crust")
        #expect(line.category == .dairyAndEggs)
    }

    @Test func linesKeepTheOrderIngredientsWereFirstAskedFor() {
        let recipe = RecipeParser.parse("# A\n\n- Flour | 1 cup |\n- Eggs | 2 |\n- flour | 1 cup |\n- Salt\n", file: "a.recipe").recipe
        let lines = ShoppingRequest(recipes: [.init(recipe: recipe)]).lines()
        #expect(lines.map(\.name) == ["Flour", "Eggs", "Salt"])
        #expect(lines.map(\.amount.displayText) == ["2 cups", "2", ""])
    }

    @Test func itemsWithoutANameAreLeftOut() {
        let lines = ShoppingRequest(extras: [Item(name: "  "), Item(name: "Milk")]).lines()
        #expect(lines.map(\.name) == ["Milk"])
    }

    @Test func amountsRoundTripThroughJSON() throws {
        var amount = ShoppingAmount()
        amount.add(note: "2-3 Tbsp", quantity: nil)
        amount.add(note: "2 sticks", quantity: nil)
        amount.add(note: "1 (15 oz) can", quantity: nil, multiplier: 2)
        amount.add(note: "to taste", quantity: nil)
        let data = try JSONEncoder().encode(amount)
        let decoded = try JSONDecoder().decode(ShoppingAmount.self, from: data)
        #expect(decoded == amount)
        #expect(decoded.displayText == "2–3 tbsp + 2 sticks + 2 (15 oz) cans + to taste")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["text"] as? String == "2–3 tbsp + 2 sticks + 2 (15 oz) cans + to taste")
        let parts = try #require(json["parts"] as? [[String: Any]])
        #expect(parts.map { $0["kind"] as? String } == ["volume", "count", "count", "text"])
        #expect(parts[0]["unit"] as? String == "tbsp")
        #expect(parts[0]["inputs"] as? [String] == ["tbsp"])
        #expect(parts[1]["high"] is NSNull)
        #expect(parts[2]["size"] as? String == "(15 oz)")
    }
}

@Suite("Shopping natural units")
struct ShoppingNaturalUnitTests {
    static func text(_ notes: [String]) -> String {
        var amount = ShoppingAmount()
        for note in notes { amount.add(note: note, quantity: nil) }
        return amount.displayText
    }

    @Test("Sums shown in the unit that reads best", arguments: [
        (["3 tsp"], "1 tbsp"),
        (["1 tsp", "1 tsp"], "2 tsp"),
        (["4 tbsp"], "¼ cup"),
        (["3 tbsp"], "3 tbsp"),
        (["16 tbsp"], "1 cup"),
        (["1 cup", "2 cups"], "3 cups"),
        (["¼ cup", "⅓ cup"], "9⅓ tbsp"),
        (["1 fl oz", "2 fl oz"], "3 fl oz"),
        (["1 fl oz", "1 cup"], "1⅛ cups"),
        (["2 quarts", "1 cup"], "2¼ quarts"),
        (["2 quarts", "1 Tbsp"], "2.02 quarts"),
        (["1 quart", "1 fl oz"], "4⅛ cups"),
        (["1 gallon", "1 gallon"], "2 gallons"),
        (["1 cup", "1 Tbsp"], "1.06 cups"),
        (["8 oz", "8 oz"], "1 lb"),
        (["12 to 16 oz", "4 oz"], "1–1¼ lb"),
        (["250 g"], "250 g"),
        (["999 g", "1 g"], "1 kg"),
        (["1 kg", "1.5 kg"], "2.5 kg"),
        (["7 g", "0.5 g"], "7.5 g"),
        (["330 ml", "1 l"], "1.33 l"),
        (["50 cl", "5 dl"], "1 l"),
        (["2 Tbsp", "5 ml"], "35 ml"),
        (["500 mg", "250 mg"], "750 mg"),
    ])
    func natural(_ notes: [String], _ expected: String) {
        #expect(Self.text(notes) == expected)
    }

    @Test func theFamilyIsTheMajorityAndSpoonsDoNotVote() {
        #expect(NaturalUnit.system(for: [.cup, .ml, .ml]) == .metric)
        #expect(NaturalUnit.system(for: [.ml, .cup]) == .metric)
        #expect(NaturalUnit.system(for: [.tbsp, .tsp, .cup]) == .us)
        #expect(NaturalUnit.system(for: [.tbsp]) == .us)
        #expect(NaturalUnit.system(for: [.g, .oz, .lb]) == .us)
    }
}

@Suite("Shopping requests")
struct ShoppingRequestTests {
    @Test func aRecipeAskedForTwiceIsMadeTwice() throws {
        let crust = RecipeParser.parse("# Pie Crust\n\n- Butter | 2 sticks |\n", file: "recipes/Pie Crust.recipe").recipe
        let toast = RecipeParser.parse("# Toast\n\n- Butter | 1 Tbsp |\n", file: "recipes/Toast.recipe").recipe
        let request = ShoppingRequest(recipes: [.init(recipe: crust), .init(recipe: toast), .init(recipe: crust, multiplier: 0.5)])
        #expect(request.combinedRecipes.map(\.recipe.title) == ["Pie Crust", "Toast"])
        #expect(request.combinedRecipes.map(\.multiplier) == [1.5, 1])
        let line = try #require(request.lines().first)
        #expect(line.amount.displayText == "3 sticks + 1 tbsp")
        #expect(line.sourcesText == "Pie Crust ×1½, Toast")
        #expect(ShoppingList(request: request).recipes.map(\.multiplier) == [1.5, 1])
    }
}
