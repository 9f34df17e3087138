import Foundation
import Testing
@testable import RecipeSite

/// A thing counted without a unit is named as its count reads, on the page and on paper, and
/// carries both names for the page script to follow a scaled count.
@Suite struct CountedNamePageTests {
    private func page(_ recipe: String, language: String = "en", at path: String = "recipes/tart.html") async throws -> PageHTML {
        let content = try TemporaryContent()
        if language != "en" { try content.write("site.toml", "language = \"\(language)\"\n") }
        try content.write("recipes/Tart.recipe", recipe)
        return try await BuiltSite.build(content).page(path)
    }

    @Test func twoLemonsReadInThePluralAndCarryBothNames() async throws {
        let page = try await page("# Tart\n\n- Lemon | 2 |\n\n- Lime | 1 |\n\n- Flour | 2 cups |\n")
        let names = page.all(".item-name")
        guard names.count == 3 else { Issue.record("\(names.count) names"); return }
        #expect(names[0].text == "Lemons")
        #expect(names[0]["data-one"] == "Lemon")
        #expect(names[0]["data-other"] == "Lemons")
        // One lime is one lime, but doubled it is two: the script has both names.
        #expect(names[1].text == "Lime")
        #expect(names[1]["data-other"] == "Limes")
        // Cups are counted, not the flour.
        #expect(names[2].text == "Flour")
        #expect(names[2]["data-other"] == nil)
    }

    @Test func aGermanBookCountsZitronen() async throws {
        let page = try await page("# Tart\n\n- Zitrone | 2 |\n\n- Ei | ½ |\n", language: "de")
        #expect(page.all(".item-name").map(\.text) == ["Zitronen", "Ei"])
    }

    @Test func paperShowsThePluralToo() async throws {
        let book = try await page("# Tart\n\n- Lemon | 2 |\n", at: "print/book.html")
        #expect(book.first(".item-name")?.text == "Lemons")
        #expect(book.first(".item-name")?["data-other"] == nil)
    }
}
