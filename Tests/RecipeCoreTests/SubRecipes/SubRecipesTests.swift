import Testing
@testable import RecipeCore

/// Recipes inside recipes: which item is a recipe, what a shopping list gathers from it, and
/// cycles. The sums themselves are in the shared table (aggregation-cases.json).
@Suite("Sub-recipes")
struct SubRecipesTests {
    static func recipe(_ file: String, _ text: String) -> Recipe {
        RecipeParser.parse(text, file: file).recipe
    }

    static let crust = recipe("recipes/Basics/Pie Crust.recipe", """
        # Pie Crust

        - Flour | 2 1/2 cups |

        - Butter | 2 sticks | Very cold

        Rub the butter into the flour.
        """)

    static let pie = recipe("recipes/Baking & Desserts/Pumpkin Pie.recipe", """
        # Pumpkin Pie

        - [Pie Crust](../Basics/Pie%20Crust.recipe) | 1 | Chilled

        - Eggs | 2 |

        - Butter | 1 Tbsp | For the plate
        """)

    @Test func aLinkOrAnExactTitleNamesARecipe() {
        let book = SubRecipes(recipes: [Self.crust, Self.pie])
        let items = Self.pie.items
        #expect(book.recipe(for: items[0], in: Self.pie.file)?.title == "Pie Crust")
        #expect(items[0].shownName == "Pie Crust")
        #expect(book.recipe(for: Item(name: "Pie Crust"), in: Self.pie.file)?.file == Self.crust.file)
        #expect(book.recipe(for: Item(name: "pie crusts"), in: Self.pie.file) == nil)
        #expect(book.recipe(for: items[1], in: Self.pie.file) == nil)
        // A recipe's own title among its items is an ingredient, not itself.
        #expect(book.recipe(for: Item(name: "Pie Crust"), in: Self.crust.file) == nil)
        #expect(book.recipe(for: Item(name: "[Pie Crust](Nowhere.recipe)"), in: Self.pie.file) == nil)
    }

    @Test func batchesAreAnAmountWithoutAUnit() {
        #expect(Item(name: "x", amount: "2", quantity: QuantityParser.parse("2")).batches == 2)
        #expect(Item(name: "x", amount: "1/2", quantity: QuantityParser.parse("1/2")).batches == 0.5)
        #expect(Item(name: "x").batches == 1)
        #expect(Item(name: "x", amount: "1 cup", quantity: QuantityParser.parse("1 cup")).batches == nil)
        #expect(Item(name: "x", amount: "some").batches == nil)
    }

    @Test func aListGathersTheSubRecipesItemsByBatchesAndMultiplier() throws {
        let book = SubRecipes(recipes: [Self.crust, Self.pie])
        let request = ShoppingRequest(recipes: [.init(recipe: Self.pie, multiplier: 2)], subRecipes: book)
        let lines = request.lines()
        #expect(lines.map(\.name) == ["Flour", "Butter", "Eggs"])
        #expect(lines.map(\.amount.displayText) == ["5 cups", "4 sticks + 2 tbsp", "4"])
        let butter = try #require(lines.first { $0.name == "Butter" })
        #expect(butter.sourcesText == "Pie Crust ×2, Pumpkin Pie ×2")
        #expect(butter.preps == ["Very cold", "For the plate"])
        // The list still names the recipe asked for, once.
        #expect(ShoppingList(request: request).recipes.map(\.title) == ["Pumpkin Pie"])
    }

    @Test func withoutTheBookASubRecipeIsOneLine() {
        let lines = ShoppingRequest(recipes: [.init(recipe: Self.pie, multiplier: 2)]).lines()
        #expect(lines.map(\.name) == ["Pie Crust", "Eggs", "Butter"])
        #expect(lines.map(\.amount.displayText) == ["2", "4", "2 tbsp"])
    }

    @Test func nestedSubRecipesMultiplyTheirBatches() {
        let sugar = Self.recipe("recipes/Spiced Sugar.recipe", "# Spiced Sugar\n\n- Sugar | 1 cup |\n- Cinnamon | 2 tsp |\n")
        let crumb = Self.recipe("recipes/Crumb Crust.recipe", "# Crumb Crust\n\n- Spiced Sugar | 1/2 |\n- Crackers | 10 |\n")
        let cake = Self.recipe("recipes/Cake.recipe", "# Cake\n\n- [Crumb Crust](Crumb%20Crust.recipe) | 3 |\n")
        let book = SubRecipes(recipes: [sugar, crumb, cake])
        var gathered: [String] = []
        book.expand(cake, multiplier: 2) { item, from, multiplier in
            gathered.append("\(item.name) of \(from.title) ×\(FriendlyFraction.format(multiplier))")
        }
        #expect(gathered == ["Sugar of Spiced Sugar ×3", "Cinnamon of Spiced Sugar ×3", "Crackers of Crumb Crust ×6"])
        #expect(book.dependencies(of: cake).map(\.title) == ["Crumb Crust", "Spiced Sugar"])
    }

    @Test func aCycleIsAnErrorInBothFilesAndNeverAHang() throws {
        let a = Self.recipe("recipes/A.recipe", "# Apple Pie\n\n- [Crust](B.recipe) | 1 |\n- Apples | 6 |\n")
        let b = Self.recipe("recipes/B.recipe", "# Crust\n\n- Flour | 1 cup |\n\n- Apple Pie | 1 |\n")
        let c = Self.recipe("recipes/C.recipe", "# Loop\n\n- Loop Again | 1 |\n")
        let d = Self.recipe("recipes/D.recipe", "# Loop Again\n\n- [Itself](D.recipe) | 1 |\n")
        let book = SubRecipes(recipes: [a, b, c, d])
        let diagnostics = book.cycleDiagnostics()
        #expect(diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.reason.message)" } == [
            "recipes/A.recipe:3:1: error: sub-recipe 'Crust' ('recipes/B.recipe') uses this recipe in turn; shopping lists keep it as one line",
            "recipes/B.recipe:5:1: error: sub-recipe 'Apple Pie' ('recipes/A.recipe') uses this recipe in turn; shopping lists keep it as one line",
            "recipes/D.recipe:3:1: error: sub-recipe 'Loop Again' ('recipes/D.recipe') uses this recipe in turn; shopping lists keep it as one line",
        ])
        // The list gathers the crust once and keeps the pie inside it one line.
        let lines = ShoppingRequest(recipes: [.init(recipe: a)], subRecipes: book).lines()
        #expect(lines.map(\.name) == ["Flour", "Apple Pie", "Apples"])
    }

    @Test func aLongChainStopsAtTheDepthBound() {
        let count = ContentLimits.maximumSubRecipeDepth + 5
        let recipes = (0..<count).map { index in
            Self.recipe("recipes/R\(index).recipe", "# R\(index)\n\n- R\(index + 1) | 2 |\n- Salt | 1 tsp |\n")
        }
        var deepest = 0.0
        SubRecipes(recipes: recipes).expand(recipes[0], multiplier: 1) { _, _, multiplier in deepest = max(deepest, multiplier) }
        #expect(deepest == Double(1 << ContentLimits.maximumSubRecipeDepth))
    }

    @Test func recipesThatReachEachOtherShareAComponent() {
        // 0 → 1 → 2 → 0 is a cycle; 3 → 3 is one of its own; 4 is on none.
        let component = SubRecipes.strongComponents([[1], [2], [0, 3], [3], [0]])
        #expect(component[0] == component[1] && component[1] == component[2])
        #expect(Set([component[0], component[3], component[4]]).count == 3)
    }
}
