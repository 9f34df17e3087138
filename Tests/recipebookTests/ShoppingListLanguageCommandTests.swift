import Foundation
import Testing

/// `recipebook shopping-list` writes a list in the language `site.toml` names: its headings,
/// category names, units, dates and decimal commas (JSON stays numeric).
@Suite struct ShoppingListLanguageCommandTests {
    static let german = CommandRunner.repositoryRoot.appendingPathComponent("Tests/RecipeSiteTests/Fixtures/Languages/de").path

    @Test func textAndMarkdownAreInTheBooksLanguage() throws {
        let text = try CommandRunner.run(["shopping-list", "--content", Self.german, "--plan", "Sonntagsessen"])
        #expect(text.status == 0, "\(text.errors)")
        let lines = text.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sonntagsessen: Einkaufsliste", "\(text.output)")
        #expect(lines.dropFirst().first?.range(of: #"^Nach Warengruppe, \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$"#, options: .regularExpression) != nil)
        #expect(lines.contains("Milchprodukte & Eier") && lines.contains("Backzutaten"), "\(text.output)")
        #expect(lines.contains { $0.hasPrefix("[ ] 2,25 l  Gemüsebrühe") }, "\(text.output)")
        #expect(lines.contains { $0.hasPrefix("[ ] 2 Prisen  Zimt") }, "\(text.output)")
        let markdown = try CommandRunner.run(["shopping-list", "--content", Self.german, "--plan", "Sonntagsessen", "--format", "markdown"])
        #expect(markdown.output.hasPrefix("# Sonntagsessen: Einkaufsliste\n"), "\(markdown.output)")
        #expect(markdown.output.contains("## Milchprodukte & Eier\n"))
        let json = try CommandRunner.run(["shopping-list", "--content", Self.german, "--plan", "Sonntagsessen", "--format", "json"])
        #expect(json.output.contains("\"low\" : 2.25"), "JSON stays numeric")
    }
}
