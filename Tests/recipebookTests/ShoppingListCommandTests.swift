import Foundation
import RecipeCore
import Testing

@Suite struct ShoppingListCommandTests {
    /// A small book with one store and one plan.
    static func scratchBook() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Desserts/Crumble.recipe", """
        # Apple Crumble

        - Apples | 1 kg | Peeled
        - Butter | 1 stick | Cold, cubed
        - Flour | 1 cup |
        - Custard <b>& cream</b>
        """)
        try folder.write("Content/recipes/Basics/Pie Crust.recipe", """
        # Pie Crust

        - Flour | 2 1/2 cups |
        - Butter | 2 sticks | Very cold
        - Salt | 1 tsp |
        """)
        try folder.write("Content/stores/Corner Shop.md", """
        # Corner Shop

        ## Fruit
        - Apples

        ## Fridge
        - Butter

        ## Baking
        - Flour
        """)
        try folder.write("Content/plans/Pie Night.md", """
        # Pie Night

        - Apple Crumble x2
        - Pie Crust

        ## Extras
        - Paper towels | 1 roll
        """)
        return folder
    }

    @Test func textFitsEightyColumnsAndIsGroupedByAisle() throws {
        let outcome = try CommandRunner.run([
            "shopping-list", "--content", "Content", "--plan", "Sunday Dinner", "--store", "Corner Market",
        ])
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Sunday Dinner: shopping list")
        // Dated in words, as the book's language writes a date: `Corner Market, 29 November 2026`.
        #expect(lines[1].range(of: #"^Corner Market, \d{1,2} [A-Z][a-z]+ 20\d\d$"#, options: .regularExpression) != nil, "\(lines[1])")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        #expect(outcome.output.contains("\nFruit & Veg\n-----------\n[ ] 1 kg  Apples  (Grandma's Apple Crumble)\n"))
        #expect(outcome.output.contains("[ ] 2  Whole chickens  (Sunday Roast Chicken ×2)"))
        #expect(outcome.output.contains("\nFrozen\n------\n[ ] Custard or vanilla ice cream  (Grandma's Apple Crumble)\n"))
        // Continuation lines are indented under the name.
        #expect(lines.contains { $0.hasPrefix("    ") })
    }

    @Test func aPlanAndRecipesCombineWithMultipliers() throws {
        let folder = try Self.scratchBook()
        let outcome = try CommandRunner.run(
            ["shopping-list", "--plan", "pie night", "--store", "corner shop", "Pie Crust"], in: folder.url)
        #expect(outcome.status == 0)
        let body = outcome.output.split(separator: "\n").dropFirst(2).joined(separator: "\n")
        #expect(body == """
        Recipes: Apple Crumble ×2, Pie Crust ×2
        Fruit
        -----
        [ ] 2 kg  Apples  (Apple Crumble ×2)
        Fridge
        ------
        [ ] 6 sticks  Butter  (Apple Crumble ×2, Pie Crust ×2)
        [ ] Custard <b>& cream</b>  (Apple Crumble ×2)
        Baking
        ------
        [ ] 7 cups  Flour  (Apple Crumble ×2, Pie Crust ×2)
        Spices
        ------
        [ ] 2 tsp  Salt  (Pie Crust ×2)
        Household
        ---------
        [ ] 1 roll  Paper towels
        """)
        // An item no aisle lists joins the aisle of its category: the fridge holds dairy.
    }

    @Test func markdownIsATaskListWithAislesAsSections() throws {
        let folder = try Self.scratchBook()
        let outcome = try CommandRunner.run(
            ["shopping-list", "--plan", "Pie Night", "--store", "Corner Shop", "--format", "markdown"], in: folder.url)
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.first == "# Pie Night: shopping list")
        #expect(lines.filter { $0.hasPrefix("## ") } == ["## Fruit", "## Fridge", "## Baking", "## Spices", "## Household"])
        let items = lines.filter { $0.hasPrefix("- ") }
        #expect(items.count == 6)
        #expect(items.allSatisfy { $0.hasPrefix("- [ ] ") })
        #expect(items.contains("- [ ] 4 sticks **Butter** (Apple Crumble ×2, Pie Crust)"))
        #expect(items.contains("- [ ] **Custard \\<b\\>& cream\\</b\\>** (Apple Crumble ×2)"))
    }

    @Test func jsonParsesWithSortedKeys() throws {
        let outcome = try CommandRunner.run([
            "shopping-list", "--content", "Content", "--plan", "Week of Soups", "--store", "Big Box", "--format", "json",
        ])
        #expect(outcome.status == 0)
        let data = Data(outcome.output.utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["title"] as? String == "Week of Soups")
        #expect(json["store"] as? String == "Big Box")
        let recipes = try #require(json["recipes"] as? [[String: Any]])
        #expect(recipes.map { $0["slug"] as? String } == ["chicken-stock", "grandmas-chicken-noodle-soup", "tomato-soup-with-grilled-cheese"])
        let sections = try #require(json["sections"] as? [[String: Any]])
        #expect(!sections.isEmpty)
        let firstLine = try #require((sections.first?["lines"] as? [[String: Any]])?.first)
        #expect(Set(firstLine.keys) == ["amount", "category", "key", "name", "sources", "words", "wordings"])
        let list = try JSONDecoder().decode(ShoppingList.self, from: data)
        #expect(list.lines.contains { $0.name == "Lemons" && $0.sources.first?.recipe == nil })
        #expect(outcome.output.hasPrefix("{\n  \"recipes\" : [") || outcome.output.hasPrefix("{\n  \"recipes\": ["))
    }

    @Test func htmlIsAStandalonePageWithEscapedText() throws {
        let folder = try Self.scratchBook()
        let outcome = try CommandRunner.run(["shopping-list", "Crumble", "--format", "html"], in: folder.url)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(outcome.output.hasSuffix("</body>\n</html>\n"))
        #expect(outcome.output.contains("<span class=\"name\">Custard &lt;b&gt;&amp; cream&lt;/b&gt;</span>"))
        #expect(!outcome.output.contains("<b>"))
        #expect(outcome.output.components(separatedBy: "<input type=\"checkbox\">").count == 5)
    }

    @Test func unknownRecipesStoresAndPlansNameTheClosestMatches() throws {
        let recipe = try CommandRunner.run(["shopping-list", "--content", "Content", "Crumbel"])
        #expect(recipe.status == 1)
        #expect(recipe.output == "")
        #expect(recipe.errors == "error: no recipe named 'Crumbel'; did you mean 'Grandma's Apple Crumble'?\n")

        let store = try CommandRunner.run(["shopping-list", "--content", "Content", "--store", "Corner Markt", "Beef Chili"])
        #expect(store.status == 1)
        #expect(store.errors == "error: no store named 'Corner Markt'; did you mean 'Corner Market'?\n")

        let far = try CommandRunner.run(["shopping-list", "--content", "Content", "--store", "Aldi", "Beef Chili"])
        #expect(far.status == 1)
        #expect(far.errors == "error: no store named 'Aldi'; the stores are 'Big Box', 'Corner Market'\n")

        let plan = try CommandRunner.run(["shopping-list", "--content", "Content", "--plan", "Sunday Diner"])
        #expect(plan.status == 1)
        #expect(plan.errors == "error: no meal plan named 'Sunday Diner'; did you mean 'Sunday Dinner'?\n")

        let multiplier = try CommandRunner.run(["shopping-list", "--content", "Content", "Beef Chili x0"])
        #expect(multiplier.status == 1)
        #expect(multiplier.errors == "error: multiplier 'x0' of 'Beef Chili x0' is not a number above 0\n")
    }

    @Test func somethingToShopForIsRequired() throws {
        let outcome = try CommandRunner.run(["shopping-list", "--content", "Content"])
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("Name a meal plan with --plan, or one or more recipes."))
    }

    @Test func problemsInTheStoreAndPlanUsedAreShownAndCheckReportsThemAll() throws {
        let folder = try Self.scratchBook()
        try folder.write("Content/stores/Odd.md", "# Odd\n\n- Apples\n")
        try folder.write("Content/plans/Pie Night.md", "# Pie Night\n\n- Apple Crumbel\n- Pie Crust\n")
        let outcome = try CommandRunner.run(["shopping-list", "--plan", "Pie Night"], in: folder.url)
        #expect(outcome.status == 0)
        #expect(outcome.errors == """
        plans/Pie Night.md:3:3: warning: no recipe named 'Apple Crumbel'; it is left out of the shopping list
        plans/Pie Night.md:3:3: note: did you mean 'Apple Crumble'?

        """)
        #expect(outcome.output.contains("Recipes: Pie Crust\n"))

        let check = try CommandRunner.run(["check"], in: folder.url)
        #expect(check.status == 0)
        #expect(check.errors == """
        plans/Pie Night.md:3:3: warning: no recipe named 'Apple Crumbel'; it is left out of the shopping list
        plans/Pie Night.md:3:3: note: did you mean 'Apple Crumble'?
        stores/Odd.md:1:1: warning: store lists no aisles and no trips; its shopping lists are sorted by category
        stores/Odd.md:1:1: note: add aisles ('## Produce' then '- Apples') or trips ('## Trip 2026-11-01' then items in the order you picked them up)
        stores/Odd.md:3:1: warning: item before any '## ' aisle or trip; it is ignored
        stores/Odd.md:3:1: note: put items under an aisle ('## Produce') or a trip ('## Trip 2026-11-01')
        checked 2 recipes and 0 chapters: 0 errors, 3 warnings

        """)
    }

    @Test func theSampleBookStillChecksCleanWithItsStoresAndPlans() throws {
        let outcome = try CommandRunner.run(["check", "--content", "Content"])
        #expect(outcome.status == 0)
        #expect(outcome.errors.hasSuffix(": 0 errors, 0 warnings\n"))
    }
}
