import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// Lists laid out in columns are cut so that a column never starts without a heading: long
/// sections and long letters of the ingredient index go on under a "(continued)" heading.
@Suite struct ColumnPiecesTests {
    /// A recipe with `count` vegetables, all in one section of a list by category.
    static func vegetableContent(count: Int) throws -> TemporaryContent {
        let content = try TemporaryContent()
        let names = ["Asparagus", "Beets", "Broccoli", "Cabbage", "Carrots", "Celery", "Garlic", "Chives", "Corn", "Cucumbers",
                     "Kale", "Leeks", "Lettuce", "Okra", "Parsnips", "Potatoes", "Onions", "Spinach", "Squash", "Turnips"]
        let items = names.prefix(count).map { "- \($0) | 2 | \n" }.joined()
        try content.write("recipes/Soup.recipe", "# Soup\n\n\(items)\nSimmer.\n")
        try content.write("recipes/Toast.recipe", "# Toast\n\n- Bread | 2 slices | \n\nToast it.\n")
        try content.write("plans/Week.md", "# Week\n\n- Soup\n- Toast\n")
        return content
    }

    @Test func aLongSectionGoesOnUnderContinuedHeadings() async throws {
        let site = try await BuiltSite.build(try Self.vegetableContent(count: 20))
        let page = try site.page("plans/week/")
        let sections = page.all("section.shopping-section")
        #expect(sections.map { $0.inside.first("h2")?.text } == [
            "Produce", "Produce (continued)", "Produce (continued)", "Produce (continued)", "Bakery",
        ])
        #expect(sections.map { $0.inside.all("li.shopping-line").count } == [5, 5, 5, 5, 1])
        #expect(sections.map { $0["class"] } == [
            "shopping-section", "shopping-section is-continued", "shopping-section is-continued",
            "shopping-section is-continued", "shopping-section",
        ])
        // The lines keep their order and unique ids across the pieces.
        let names = page.all("span.line-name").map(\.text)
        #expect(names.prefix(3) == ["Asparagus", "Beets", "Broccoli"])
        #expect(Set(page.all("input.shop-check").compactMap { $0["id"] }).count == 21)
    }

    @Test func aSectionOfEightLinesOrAShortListStaysWhole() async throws {
        let content = try Self.vegetableContent(count: 8)
        try content.write("recipes/Jam.recipe", "# Jam\n\n" + ["Sugar", "Pectin", "Flour", "Yeast", "Honey"].map { "- \($0) | 1 | \n" }.joined())
        try content.write("plans/Week.md", "# Week\n\n- Soup\n- Toast\n- Jam\n")
        let site = try await BuiltSite.build(content)
        let titles = try site.page("plans/week/").all("h2.shopping-section-title").map(\.text)
        #expect(titles.first == "Produce" && !titles.contains { $0.hasSuffix("(continued)") }, "\(titles)")
        // A list too short for columns is never cut: one recipe's list of eleven lines.
        let shortContent = try Self.vegetableContent(count: 11)
        try shortContent.write("plans/Soup.md", "# Soup\n\n- Soup\n")
        let short = try await BuiltSite.build(shortContent)
        #expect(try short.page("plans/soup/").all("h2.shopping-section-title").map(\.text) == ["Produce"])
    }

    @Test func aLongLetterOfTheIngredientIndexGoesOnUnderContinued() async throws {
        let content = try TemporaryContent()
        let names = (1...12).map { "Chili \($0)" }
        try content.write("recipes/Hot.recipe", "# Hot\n\n" + names.map { "- \($0) | 1 | \n" }.joined() + "\nCook.\n")
        let site = try await BuiltSite.build(content)
        let index = try #require(try site.page("ingredients/").first("section.ingredient-index")).inside
        let groups = index.all("div.index-group")
        #expect(groups.map { $0.inside.first("h2.index-letter")?.text } == ["C", "C (continued)"])
        #expect(groups.map { $0.inside.all("dt").count } == [6, 6])
        // The letter's anchor stays on its first heading only.
        #expect(index.all("h2.index-letter").compactMap { $0["id"] } == ["index-c"])
    }

    @Test(arguments: [(0, [0]), (8, [8]), (9, [5, 4]), (12, [6, 6]), (13, [5, 4, 4]), (40, [6, 6, 6, 6, 6, 5, 5])])
    func piecesAreBalanced(count: Int, sizes: [Int]) {
        let ranges = ColumnPieces.ranges(count: count)
        #expect(ranges.map(\.count) == sizes)
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == count)
    }
}
