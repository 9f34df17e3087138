import Foundation
import Testing
@testable import RecipeCore

/// Amounts and multipliers past the bounds of the "Numbers" part of the safety chapter: each
/// used to stop `build`, `serve` and `shopping-list` with "Double value cannot be converted to
/// Int". They are now kept as written, with a warning naming file and line.
@Suite("Absurd amounts")
struct AbsurdAmountTests {
    static let soup = RecipeParser.parse("# Soup\n\n- Water | 1 l\n", file: "recipes/Soup.recipe").recipe

    /// The list lines of `recipe` made `multiplier` times, as `name: amount`.
    private func shoppingLines(_ recipe: Recipe, multiplier: Double = 1) -> [String] {
        let request = ShoppingRequest(recipes: [ShoppingRequest.Entry(recipe: recipe, multiplier: multiplier)])
        return ShoppingList(request: request).lines.map { "\($0.name): \($0.amount.displayText)" }
    }

    @Test func aHugeAmountIsKeptAsWrittenWithAWarning() throws {
        let parsed = RecipeParser.parse("# Test\n\n- Water | 99999999999999999999 l\n", file: "recipes/Test.recipe")
        #expect(parsed.diagnostics.map(\.description) == [
            "recipes/Test.recipe:3:1: warning: amount '99999999999999999999 l' is over the limit of 1000000; "
                + "it is shown as written, not scaled or added up\n"
                + "recipes/Test.recipe:3:1: note: check the number; a larger amount can be written in a larger unit "
                + "(1000 g is 1 kg)",
        ])
        let item = try #require(parsed.recipe.items.first)
        #expect(item.amount == "99999999999999999999 l")
        #expect(item.quantity == nil)
        #expect(shoppingLines(parsed.recipe, multiplier: 2) == ["Water: 99999999999999999999 l"])
    }

    @Test func aRangeEndingPastTheBoundIsKeptAsWritten() throws {
        let parsed = RecipeParser.parse("# Test\n\n- Flour | 1-99999999999999999999 g\n- Flour | 500 g\n",
                                        file: "recipes/Test.recipe")
        #expect(parsed.diagnostics.map { "\($0.location): \($0.reason.message)" } == [
            "recipes/Test.recipe:3:1: amount '1-99999999999999999999 g' is over the limit of 1000000; "
                + "it is shown as written, not scaled or added up",
        ])
        #expect(parsed.recipe.items.map(\.quantity) == [nil, Quantity(amount: .exact(500), unit: .g)])
        // The written amount stays beside the sum of the others, never inside it.
        #expect(shoppingLines(parsed.recipe, multiplier: 3) == ["Flour: 1.5 kg + 1-99999999999999999999 g"])
    }

    @Test func aHugeMultiplierInAPlanIsWarnedAboutAndOneIsUsed() throws {
        let parsed = MealPlanParser.parse("# Plan\n\n- Soup x1000000000000000000\n- Soup | x1001\n- Soup x1000\n",
                                          file: "plans/Plan.md")
        #expect(parsed.diagnostics.map(\.description) == [
            "plans/Plan.md:3:1: warning: multiplier 'x1000000000000000000' is over the limit of 1000; 1 is used\n"
                + "plans/Plan.md:3:1: note: make the recipe at most 1000 times in one line, or list it again",
            "plans/Plan.md:4:1: warning: multiplier 'x1001' is over the limit of 1000; 1 is used\n"
                + "plans/Plan.md:4:1: note: make the recipe at most 1000 times in one line, or list it again",
        ])
        #expect(parsed.plan.entries.map(\.multiplier) == [1, 1, 1000])
        let (request, problems) = parsed.plan.request(in: RecipeIndex(recipes: [Self.soup]))
        #expect(problems == [])
        #expect(ShoppingList(request: request).lines.map(\.amount.displayText) == ["1002 l"])
    }

    @Test func aHugeMultiplierOnTheCommandLineIsNotUsed() {
        let entry = MealPlan.Entry(parsing: "Soup x1000000000000000000")
        #expect(entry.reference == "Soup")
        #expect(entry.multiplier == 1)
        #expect(entry.invalidMultiplier == "x1000000000000000000")
    }

    @Test func aHugeExtraInAPlanIsKeptAsWrittenWithAWarning() {
        let parsed = MealPlanParser.parse("# Plan\n\n## Extras\n- Rice | 5000000 kg\n", file: "plans/Plan.md")
        #expect(parsed.diagnostics.map { "\($0.location): \($0.reason.message)" } == [
            "plans/Plan.md:4:1: amount '5000000 kg' is over the limit of 1000000; it is shown as written, not scaled or added up",
        ])
        #expect(parsed.plan.extras.map(\.quantity) == [nil])
        let request = ShoppingRequest(extras: parsed.plan.extras)
        #expect(ShoppingList(request: request).lines.map(\.amount.displayText) == ["5000000 kg"])
    }

    @Test("Amounts up to the bound are numbers", arguments: [
        ("1000000 g", 1_000_000.0), ("1,000,000 ml", 1_000_000), ("999999.5 kg", 999_999.5), ("1/2-1000000", 1_000_000),
    ])
    func amountsUpToTheBoundAreNumbers(_ note: String, _ top: Double) throws {
        let quantity = try #require(QuantityParser.parse(note))
        #expect((quantity.high ?? quantity.low) == top)
        let parsed = RecipeParser.parse("# Test\n\n- Thing | \(note)\n", file: "recipes/Test.recipe")
        #expect(parsed.diagnostics == [])
    }

    @Test("Amounts past the bound are text", arguments: [
        "1000001 g", "1,000,001 ml", "1000000.5 kg", "2 to 2000000", "Black, 99999999999999999999 tsp",
        String(repeating: "9", count: 400) + " g", "." + String(repeating: "9", count: 400) + " g",
    ])
    func amountsPastTheBoundAreText(_ note: String) {
        #expect(QuantityParser.parse(note) == nil)
        #expect(QuantityParser.leadingQuantity(in: note + " flour") == nil)
        let parsed = RecipeParser.parse("# Test\n\n- Thing | \(note)\n", file: "recipes/Test.recipe")
        #expect(parsed.diagnostics.count == 1)
        #expect(parsed.recipe.items.first?.quantity == nil)
    }

    @Test("Sums of any size are shown without stopping", arguments: [
        (1e17, RecipeCore.Unit.kg, "1e+17 kg"), (1e20, RecipeCore.Unit.l, "1e+20 l"), (9.3e16, RecipeCore.Unit.ml, "9.3e+16 ml"),
        (1e13, RecipeCore.Unit.kg, "10000000000000 kg"), (1e308, RecipeCore.Unit.lb, "1e+308 lb"),
        (.infinity, RecipeCore.Unit.g, "inf g"), (.nan, RecipeCore.Unit.kg, "nan kg"), (-2.5, RecipeCore.Unit.kg, "-2.5 kg"),
    ])
    func sumsOfAnySizeAreShown(_ value: Double, _ unit: RecipeCore.Unit, _ shown: String) {
        #expect(NaturalUnit.text(.exact(value), unit) == shown)
    }

    @Test func aMeasureSummedPastEveryBoundIsShown() {
        var amount = ShoppingAmount()
        for _ in 0..<3 {
            amount.add(note: "1000000 kg", quantity: nil, multiplier: 1e290)
        }
        #expect(amount.displayText.hasSuffix("e+296 kg"))
    }
}
