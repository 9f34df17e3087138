import Foundation
import Testing
@testable import RecipeSite

/// Parts and recipes in the family's order: numbers before names, or lists in `site.toml`.
@Suite struct BookOrderTests {
    /// The titles of `selector`'s elements in page order.
    private static func titles(_ page: PageHTML, _ selector: String) -> [String] {
        page.all(selector).map(\.text)
    }

    /// The home page's parts, in its order.
    private static func parts(_ site: BuiltSite) throws -> [String] {
        try site.page("").all("li.part-card").compactMap { $0.inside.first("a")?.text }
    }

    @Test func numbersOrderPartsAndRecipesAndAreLeftOutOfNamesAndAddresses() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/02 Mains/Stew.recipe", "# Stew\n\nStir.\n")
        try content.write("recipes/01 Breakfast/02 Porridge.recipe", "# Porridge\n\nStir.\n")
        // No title line: the title is the file's name, without its number.
        try content.write("recipes/01 Breakfast/01 Pancakes.recipe", "- Flour | 200 g |\n\nFry.\n")
        try content.write("recipes/01 Breakfast/Avocado Toast.recipe", "# Avocado Toast\n\nToast.\n")
        try content.write("recipes/01 Breakfast/03 Crêpes.recipepackage/Crêpes.recipe", "# Crêpes\n\nFry.\n")
        try content.write("recipes/Baking/3 Bean Bread.recipe", "Bake.\n")
        let site = try await BuiltSite.build(content)

        #expect(site.exists("recipes/pancakes.html"))
        #expect(site.exists("parts/breakfast/index.html"))
        #expect(try !site.htmlFiles().contains { $0.contains("01") || $0.contains("02") || $0.contains("03") })
        #expect(try site.page("recipes/pancakes.html").first("h1")?.text == "Pancakes")
        // One digit is part of a name, not a place.
        #expect(site.exists("recipes/3-bean-bread.html"))
        #expect(try Self.parts(site) == ["Breakfast", "Mains", "Baking"])
        #expect(Self.titles(try site.page("parts/breakfast/"), "a.recipe-card-title") == ["Pancakes", "Porridge", "Crêpes", "Avocado Toast"])
        #expect(try site.page("parts/breakfast/").first("h1")?.text == "Breakfast")
        // The A–Z list stays A–Z.
        #expect(Self.titles(try site.page("recipes/"), "a.recipe-card-title") == [
            "3 Bean Bread", "Avocado Toast", "Crêpes", "Pancakes", "Porridge", "Stew",
        ])
    }

    @Test func siteTomlOrdersPartsAndRecipesOnTheSiteAndInThePrintedBook() async throws {
        let content = try TemporaryContent()
        try content.write("site.toml", """
        order = ["Soups", "breakfast"]

        [recipe_order]
        Breakfast = ["Toast", "Eggs Benedict"]
        """)
        for (part, titles) in [("Breakfast", ["Eggs Benedict", "Granola", "Toast", "Bagels"]), ("Mains", ["Stew"]), ("Soups", ["Leek Soup"])] {
            for title in titles { try content.write("recipes/\(part)/\(title).recipe", "# \(title)\n\nStir.\n") }
        }
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")
        #expect(try Self.parts(site) == ["Soups", "Breakfast", "Mains"])
        // Listed recipes first, in the list's order; the rest A–Z.
        let breakfast = ["Toast", "Eggs Benedict", "Bagels", "Granola"]
        #expect(Self.titles(try site.page("parts/breakfast/"), "a.recipe-card-title") == breakfast)
        let book = try site.page("print/book.html")
        #expect(Self.titles(book, "h1.recipe-title") == ["Leek Soup"] + breakfast + ["Stew"])
        let contents = try site.page("contents/")
        #expect(contents.all("section.toc-part").compactMap { $0.inside.first("h2")?.text } == ["Soups", "Breakfast", "Mains"])
    }

    @Test func aNameInTheListsThatIsNotInTheBookIsAWarning() async throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "order = [\"Breakfst\", \"Mains\"]\n\n[recipe_order]\nMains = [\"Stew\", \"Pot Roast\"]\n")
        try content.write("recipes/Breakfast/Eggs.recipe", "# Eggs\n\nFry.\n")
        try content.write("recipes/Mains/Stew.recipe", "# Stew\n\nStir.\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.map(\.description) == [
            "site.toml:1:1: warning: 'order' names 'Breakfst', which is not in the book; it is passed over\n"
                + "site.toml:1:1: note: the book has: Mains, Breakfast",
            "site.toml:1:1: warning: 'recipe_order' names 'Pot Roast', which is not in the book; it is passed over\n"
                + "site.toml:1:1: note: the book has: Stew",
        ])
        // The rest of the order still holds.
        #expect(try Self.parts(site) == ["Mains", "Breakfast"])
    }

    @Test func orderIsReadFromSiteToml() {
        let (config, diagnostics) = SiteConfig.parse("order = [\"Breakfast\", \"Mains\"]\n\n[recipe_order]\n\"Baking & Desserts\" = [\"Pie\"]\n")
        #expect(diagnostics.isEmpty)
        #expect(config.order == ["Breakfast", "Mains"])
        #expect(config.recipeOrder == ["Baking & Desserts": ["Pie"]])
        let (bad, problems) = SiteConfig.parse("order = \"Breakfast\"\n")
        #expect(bad.order.isEmpty)
        #expect(problems.map(\.description).first?.contains("'order' cannot be \"Breakfast\"") == true)
    }
}
