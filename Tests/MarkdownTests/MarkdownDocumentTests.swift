import Testing
@testable import Markdown

@Suite struct MarkdownDocumentTests {
    @Test func headingsGetUniqueGitHubStyleAnchors() {
        let document = MarkdownDocument(parsing: "# Guide\n\n## Notes\n\ntext\n\n## Notes\n\n### Crème brûlée & more!\n")
        #expect(document.headings.map(\.anchor) == ["guide", "notes", "notes-1", "crème-brûlée--more"])
        #expect(document.headings.map(\.level) == [1, 2, 2, 3])
        #expect(document.headings.map(\.line) == [1, 3, 7, 9])
        #expect(document.html.contains(
            "<h2 id=\"notes-1\">Notes <a class=\"heading-anchor\" href=\"#notes-1\" aria-label=\"Link to this section\">#</a></h2>"))
        #expect(document.html(anchorPrefix: "guide-").contains("<h2 id=\"guide-notes-1\">"))
    }

    @Test func rawHTMLAndScriptLinksNeverReachThePage() {
        let html = MarkdownDocument(parsing: "# T\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n").html
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
    }

    @Test func gfmExtensionsAreOn() {
        let html = MarkdownDocument(parsing: "# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ https://example.com\n\n```swift\nlet a = 1\n```\n").html
        #expect(html.contains("<table>"))
        #expect(html.contains("type=\"checkbox\""))
        #expect(html.contains("<del>old</del>"))
        #expect(html.contains("<a href=\"https://example.com\">"))
        #expect(html.contains("<pre><code class=\"language-swift\">let a = 1"))
    }

    @Test func linksAndImagesCanBeRewritten() {
        var places: [String] = []
        let document = MarkdownDocument(parsing: "# Title\n\nSee [items](02-writing.md#items)\nand  ![a](pic.png).\n") { link in
            places.append("\(link.url) \(link.line):\(link.column)")
            return link.url.hasPrefix("02-writing.md") ? "../writing/" + link.url.dropFirst("02-writing.md".count) : nil
        }
        #expect(document.html.contains("<a href=\"../writing/#items\">items</a>"))
        #expect(document.html.contains("<img src=\"pic.png\" alt=\"a\" />"))
        // Each link is told where it is, so that one leading nowhere is reported at its place.
        #expect(places == ["02-writing.md#items 3:5", "pic.png 4:6"])
    }

    @Test func inlineRenderingKeepsBlockMarkersAsText() {
        #expect(MarkdownDocument.renderInline("1. Mix *well*") == "1. Mix <em>well</em>")
        #expect(MarkdownDocument.renderInline("> not a quote") == "&gt; not a quote")
        #expect(MarkdownDocument.renderInline("<b>raw</b> & [x](javascript:alert(1))") == "<!-- raw HTML omitted -->raw<!-- raw HTML omitted --> &amp; <a href=\"\">x</a>")
    }
}
