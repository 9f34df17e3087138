import Foundation
import Testing
@testable import RecipeCore

/// The shared table of kitchen numbers, against ``KitchenAmount``; shopping_cases.js runs the
/// page script over the same table.
@Suite struct KitchenAmountTests {
    static let cases: [KitchenCase] = (try? KitchenCase.all()) ?? []

    @Test func theTableAndTheRulesAreThere() throws {
        #expect(Self.cases.count >= 60)
        let rules = try KitchenCase.rules()
        #expect(rules.ingredients.count >= 30)
        for language in ["en", "de", "fr", "es", "nl", "it"] {
            let named = rules.ingredients.filter { !($0.names[language] ?? []).isEmpty }
            #expect(named.count == rules.ingredients.count, "every ingredient is named in \(language)")
        }
    }

    @Test("Shared table", arguments: cases)
    func sharedCase(_ example: KitchenCase) throws {
        let rules = try KitchenCase.rules()
        let quantity = try #require(example.quantity, "\(example.amount) reads as a quantity")
        let amount = KitchenAmount.make(
            low: quantity.low, high: quantity.high, unit: quantity.unit, name: example.name,
            factor: example.factor, view: example.view, language: example.language, rules: rules)
        #expect(amount?.text() == example.shown, "\(example.rule)")
    }

    @Test func namesMatchWholeWordsAndGermanCompounds() throws {
        let rules = try KitchenCase.rules()
        #expect(rules.gramsPerCup(of: "Brown sugar, packed") == 213)
        #expect(rules.gramsPerCup(of: "Weizenmehl Type 405") == 120)
        #expect(rules.gramsPerCup(of: "Puderzucker") == 113)
        #expect(rules.gramsPerCup(of: "Crème fraîche") == 227)
        #expect(rules.gramsPerCup(of: "Licorice") == nil, "English names match whole words only")
        #expect(rules.gramsPerCup(of: "Buttermilk") == nil)
        #expect(rules.gramsPerCup(of: "Milk") == nil)
    }

    @Test func stepsRoundHalvesUpAndNeverToZero() {
        let steps = [KitchenRules.Step(below: 100, step: 5), KitchenRules.Step(below: nil, step: 10)]
        #expect(KitchenRules.rounded(37.5, by: steps) == 40)
        #expect(KitchenRules.rounded(375, by: steps) == 380)
        #expect(KitchenRules.rounded(1, by: steps) == 5)
        #expect(KitchenRules.rounded(0, by: steps) == 0)
    }
}
