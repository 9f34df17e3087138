import Foundation
import Testing
@testable import RecipeCore

@Suite("Meal plans")
struct MealPlanTests {
    static let recipes: [Recipe] = [
        ("# Grandma's Apple Crumble\n\n- Apples | 1 kg |\n- Butter | 1 stick | Cold, cubed\n",
         "recipes/Baking & Desserts/Grandma's Apple Crumble.recipepackage/Grandma's Apple Crumble.recipe"),
        ("# Beef Chili\n\n- Ground beef | 2 lbs |\n- Onions | 2 | Chopped\n", "recipes/Mains/Beef Chili.recipe"),
        ("# Pie Crust\n\n- Butter | 2 sticks | Very cold\n", "recipes/Basics/Pie Crust.recipe"),
        ("# Crème Brûlée\n\n- Heavy cream | 1 pint |\n", "recipes/Baking & Desserts/Crème Brûlée.recipe"),
    ].map { RecipeParser.parse($0.0, file: $0.1).recipe }

    static let index = RecipeIndex(recipes: recipes)

    @Test func recipesMultipliersGroupsAndExtras() {
        let parsed = MealPlanParser.parse("""
        # Sunday Dinner

        > Lunch for eight.

        - Beef Chili x2
        - Pie Crust | ×1.5
        - recipes/Baking & Desserts/Grandma's Apple Crumble.recipepackage x 1/2

        ## Dessert
        - [Crème Brûlée](../recipes/Baking%20%26%20Desserts/Cr%C3%A8me%20Br%C3%BBl%C3%A9e.recipe) 2x

        ## Extras
        - Paper towels | 1 roll
        - Milk | 1 gallon | Whole
        """, file: "plans/Sunday Dinner.md")
        #expect(parsed.diagnostics == [])
        let plan = parsed.plan
        #expect(plan.name == "Sunday Dinner")
        #expect(plan.notes == ["Lunch for eight."])
        #expect(plan.entries == [
            MealPlan.Entry(reference: "Beef Chili", multiplier: 2, group: nil, line: 5),
            MealPlan.Entry(reference: "Pie Crust", multiplier: 1.5, group: nil, line: 6),
            MealPlan.Entry(reference: "recipes/Baking & Desserts/Grandma's Apple Crumble.recipepackage", multiplier: 0.5, group: nil, line: 7),
            MealPlan.Entry(reference: "[Crème Brûlée](../recipes/Baking%20%26%20Desserts/Cr%C3%A8me%20Br%C3%BBl%C3%A9e.recipe)",
                           multiplier: 2, group: "Dessert", line: 10),
        ])
        #expect(plan.extras.map(\.name) == ["Paper towels", "Milk"])
        #expect(plan.extras[1].prep == "Whole")
        #expect(plan.extras[1].quantity == Quantity(amount: .exact(1), unit: .gallon))

        let (request, diagnostics) = plan.request(in: Self.index)
        #expect(diagnostics == [])
        #expect(request.recipes.map(\.recipe.title) == ["Beef Chili", "Pie Crust", "Grandma's Apple Crumble", "Crème Brûlée"])
        #expect(request.recipes.map(\.multiplier) == [2, 1.5, 0.5, 2])
        let butter = request.lines().first { $0.name == "Butter" }
        #expect(butter?.amount.displayText == "3½ sticks")
    }

    @Test("Recipe references", arguments: [
        "Beef Chili", "beef chili", "BEEF CHILI!", "beef-chili", "recipes/Mains/Beef Chili.recipe", "Mains/Beef Chili.recipe",
        "../recipes/Mains/Beef%20Chili.recipe", "Beef Chili.recipe", "[Our chili](../recipes/Mains/Beef%20Chili.recipe)",
    ])
    func references(_ reference: String) {
        #expect(Self.index.recipe(for: reference)?.title == "Beef Chili")
    }

    @Test func packagesByFolderAndAccentsFolded() {
        #expect(Self.index.recipe(for: "Baking & Desserts/Grandma's Apple Crumble.recipepackage")?.slug == "grandmas-apple-crumble")
        #expect(Self.index.recipe(for: "Grandmas Apple Crumble")?.slug == "grandmas-apple-crumble")
        #expect(Self.index.recipe(for: "Creme Brulee")?.title == "Crème Brûlée")
        #expect(Self.index.recipe(for: "Crumble") == nil)
        #expect(Self.index.recipe(for: "") == nil)
    }

    @Test func unknownRecipesAreWarningsWithTheClosestTitles() {
        let plan = MealPlanParser.parse("# Week\n\n- Apple Crumbel x2\n- Lasagne\n", file: "plans/Week.md").plan
        let (request, diagnostics) = plan.request(in: Self.index)
        #expect(request.recipes.isEmpty)
        #expect(diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) } == [
            "plans/Week.md:3:3: warning: no recipe named 'Apple Crumbel'; it is left out of the shopping list",
            "plans/Week.md:3:3: note: did you mean 'Grandma's Apple Crumble'?",
            "plans/Week.md:4:3: warning: no recipe named 'Lasagne'; it is left out of the shopping list",
            "plans/Week.md:4:3: note: name a recipe by its title or its file",
        ])
    }

    @Test func problemsInAPlanFile() {
        let parsed = MealPlanParser.parse("""
        - Beef Chili x0
        - Pie Crust | twice
        Make ahead.
        -
        """, file: "plans/Odd.md")
        #expect(parsed.diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) } == [
            "plans/Odd.md:1:1: warning: meal plan has no '# ' name on its first line; using the file name 'Odd'",
            "plans/Odd.md:1:1: note: add a first line '# Odd'",
            "plans/Odd.md:1:1: warning: multiplier 'x0' is not a number above 0; 1 is used",
            "plans/Odd.md:1:1: note: write 'x2', 'x1.5' or 'x1/2' after the recipe",
            "plans/Odd.md:2:1: warning: multiplier 'twice' is not a number above 0; 1 is used",
            "plans/Odd.md:2:1: note: write 'x2', 'x1.5' or 'x1/2' after the recipe",
            "plans/Odd.md:3:1: warning: line is not an item, a section or a note; a meal plan file ignores it",
            "plans/Odd.md:3:1: note: start items with '- ', sections with '## ' and notes with '> '",
            "plans/Odd.md:4:1: warning: item has no name",
        ])
        #expect(parsed.plan.name == "Odd")
        #expect(parsed.plan.entries.map(\.reference) == ["Beef Chili", "Pie Crust"])
        #expect(parsed.plan.entries.map(\.multiplier) == [1, 1])
    }

    @Test func anEmptyPlanIsReported() {
        let parsed = MealPlanParser.parse("# Nothing planned\n", file: "plans/Nothing.md")
        #expect(parsed.diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) } == [
            "plans/Nothing.md:1:1: warning: meal plan names no recipes and no extra items",
            "plans/Nothing.md:1:1: note: list recipes as '- Beef Chili x2' and other things under '## Extras'",
        ])
    }

    @Test("Multipliers", arguments: [
        ("Beef Chili x2", "Beef Chili", 2.0),
        ("Beef Chili ×2", "Beef Chili", 2.0),
        ("Beef Chili X3", "Beef Chili", 3.0),
        ("Beef Chili x 1.5", "Beef Chili", 1.5),
        ("Beef Chili x½", "Beef Chili", 0.5),
        ("Beef Chili 2x", "Beef Chili", 2.0),
        ("Beef Chili", "Beef Chili", 1.0),
        ("Route 66 Burger", "Route 66 Burger", 1.0),
        ("Chex Mix", "Chex Mix", 1.0),
        ("x2", "x2", 1.0),
    ])
    func multipliers(_ text: String, _ name: String, _ value: Double) {
        let split = Multiplier.split(text)
        #expect(split.name == name)
        #expect(split.value == value)
        #expect(split.invalid == nil)
    }

    @Test func plansRoundTripThroughJSON() throws {
        let plan = MealPlanParser.parse("# P\n\n- Beef Chili x2\n\n## Extras\n- Milk | 1 cup\n", file: "plans/P.md").plan
        let data = try JSONEncoder().encode(plan)
        #expect(try JSONDecoder().decode(MealPlan.self, from: data) == plan)
    }
}
