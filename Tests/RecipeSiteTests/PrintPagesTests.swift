import Foundation
import Testing
import TestSupport
@testable import RecipeSite

/// What goes on paper: a recipe's code to its web page, the cookbook's contents by part, the
/// guide's title page and contents, and page numbers from the theme's print styles.
@Suite struct PrintPagesTests {
    static func book() throws -> TemporaryContent {
        let content = try TemporaryContent()
        try content.write("site.toml", "title = \"Family Book\"\nauthor = \"The Kim family\"\n")
        try content.write("recipes/Mains/Stew.recipe", "# Stew\n\n- 2 onions\n\nSimmer 2 hours.\n")
        try content.write("recipes/Mains/Roast.recipe", "# Roast\n\n- 1 chicken\n\nRoast it.\n")
        try content.write("recipes/Soups/Leek Soup.recipe", "# Leek Soup\n\n- 3 leeks\n\nCook.\n")
        try content.write("guide/01-intro.md", "# Welcome\n\nHello.\n")
        try content.write("guide/02-writing.md", "# Writing recipes\n\nText.\n")
        return content
    }

    // MARK: - A recipe's code to its web page

    @Test func aPrintedRecipeCarriesACodeOfItsWebAddress() async throws {
        let content = try Self.book()
        let site = try await BuiltSite.build(content, baseURL: "https://example.com/book/")
        let page = try site.page("recipes/stew.html")
        let figure = try #require(page.first("figure.recipe-qr"), "no code on the recipe page")
        #expect(figure.inside.first("figcaption")?.text == "This recipe online")
        let book = try site.page("print/book.html")
        let printed = book.all("article.recipe").map { $0.inside.first("figure.recipe-qr") }
        #expect(printed.count == 3 && printed.allSatisfy { $0 != nil }, "not one code per printed recipe")
        guard let zbar = Zbar.require() else { return }
        #expect(try Zbar.decode(svg: Self.svg(in: figure.innerHTML), with: zbar) == "https://example.com/book/recipes/stew.html")
        let decoded = try printed.compactMap { $0 }.map { try Zbar.decode(svg: Self.svg(in: $0.innerHTML), with: zbar) }
        #expect(decoded.sorted() == ["leek-soup", "roast", "stew"].map { "https://example.com/book/recipes/\($0).html" })
    }

    /// The first `<svg>…</svg>` in `html`: the code as the page inlines it.
    static func svg(in html: String) throws -> String {
        let start = try #require(html.range(of: "<svg"))
        let end = try #require(html.range(of: "</svg>", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func withoutABaseURLNoCodeIsPrinted() async throws {
        let content = try Self.book()
        let site = try await BuiltSite.build(content)
        #expect(try site.page("recipes/stew.html").first("figure.recipe-qr") == nil)
        #expect(try site.page("print/book.html").first("figure.recipe-qr") == nil)
    }

    @Test func theCodeIsForPaperOnly() async throws {
        let content = try Self.book()
        let site = try await BuiltSite.build(content)
        let css = try site.asset("recipebook.css")
        let screen = try #require(css.range(of: ".recipe-qr {\ndisplay: none;\n}"), "shown on screen")
        let shown = try #require(css.range(of: ".recipe-qr {\ndisplay: block;"), "shown on paper")
        #expect(screen.lowerBound < shown.lowerBound, "paper's rule comes after the screen's")
        let media = try #require(css[..<shown.lowerBound].range(of: "@media", options: .backwards))
        #expect(css[media.lowerBound...].hasPrefix("@media print"), "the last media rule before it is print's")
    }

    // MARK: - The printed cookbook

    @Test func theContentsAreGroupedByPartAndNumberedOn() async throws {
        let content = try Self.book()
        let site = try await BuiltSite.build(content)
        let contents = try #require(try site.page("print/book.html").first("nav.print-contents"))
        let parts = contents.inside.all("section.print-part")
        #expect(parts.map { $0.inside.first("h2")?.text } == ["Mains", "Soups"])
        #expect(parts.map { $0.inside.all("li").map(\.text) } == [["Roast", "Stew"], ["Leek Soup"]])
        #expect(parts.map { $0.inside.first("ol")?["start"] } == ["1", "3"])
        #expect(parts.last?.inside.first("a")?["href"] == "#recipe-leek-soup")
    }

    @Test func theCookbookAndTheGuideAreNumberedAtTheFootOfEachPage() async throws {
        let content = try Self.book()
        let site = try await BuiltSite.build(content)
        let css = try site.asset("recipebook.css")
        #expect(css.contains(".page--print-book .main,\n.page--print-guide .main {\npage: book;"))
        #expect(css.contains("@page book {\n@bottom-center {\ncontent: counter(page);"))
    }

    // MARK: - The printed guide

    @Test func thePrintedGuideHasATitlePageAndContents() async throws {
        let content = try Self.book()
        let site = try await BuiltSite.build(content)
        let page = try site.page("print/guide/")
        let title = try #require(page.first("header.print-title-page"), "no title page")
        #expect(title.inside.first("h1")?.text == "Family Book")
        #expect(title.inside.first("p.byline")?.text == "The Kim family")
        let contents = try #require(page.first("nav.print-contents"), "no contents")
        #expect(contents.inside.all("li").map(\.text) == ["Welcome", "Writing recipes"])
        let targets = contents.inside.all("a").compactMap { $0["href"] }
        #expect(targets == ["#chapter-intro", "#chapter-writing"])
        #expect(page.all("article.chapter").map { "#" + ($0["id"] ?? "") } == targets)
        #expect(title.offset < contents.offset)
        #expect(contents.offset < (page.first("article.chapter")?.offset ?? 0))
    }

    // MARK: - Paper carries what is read

    /// The whole cookbook holds every recipe again: on paper the numbers a page script scales
    /// and the timers' seconds are of no use, and are left out; what is read stays.
    @Test func theCookbookCarriesTheRecipesTextWithoutThePageScriptsData() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Bread.recipe", "# Bread\n\n- Flour | 500 g | Sifted\n- Water | 1 1/2 cups, warm |\n\nBake at 220 °C for 35 minutes.\n")
        let site = try await BuiltSite.build(content)
        let web = try site.text("recipes/bread.html")
        #expect(web.contains(" data-low=\"500\"") && web.contains(" data-seconds=\"2100\""), "the recipe's own page keeps them")
        let book = try site.page("print/book.html")
        let article = try #require(book.first("article.recipe"))
        #expect(!article.innerHTML.contains(" data-"), "\(article.innerHTML)")
        #expect(article.inside.all(".item-amount").map(\.text) == ["500 g", "1 1/2 cups, warm"])
        #expect(article.inside.first(".item-prep")?.text == "Sifted")
        let step = try #require(article.inside.first(".step-text")?.text)
        #expect(step.contains("35 minutes") && step.contains("220 °C"), "\(step)")
        // Without its seconds a timer would start nothing: it is text, not a button.
        #expect(article.inside.all("button").isEmpty, "\(article.innerHTML)")
        #expect(article.inside.all("span.timer").map(\.text) == ["35 minutes"])
        #expect(try site.page("recipes/bread.html").all("button.timer").map(\.text) == ["35 minutes"], "the page's own timer starts")
    }
}
