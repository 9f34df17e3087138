import Foundation
import Markdown
import RecipeCore
import Testing
@testable import RecipeSite

/// Content folders that once built the wrong book without a word: names alike but for their
/// Unicode form, a `recipes/` that is a link out, a chapter of two hundred thousand headings,
/// and links reported at the wrong place.
@Suite(.serialized) struct ContentEdgeTests {
    @Test func aRecipeTitledIndexLeavesTheAZListItsPage() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Index.recipe", "# Index\n\n- Card | 1\n\nFile the cards.\n")
        try content.write("recipes/Soup.recipe", "# Soup\n\nStir.\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")
        #expect(try site.page("recipes/index-2.html").first("h1.recipe-title")?.text == "Index")
        let list = try site.page("recipes/")
        #expect(list.first("article.recipe") == nil, "the A–Z list, not the recipe")
        #expect(list.all("a").contains { $0["href"] == "index-2.html" || $0["href"] == "../recipes/index-2.html" })
    }

    @Test func namesAlikeButForTheirUnicodeFormAreNotMerged() async throws {
        let content = try TemporaryContent()
        let composed = "Cr\u{E8}me"
        let decomposed = "Cre\u{300}me"
        try content.write("recipes/\(composed).recipe", "# Crème One\n\n- Milk | 1 cup\n\nHeat.\n")
        try content.write("recipes/\(decomposed).recipe", "# Crème Two\n\n- Cream | 1 cup\n\nWhip.\n")
        let site = try await BuiltSite.build(content)

        // One recipe is built as its own file says; the other is named, not silently merged.
        let pages = try site.htmlFiles().filter { $0.hasPrefix("recipes/creme") && $0.hasSuffix(".html") }
        #expect(pages.count == 1)
        let page = try site.text(try #require(pages.first))
        #expect(page.contains("Crème One") != page.contains("Crème Two"))
        let clash = site.report.diagnostics.first { if case .unicodeNameClash = $0.reason { true } else { false } }
        #expect(clash?.severity == .error)
        #expect(clash.map { Array($0.location.file.utf8) } == Array("recipes/\(decomposed).recipe".utf8)
            || clash.map { Array($0.location.file.utf8) } == Array("recipes/\(composed).recipe".utf8))
        #expect(clash?.reason.message.contains("Unicode") == true)
    }

    @Test func aRecipesFolderThatLinksOutIsReportedNotBuiltAsAnEmptyBook() async throws {
        let content = try TemporaryContent()
        let outside = BuiltSite.sandbox(content).appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("# Secret\n\nStir.\n".utf8).write(to: outside.appendingPathComponent("Secret.recipe"))
        try content.symlink("recipes", to: outside.path)
        try content.symlink("guide", to: outside.path)
        let site = try await BuiltSite.build(content)
        #expect(site.report.recipes == 0)
        for folder in ["recipes", "guide"] {
            let problem = site.report.diagnostics.first { problem in
                guard problem.location.file == folder, case .symlinkOutsideContent = problem.reason else { return false }
                return true
            }
            #expect(problem?.severity == .error, "\(folder): \(site.report.diagnostics.map(\.description))")
        }
    }

    @Test func aRecipesFolderThatLinksInsideIsFollowed() async throws {
        let content = try TemporaryContent()
        try content.write("all/Soup.recipe", "# Soup\n\nStir.\n")
        try content.symlink("recipes", to: "all")
        let site = try await BuiltSite.build(content)
        #expect(site.report.recipes == 1)
        #expect(site.exists("recipes/soup.html"))
    }

    /// A 1 MiB chapter of `## a` lines once took seconds and hundreds of megabytes, listing
    /// every heading on three pages.
    @Test func aChapterOfCountlessHeadingsListsABoundedNumber() async throws {
        let content = try TemporaryContent()
        let headings = 1_048_000 / 5
        try content.write("guide/01-big.md", "# Big\n\n" + String(repeating: "## a\n", count: headings))
        try content.write("recipes/Soup.recipe", "# Soup\n\nStir.\n")
        let site = try await BuiltSite.build(content)
        let limit = ContentLimits.maximumListedSections
        let warning = site.report.diagnostics.first { $0.reason == .tooManySections(count: headings, limit: limit) }
        #expect(warning?.location == SourceLocation(file: "guide/01-big.md", line: 3 + limit))
        let chapter = try site.page("guide/big/")
        // Every heading is on the page; the first thousand (the title among them) have anchors,
        // so the page stays a few megabytes, not twenty.
        #expect(chapter.all("h2").count == headings)
        #expect(chapter.all("h2[id]").count == MarkdownLimits.standard.anchoredHeadings - 1)
        #expect(try site.text("guide/big/").utf8.count < 4 << 20)
        #expect(try site.page("guide/").all("a[href*='#a']").count <= limit)
        #expect(try site.page("contents/").all("a[href*='#a']").count <= limit)
    }

    @Test func aLinkLeadingNowhereIsReportedAtItsLineAndColumn() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Soup.recipe", "# Soup\n\n> Goes with [bread](Bread.recipe).\n\n- Water | 1 l\n\n  Simmer, then see [the stock](Stock.recipe).\n")
        try content.write("guide/01-intro.md", "# Intro\n\nText.\n\nRead [the soup](../recipes/Soup.recipe) and [more](Missing.md).\n")
        let site = try await BuiltSite.build(content)
        let places = site.report.diagnostics.filter { if case .brokenLink = $0.reason { true } else { false } }.map(\.location)
        #expect(Set(places) == [
            SourceLocation(file: "recipes/Soup.recipe", line: 3, column: 13),
            SourceLocation(file: "recipes/Soup.recipe", line: 7, column: 20),
            SourceLocation(file: "guide/01-intro.md", line: 5, column: 45),
        ])
    }
}
