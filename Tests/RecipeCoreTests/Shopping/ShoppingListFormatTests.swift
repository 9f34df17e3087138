import Testing
@testable import RecipeCore

@Suite("Shopping list text and Markdown")
struct ShoppingListFormatTests {
    static let list: ShoppingList = {
        let crumble = RecipeParser.parse(
            "# Apple Crumble\n\n- Butter | 1 stick | Cold\n- Apples | 1 kg |\n", file: "recipes/Crumble.recipe").recipe
        let crust = RecipeParser.parse(
            "# Pie Crust\n\n- Butter | 4 Tbsp |\n- Salt\n", file: "recipes/Crust.recipe").recipe
        let request = ShoppingRequest(
            recipes: [.init(recipe: crumble, multiplier: 2), .init(recipe: crust)],
            extras: [Item(name: "Paper *towels*", amount: "1 roll")]
        )
        return ShoppingList(request: request, title: "Sunday Dinner")
    }()

    @Test func textHasAHeadingAndUnderlinedSections() {
        let text = ShoppingListText.render(Self.list, date: "2026-05-03")
        #expect(text == """
        Sunday Dinner: shopping list
        By category, 2026-05-03
        Recipes: Apple Crumble ×2, Pie Crust

        Produce
        -------
        [ ] 2 kg  Apples  (Apple Crumble ×2)

        Dairy & Eggs
        ------------
        [ ] 2 sticks + ¼ cup  Butter  (Apple Crumble ×2, Pie Crust)

        Spices
        ------
        [ ] Salt  (Pie Crust)

        Household
        ---------
        [ ] 1 roll  Paper *towels*

        """)
    }

    @Test func longLinesWrapUnderTheName() {
        let line = "[ ] 2 sticks + ¼ cup  Butter  (Apple Crumble ×2, Pie Crust, Cinnamon Rolls, Chocolate Chip Cookies, Banana Bread)"
        let wrapped = ShoppingListText.wrap(line, width: 80, indent: 4)
        #expect(wrapped == [
            "[ ] 2 sticks + ¼ cup  Butter  (Apple Crumble ×2, Pie Crust, Cinnamon Rolls,",
            "    Chocolate Chip Cookies, Banana Bread)",
        ])
        #expect(wrapped.allSatisfy { $0.count <= 80 })
        let long = ShoppingListText.wrap(String(repeating: "x", count: 90), width: 40, indent: 4)
        #expect(long.map(\.count) == [40, 40, 18])
        #expect(ShoppingListText.wrap("short", width: 80, indent: 4) == ["short"])
    }

    @Test func markdownIsATaskListWithEscapedNames() {
        let markdown = ShoppingListMarkdown.render(Self.list, date: "2026-05-03")
        #expect(markdown == """
        # Sunday Dinner: shopping list

        By category, 2026-05-03  
        Recipes: Apple Crumble ×2, Pie Crust

        ## Produce

        - [ ] 2 kg **Apples** (Apple Crumble ×2)

        ## Dairy & Eggs

        - [ ] 2 sticks + ¼ cup **Butter** (Apple Crumble ×2, Pie Crust)

        ## Spices

        - [ ] **Salt** (Pie Crust)

        ## Household

        - [ ] 1 roll **Paper \\*towels\\***

        """)
    }

    @Test func anEmptyListSaysSo() {
        let empty = ShoppingList(request: ShoppingRequest())
        #expect(ShoppingListText.render(empty) == "Shopping list\nBy category\n\nNothing to buy.\n")
        #expect(ShoppingListMarkdown.render(empty) == "# Shopping list\n\nBy category\n\nNothing to buy.\n")
    }
}
