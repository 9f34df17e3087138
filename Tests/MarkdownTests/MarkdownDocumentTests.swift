import Testing
@testable import Markdown

@Suite struct MarkdownDocumentTests {
    @Test func headingsGetUniqueGitHubStyleAnchors() {
        let document = MarkdownDocument(parsing: "# Guide\n\n## Notes\n\ntext\n\n## Notes\n\n### Crème brûlée & more!\n")
        #expect(document.headings.map(\.anchor) == ["guide", "notes", "notes-1", "crème-brûlée--more"])
        #expect(document.headings.map(\.level) == [1, 2, 2, 3])
        #expect(document.headings.map(\.line) == [1, 3, 7, 9])
        #expect(document.html.contains("<h2 id=\"notes-1\">Notes</h2>"))
    }
}
