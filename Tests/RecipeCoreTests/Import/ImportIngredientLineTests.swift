import Testing
@testable import RecipeCore

/// Ingredient lines as people write them, to items.
@Suite struct ImportIngredientLineTests {
    /// Writes the item the way the file will show it.
    private func line(_ text: String) -> String {
        RecipeWriter.line(for: .item(IngredientLine.item(from: text))) ?? ""
    }

    @Test func theIssuesExamples() {
        #expect(line("2 cups flour, sifted") == "- Flour | 2 cups | Sifted")
        #expect(line("1 (15 oz) can black beans, drained") == "- Black Beans | 1 can (15 oz) | Drained")
        #expect(line("Salt and pepper to taste") == "- Salt and Pepper |  | To taste")
        #expect(line("½ lb butter") == "- Butter | ½ lb | ")
    }

    @Test func theQuantityIsTheCoresReading() {
        let item = IngredientLine.item(from: "2 cups flour, sifted")
        #expect(item.quantity == Quantity(amount: .exact(2), unit: .cup))
        #expect(IngredientLine.item(from: "1 (15 oz) can black beans").quantity?.unit == .can)
        #expect(IngredientLine.item(from: "1 1/2 tsp salt").quantity?.amount == .exact(1.5))
        #expect(IngredientLine.item(from: "2-3 cloves garlic").quantity?.amount == .range(2, 3))
        #expect(IngredientLine.item(from: "Salt to taste").quantity == nil)
    }

    @Test(arguments: [
        ("3 large eggs", "- Eggs | 3 large | "),
        ("1 small onion, finely chopped", "- Onion | 1 small | Finely chopped"),
        ("2 cups (250 g) flour", "- Flour | 2 cups (250 g) | "),
        ("2 (8 ounce) packages cream cheese, softened", "- Cream Cheese | 2 packages (8 ounce) | Softened"),
        ("a pinch of salt", "- Salt | a pinch | "),
        ("1 cup of sugar", "- Sugar | 1 cup | "),
        ("2-3 cloves garlic - minced", "- Garlic | 2-3 cloves | Minced"),
        ("1 tomato (ripe, firm), diced", "- Tomato (Ripe, Firm) | 1 | Diced"),
        ("Fresh parsley, for garnish", "- Fresh Parsley |  | For garnish"),
        ("parmesan (optional)", "- Parmesan |  | (optional)"),
        ("olive oil as needed", "- Olive Oil |  | As needed"),
        ("all-purpose flour", "- All-Purpose Flour |  | "),
        ("herbes de provence", "- Herbes de Provence |  | "),
        ("crème fraîche", "- Crème Fraîche |  | "),
        ("2 eggs.", "- Eggs | 2 | "),
        ("4 KitchenAid bowls", "- KitchenAid Bowls | 4 | "),
        ("3 ripe bananas mashed", "- Ripe Bananas | 3 | Mashed"),
        ("1 onion finely chopped", "- Onion | 1 | Finely chopped"),
        ("pinch of salt", "- Salt | pinch | "),
        ("cup holders", "- Cup Holders |  | "),
    ])
    func lines(input: String, expected: String) {
        #expect(line(input) == expected)
    }

    @Test(arguments: [
        (".5 cup milk", "- Milk | 1/2 cup | "),
        ("0.25 tsp nutmeg", "- Nutmeg | 1/4 tsp | "),
        ("1 / 2 cup oats", "- Oats | 1/2 cup | "),
        ("1-1/2 cups rice", "- Rice | 1 1/2 cups | "),
        ("1 and 1/2 cups rice", "- Rice | 1 1/2 cups | "),
        ("1/2 cup rice", "- Rice | 1/2 cup | "),
        ("1.5 cups rice", "- Rice | 1.5 cups | "),
        ("1½ cups rice", "- Rice | 1½ cups | "),
        ("⅓ cup honey", "- Honey | ⅓ cup | "),
    ])
    func fractionSpellings(input: String, expected: String) {
        #expect(line(input) == expected)
    }

    @Test func nothingIsDropped() {
        let inputs = [
            "1 (15 oz) can black beans, drained", "2 heaping tbsp cocoa (Dutch-process)", "zest of 2 lemons",
            "3 cups stock; more if needed", "1 bunch kale – stems removed, leaves torn", "10 g fresh yeast or 1 tsp dried",
            "Butter, for greasing the 9x13 pan", "a handful of basil", "2 x 400 g tins tomatoes",
        ]
        for input in inputs {
            let item = IngredientLine.item(from: input)
            let fields = (item.name + " " + item.amount + " " + item.prep).lowercased().filter { $0.isLetter || $0.isNumber }
            // `of` after an amount goes on purpose: `a handful of basil` is Basil, a handful.
            for word in input.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" }) where word != "of" {
                let bare = word.filter { $0.isLetter || $0.isNumber }
                guard !bare.isEmpty else { continue }
                #expect(fields.contains(bare), "'\(bare)' of '\(input)' is missing from \(item)")
            }
        }
    }

    @Test func startsWithQuantity() {
        #expect(IngredientLine.startsWithQuantity("2 cups flour"))
        #expect(IngredientLine.startsWithQuantity("½ lb butter"))
        #expect(IngredientLine.startsWithQuantity(".5 cup salsa"))
        #expect(!IngredientLine.startsWithQuantity("Salt and pepper to taste"))
        #expect(!IngredientLine.startsWithQuantity("3x the recipe"))
    }
}
