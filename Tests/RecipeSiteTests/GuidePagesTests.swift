import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// The guide's chapter pages: sidebar, neighbours, jump menu, the printed guide, broken links.
@Suite struct GuidePagesTests {
    static func writeGuide(_ content: TemporaryContent) throws {
        try content.write("guide/01-alpha.md", """
        # Alpha

        Read [the section](02-beta.md#sec) and [all of Beta](02-beta.md), or [below](#first).

        ## First

        ### Deeper

        ## Second
        """)
        try content.write("guide/02-beta.md", "# Beta\n\n## Sec\n\nBack to [Alpha](01-alpha.md#first).\n\n## Second\n")
        try content.write("guide/03-gamma.md", "# Gamma\n\nThe end.\n")
    }

    @Test func chapterPagesHaveSidebarNeighboursAndJumpMenu() async throws {
        let content = try TemporaryContent()
        try Self.writeGuide(content)
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast the bread.\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)
        let slugs = ["alpha", "beta", "gamma"]
        let script = try site.text("guide/chapters.js").trimmingPrefix("window.RECIPEBOOK_CHAPTERS = ")
        let list = try JSONDecoder().decode([[String]].self, from: Data(script.prefix { $0 != ";" }.utf8))
        #expect(list == [["Alpha", "guide/alpha/"], ["Beta", "guide/beta/"], ["Gamma", "guide/gamma/"]])
        for (position, slug) in slugs.enumerated() {
            let file = "guide/\(slug)/index.html"
            let page = try site.page(file)
            // The sidebar's list is made by the page script from guide/chapters.js, this page marked.
            #expect(page.first("nav.guide-sidebar")?.inside.first("ol.chapter-list")?["data-current"] == "guide/\(slug)/")
            #expect(page.all("script").compactMap { $0["src"] }.compactMap { PageHTML.resolve($0, from: file) }.contains("guide/chapters.js"))

            let previous = page.first("a.chapter-prev")
            let next = page.first("a.chapter-next")
            #expect(previous.flatMap { $0["href"] }.flatMap { PageHTML.resolve($0, from: file) }
                == (position > 0 ? "guide/\(slugs[position - 1])/" : nil))
            #expect(next.flatMap { $0["href"] }.flatMap { PageHTML.resolve($0, from: file) }
                == (position + 1 < slugs.count ? "guide/\(slugs[position + 1])/" : nil))

            // Every heading has an id and a "#" link to itself.
            let body = try #require(page.first("div.chapter-body")).inside
            let headings = body.all("h2") + body.all("h3")
            for heading in headings {
                let id = try #require(heading["id"])
                #expect(heading.inside.all("a.heading-anchor").compactMap { $0["href"] } == ["#" + id])
            }
        }

        let alpha = try site.page("guide/alpha/")
        let jump = try #require(alpha.first("details.jump-menu")).inside.all("a")
        #expect(jump.compactMap { $0["href"] } == ["#first", "#deeper", "#second"])
        #expect(jump.map(\.text) == ["First", "Deeper", "Second"])
        let ids = Set(alpha.all("[id]").compactMap { $0["id"] })
        #expect(ids.isSuperset(of: ["first", "deeper", "second"]))
        #expect(alpha.all("h3#deeper").count == 1)
        // A chapter with no sections has no jump menu.
        #expect(try site.page("guide/gamma/").all("details.jump-menu").isEmpty)

        // The sidebar lists the chapter's own h2s (not its h3s), which the page script puts
        // under the chapter; a chapter without any lists none.
        let sidebar = try #require(alpha.first("nav.guide-sidebar")).inside
        let sections = try #require(sidebar.first("ol.chapter-sections")).inside.all("a")
        #expect(sections.compactMap { $0["href"] } == ["#first", "#second"])
        #expect(sections.map(\.text) == ["First", "Second"])
        #expect(try site.page("guide/gamma/").all("ol.chapter-sections").isEmpty)
        #expect(try site.page("guide/").all("ol.chapter-sections").isEmpty)
        // On a phone the list folds behind this button.
        let fold = try #require(sidebar.first("button.guide-sidebar-toggle"))
        #expect(fold["aria-controls"] == "guide-sidebar-body" && fold["aria-expanded"] == "false" && fold.text == "Chapters")

        // Links between chapters lead to the other chapter's page and anchor.
        let links = try #require(alpha.first("div.chapter-body")).inside.all("a").filter { !$0.classes.contains("heading-anchor") }
        let targets = links.compactMap { $0["href"] }.map { PageHTML.resolve($0, from: "guide/alpha/index.html") }
        #expect(targets == ["guide/beta/#sec", "guide/beta/", "guide/alpha/index.html#first"])
        #expect(try site.page("guide/beta/").all("h2#sec").count == 1)
    }

    @Test func thePrintGuideHasUniqueIdsPrefixedByChapter() async throws {
        let content = try TemporaryContent()
        try Self.writeGuide(content)
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast the bread.\n")
        let site = try await BuiltSite.build(content)
        let page = try site.page("print/guide/")
        let ids = page.all("[id]").compactMap { $0["id"] }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        let headingIds = (page.all("h1") + page.all("h2") + page.all("h3")).compactMap { $0["id"] }
        #expect(headingIds.contains("alpha--second"))
        #expect(headingIds.contains("beta--second"))
        for id in headingIds {
            #expect(["alpha--", "beta--", "gamma--"].contains(where: id.hasPrefix), "unprefixed heading id \(id)")
        }
        // Links within the print page lead to ids on it.
        for link in page.all("a[href]") {
            guard let href = link["href"], href.hasPrefix("#"), href != "#main" else { continue }
            #expect(ids.contains(String(href.dropFirst())), "print guide links to missing \(href)")
        }
    }

    @Test func aBrokenLinkInAChapterIsReported() async throws {
        let content = try TemporaryContent()
        try content.write("guide/01-alpha.md", "# Alpha\n\nSee [nothing](02-missing.md).\n")
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast the bread.\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.map(\.reason) == [.brokenLink("02-missing.md")])
        #expect(site.report.diagnostics.map(\.location.file) == ["guide/01-alpha.md"])
    }
}
