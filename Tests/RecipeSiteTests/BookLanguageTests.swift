import Foundation
import Testing
@testable import RecipeSite

/// A book whose `site.toml` names its language is read in it: units, decimal commas, timers
/// and oven temperatures of its recipes reach the pages.
@Suite struct BookLanguageTests {
    @Test func aGermanBookGetsItsUnitsTimersAndOvenOnThePage() async throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "title = \"Omas Rezepte\"\nlanguage = \"de-CH\"\n")
        try content.write(
            "recipes/Kuchen.recipe",
            "# Kuchen\n\n> Für 4 Personen.\n\n- Mehl | 1,5 kg |\n- Zucker | 2 EL |\n\nBei 180 Grad 30 Minuten backen.\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)
        let page = try site.text("recipes/kuchen.html")
        #expect(page.contains("data-seconds=\"1800\""), "30 Minuten is a timer")
        #expect(page.contains("data-servings=\"4\""), "Für 4 Personen: the recipe serves 4, and scales from there")
        #expect(page.contains("\"recipeYield\":\"4\""))
        #expect(page.contains("class=\"temperature\""), "180 Grad is an oven temperature")
        #expect(page.contains("[1,\"zucker\",\"baking\",[\"volume\","), "Zucker is for baking, and 2 EL is a volume")
        #expect(page.contains(",\"tbsp\"]]"), "EL is a tablespoon")
    }
}
