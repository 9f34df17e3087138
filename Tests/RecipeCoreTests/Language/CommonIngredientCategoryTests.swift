import Foundation
import Testing
@testable import RecipeCore

/// About two hundred common ingredient names a language (`Fixtures/shopping/common-ingredients.json`,
/// by language and then by the category a family shopping in that country looks for them in)
/// land on that shelf. Water from the tap, iced or warm, is nothing to buy: it goes with the
/// pantry's staples, not with the bottled drinks.
@Suite struct CommonIngredientCategoryTests {
    static func table() throws -> [String: [String: [String]]] {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let data = try Data(contentsOf: folder.appendingPathComponent("shopping/common-ingredients.json"))
        return try JSONDecoder().decode([String: [String: [String]]].self, from: data)
    }

    @Test(arguments: ["en", "de", "fr", "es", "nl", "it"])
    func commonIngredientsLandOnTheirShelf(code: String) throws {
        let categories = try #require(try Self.table()[code])
        let language = Language(tag: code)
        let table = CategoryTable.builtIn(for: language)
        var count = 0
        for (name, expected) in categories.sorted(by: { $0.key < $1.key }) {
            let category = try #require(ItemCategory(rawValue: name))
            for ingredient in expected {
                count += 1
                let found = table.category(for: ingredient)
                #expect(found == category, "\(code): \(ingredient) is \(found.rawValue), not \(category.rawValue)")
            }
        }
        #expect(count >= 200, "\(code) lists \(count) names")
    }
}
