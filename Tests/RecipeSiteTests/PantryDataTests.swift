import Foundation
import Testing
@testable import RecipeSite

/// "What can I make" on the index of ingredients works from data the build writes into the
/// page: each recipe's ingredients by their number in the index, and the staples, in the
/// book's language, that are ticked for the reader.
@Suite struct PantryDataTests {
    struct Data: Decodable {
        struct Recipe: Decodable, Equatable {
            let title: String
            let slug: String
            let uses: [Int]
        }
        let ingredients: [String]
        let recipes: [Recipe]
        let staples: [Int]
    }

    static func data(_ site: BuiltSite) throws -> Data {
        let page = try site.page("ingredients/")
        let script = try #require(page.first("script#pantry-data"))
        return try JSONDecoder().decode(Data.self, from: Foundation.Data(script.innerHTML.utf8))
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
