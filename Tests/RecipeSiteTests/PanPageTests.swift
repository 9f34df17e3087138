import Foundation
import Testing
@testable import RecipeSite

/// What the page's "what you have" and "Your pan" read: the pan of a pan note on the recipe
/// article, and the unit words a reader may type, in English and the book's language.
@Suite struct PanPageTests {
    @Test func aPanNoteGivesTheArticleItsPan() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Brownies.recipe", "# Brownies\n\n> Pan: 9x13 in\n\n- Flour | 1 cup |\n\nBake.\n")
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast the bread.\n")
        let site = try await BuiltSite.build(content)
        let brownies = try site.page("recipes/brownies.html")
        #expect(brownies.first("article.recipe")?["data-pan"] == "rectangle 22.86 33.02 in")
        #expect(try site.text("recipes/brownies.html").contains("Pan: 9x13 in"), "the note still shows as written")
        #expect(try site.page("recipes/toast.html").first("article.recipe")?["data-pan"] == nil)
        let units = try site.asset("units.js")
        #expect(units.contains("\"spellings\"") && units.contains("\"grams\""), "250 grams is typed in g")
    }

    @Test func aGermanBookReadsItsPanNoteAndNamesItsUnitSpellings() async throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "title = \"Backbuch\"\nlanguage = \"de\"\n")
        try content.write("recipes/Kuchen.recipe", "# Kuchen\n\n> Form: 26 cm rund\n\n- Mehl | 250 g |\n\nBacken.\n")
        let site = try await BuiltSite.build(content)
        #expect(try site.page("recipes/kuchen.html").first("article.recipe")?["data-pan"] == "round 26 cm")
        let words = try site.asset("words.js")
        #expect(words.contains("\"unitSpellings\":{"))
        #expect(words.contains("\"g\":[\"gramm\"]"), "250 Gramm is typed in grams")
        #expect(words.contains("\"yourPan\":\"Ihre Form\""))
    }
}
