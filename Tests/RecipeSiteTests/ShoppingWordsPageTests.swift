import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// Every word of an amount note reaches the site's shopping lists: the words beyond number and
/// unit stay on the line, and one item is one line that keeps each wording with its amount.
@Suite struct ShoppingWordsPageTests {
    /// The amount notes of the fidelity issue, written as the Grocery app writes them.
    static func wordyContent() throws -> TemporaryContent {
        let content = try TemporaryContent()
        try content.write("recipes/Pancakes.recipe", """
        # Pancakes

        - Pancake Mix | 1.5 Cup, Gluten Free | 

        - Yogurt | 1/4 Cup, Coconut Milk | 

        - Milk | 3/4 cup oat milk | 

        Mix and fry.
        """)
        try content.write("recipes/Chai.recipe", """
        # Chai

        - Tea | Black, 1 Tbsp | 

        - Cardamom | 8 pods, green | Crushed

        - Dill | 1/2 to 1 tsp dill weed | 

        - Pancake Mix | 1 cup, gluten-free | 

        - Milk | 1 cup | 

        Brew.
        """)
        try content.write("plans/Brunch.md", "# Brunch\n\n- Pancakes\n- Chai\n")
        return content
    }

    /// Each line's amount, name and words as the page shows them.
    static func lines(_ page: PageHTML) -> [String] {
        page.all("li.shopping-line").map { line in
            [".line-amount", ".line-name", ".line-words"].compactMap { line.inside.first($0)?.text }.joined(separator: " ")
        }
    }

    @Test func aListOfOneRecipeKeepsEveryWord() async throws {
        let content = try Self.wordyContent()
        try content.write("plans/Pancakes.md", "# Pancakes\n\n- Pancakes\n")
        try content.write("plans/Chai.md", "# Chai\n\n- Chai\n")
        let site = try await BuiltSite.build(content)
        let pancakes = Self.lines(try site.page("plans/pancakes/"))
        #expect(pancakes.sorted() == ["1½ cups Pancake Mix (Gluten Free)", "¼ cup Yogurt (Coconut Milk)", "¾ cup Milk (oat milk)"].sorted())
        let chai = Self.lines(try site.page("plans/chai/"))
        #expect(Set(chai).isSuperset(of: ["1 tbsp Tea (Black)", "8 pods Cardamom (green)", "½–1 tsp Dill (dill weed)"]))
    }

    @Test func aPlanMergesLinesAndKeepsTheirWords() async throws {
        let site = try await BuiltSite.build(try Self.wordyContent())
        let page = try site.page("plans/brunch/")
        let lines = Self.lines(page)
        // "Gluten Free" and "gluten-free" are the same words; oat milk is part of the milk.
        #expect(lines.contains("2½ cups Pancake Mix (Gluten Free)"))
        #expect(lines.contains("1¾ cups Milk (¾ cup oat milk)"))
        #expect(lines.count == 6)
        // One check box a line, named by the ingredient.
        let ids = page.all("input.shop-check").compactMap { $0["data-line"] }
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("milk"))
    }

    @Test func thePageScriptGetsTheWordsWithEachItem() async throws {
        let site = try await BuiltSite.build(try Self.wordyContent())
        let script = try #require(try site.page("recipes/chai.html").first("script.recipe-shopping-data")?.text)
        #expect(script.contains(#"[0,"tea","drinks",["volume",14.78676478125,null,"tbsp"],0,"Black","black"]"#))
        #expect(script.contains(#""gluten-free","gluten free"]"#))
    }
}
