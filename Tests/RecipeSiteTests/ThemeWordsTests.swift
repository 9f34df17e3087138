import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// A user's theme may ship its own `i18n/<language>.toml`: read over the default theme's file,
/// and under the book's own.
@Suite struct ThemeWordsTests {
    @Test func aThemesWordsGoBetweenTheDefaultOnesAndTheBooks() async throws {
        let content = try TemporaryContent()
        try LanguageFixture.copy("de", into: content)
        try content.write("i18n/de.toml", "shoppingList = \"Einkaufszettel\"\n")
        let templates = BuiltSite.sandbox(content).appendingPathComponent("Templates/i18n")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("doneCooking = \"Guten Appetit!\"\nshoppingList = \"Liste\"\n".utf8)
            .write(to: templates.appendingPathComponent("de.toml"))
        try Data("doneCooking = \"Bon appétit !\"\n".utf8).write(to: templates.appendingPathComponent("fr.toml"))
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")
        let words = try site.text("assets/words.js")
        #expect(words.contains("\"doneCooking\":\"Guten Appetit!\""), "the theme's word over the default's")
        #expect(words.contains("\"shoppingList\":\"Einkaufszettel\""), "the book's word over the theme's")
        #expect(words.contains("\"keepScreenAwake\":\"Bildschirm anlassen\""), "the default's word the theme leaves")
        #expect(!site.files().contains { $0.contains("i18n") }, "the theme's words are not published")
    }

    @Test func aThemesBadWordIsReportedWithItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("i18n"), withIntermediateDirectories: true)
        try Data("undo = \"Annuler\"\nundoo = \"x\"\n".utf8).write(to: folder.appendingPathComponent("i18n/fr.toml"))
        let (theme, diagnostics) = Theme.load(overridingFrom: folder.path)
        #expect(diagnostics.map { "\($0.location.file):\($0.location.line)" } == [folder.path + "/i18n/fr.toml:2"], "\(diagnostics)")
        #expect(theme.wordTables["fr"] == ["undo": "Annuler"])
    }
}
