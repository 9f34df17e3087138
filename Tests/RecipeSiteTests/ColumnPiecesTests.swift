import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// Lists laid out in two columns are cut once near their middle, and the second column starts
/// there: a section or a letter of the ingredient index cut there goes on under a "(continued)"
/// heading, which is then always at a column's top and never in the middle of one.
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

    @Test func aLongSectionIsCutOnceAndGoesOnAtTheSecondColumnsTop() async throws {
        let site = try await BuiltSite.build(try Self.vegetableContent(count: 20))
        let page = try site.page("plans/week/")
        let sections = page.all("section.shopping-section")
        #expect(sections.map { $0.inside.first("h2")?.text } == ["Produce", "Produce (continued)", "Bakery"])
        #expect(sections.map { $0.inside.all("li.shopping-line").count } == [11, 9, 1])
        #expect(sections.map { $0["class"] } == [
            "shopping-section", "shopping-section is-continued is-column-start", "shopping-section",
        ])
        // The lines keep their order and unique ids across the pieces.
        let names = page.all("span.line-name").map(\.text)
        #expect(names.prefix(3) == ["Asparagus", "Beets", "Broccoli"])
        #expect(Set(page.all("input.shop-check").compactMap { $0["id"] }).count == 21)
    }

    @Test func aCutBetweenSectionsNeedsNoContinuedHeading() async throws {
        let content = try Self.vegetableContent(count: 8)
        try content.write("recipes/Jam.recipe", "# Jam\n\n" + ["Sugar", "Pectin", "Flour", "Yeast", "Honey"].map { "- \($0) | 1 | \n" }.joined())
        try content.write("plans/Week.md", "# Week\n\n- Soup\n- Toast\n- Jam\n")
        let site = try await BuiltSite.build(content)
        let sections = try site.page("plans/week/").all("section.shopping-section")
        #expect(!sections.contains { $0.inside.first("h2")?.text.hasSuffix("(continued)") ?? false })
        #expect(sections.filter { $0["class"]?.contains("is-column-start") ?? false }.count == 1)
        // A list too short for columns is never cut: one recipe's list of eleven lines.
        let shortContent = try Self.vegetableContent(count: 11)
        try shortContent.write("plans/Soup.md", "# Soup\n\n- Soup\n")
        let short = try await BuiltSite.build(shortContent)
        let shortSections = try short.page("plans/soup/").all("section.shopping-section")
        #expect(shortSections.map { $0["class"] } == ["shopping-section"])
    }

    @Test func theIngredientIndexIsCutOnceNearItsMiddle() async throws {
        let content = try TemporaryContent()
        let names = (1...12).map { "Chili \($0)" } + ["Apple", "Egg", "Fig"]
        try content.write("recipes/Hot.recipe", "# Hot\n\n" + names.map { "- \($0) | 1 | \n" }.joined() + "\nCook.\n")
        let site = try await BuiltSite.build(content)
        let index = try #require(try site.page("ingredients/").first("section.ingredient-index")).inside
        let groups = index.all("div.index-group")
        #expect(groups.map { $0.inside.first("h2.index-letter")?.text } == ["A", "C", "C (continued)", "E", "F"])
        #expect(groups.map { $0.inside.all("dt").count } == [1, 7, 5, 1, 1])
        #expect(groups.map { $0["class"]?.contains("is-column-start") ?? false } == [false, false, true, false, false])
        // The letter's anchor stays on its first heading only.
        #expect(index.all("h2.index-letter").compactMap { $0["id"] } == ["index-a", "index-c", "index-e", "index-f"])
    }

    @Test(arguments: [
        ([Int](), nil), ([1], nil), ([3], nil), ([4], ColumnPieces.Cut(group: 0, line: 2)), ([20], ColumnPieces.Cut(group: 0, line: 10)),
        ([5, 5], ColumnPieces.Cut(group: 1, line: 0)), ([20, 1], ColumnPieces.Cut(group: 0, line: 11)),
        ([10, 3, 10], ColumnPieces.Cut(group: 1, line: 0)), ([2, 30], ColumnPieces.Cut(group: 1, line: 13)),
    ])
    func theCutEvensTheColumns(sizes: [Int], cut: ColumnPieces.Cut?) {
        #expect(ColumnPieces.middle(of: sizes) == cut)
    }

    @Test func noGroupIsCutToLeaveOneLineAlone() {
        for sizes in [[3], [5, 3], [9, 3, 2], [1, 1, 1, 1], [4, 40, 4]] {
            guard let cut = ColumnPieces.middle(of: sizes), cut.line > 0 else { continue }
            #expect(cut.line >= 2 && sizes[cut.group] - cut.line >= 2, "\(sizes) cut at \(cut)")
        }
    }
}
