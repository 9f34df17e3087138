import Foundation
import Testing
@testable import RecipeSite

/// "What can I make" on the index of ingredients works from data the build writes beside the
/// page, which the page loads: each recipe's ingredients by their number in the index, and
/// the staples, in the book's language, that are ticked for the reader.
@Suite struct PantryDataTests {
    struct Data: Decodable {
        /// `[title, slug, uses]`.
        struct Recipe: Decodable, Equatable {
            let title: String
            let slug: String
            let uses: [Int]

            init(title: String, slug: String, uses: [Int]) {
                (self.title, self.slug, self.uses) = (title, slug, uses)
            }

            init(from decoder: Decoder) throws {
                var row = try decoder.unkeyedContainer()
                title = try row.decode(String.self)
                slug = try row.decode(String.self)
                uses = try row.decode([Int].self)
            }
        }
        let ingredients: [String]
        let recipes: [Recipe]
        let staples: [Int]
    }

    static func data(_ site: BuiltSite) throws -> Data {
        let sources = try site.page("ingredients/").all("script").compactMap { $0["src"] }
        #expect(sources.contains("../ingredients/pantry.js"), "the index does not load its data: \(sources)")
        let script = try site.text("ingredients/pantry.js")
        let prefix = "window.RECIPEBOOK_PANTRY = ", suffix = ";\n"
        try #require(script.hasPrefix(prefix) && script.hasSuffix(suffix))
        let json = script.dropFirst(prefix.count).dropLast(suffix.count)
        return try JSONDecoder().decode(Data.self, from: Foundation.Data(json.utf8))
    }

    @Test func eachRecipesIngredientsAreNumberedAsTheIndexShowsThem() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\n- Bread | 2 slices\n- Butter | 1 tbsp\n- Salt\n\nToast it.\n")
        try content.write("recipes/Tea.recipe", "# Tea\n\n- Water | 1 cup\n- Black tea | 1 bag\n\nSteep.\n")
        try content.write("recipes/Nothing.recipe", "# Nothing\n\nA recipe of steps alone.\n")
        let site = try await BuiltSite.build(content)
        let data = try Self.data(site)
        #expect(data.ingredients == ["black-tea", "bread", "butter", "salt", "water"])
        let numbered = try site.page("ingredients/").all("dt").compactMap { $0["data-ingredient"] }
        #expect(numbered == ["0", "1", "2", "3", "4"])
        #expect(data.recipes == [
            Data.Recipe(title: "Tea", slug: "tea", uses: [4, 0]), Data.Recipe(title: "Toast", slug: "toast", uses: [1, 2, 3]),
        ])
        #expect(data.staples.map { data.ingredients[$0] } == ["salt", "water"])
    }

    @Test func aGermanBooksStaplesAreItsOwnWords() async throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "language = \"de\"\n")
        try content.write("recipes/Brot.recipe", "# Brot\n\n- Mehl | 500 g\n- Salz | 1 TL\n- Wasser | 300 ml\n- Pfeffer\n\nBacken.\n")
        let data = try Self.data(try await BuiltSite.build(content))
        #expect(Set(data.staples.map { data.ingredients[$0] }) == ["salz", "wasser", "pfeffer"])
        #expect(!data.staples.map { data.ingredients[$0] }.contains("mehl"))
    }
}
