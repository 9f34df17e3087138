import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

@Suite struct ContentLoaderLanguageTests {
    @Test func loaderReadsRecipesInTheBooksLanguage() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Kuchen.recipe", "# Kuchen\n\n- Zucker | 2 EL |\n\n30 Minuten backen.\n")
        let loaded = try await ContentLoader(contentFolder: content.path, language: Language(tag: "de-CH")).load()
        let recipe = try #require(loaded.book.recipes.first)
        guard case .item(let item) = recipe.elements[0], case .step(let step) = recipe.elements[1] else {
            Issue.record("expected an item and a step, got \(recipe.elements)")
            return
        }
        #expect(item.quantity?.unit == .tbsp)
        #expect(step.timers.map(\.seconds) == [1800])
    }
}
