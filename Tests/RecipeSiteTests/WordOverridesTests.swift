import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// A book's `i18n/<language>.toml` puts its own words over the theme's; a user's theme may
/// ship its own `i18n/<language>.toml`, read over the default theme's and under the book's.
@Suite struct WordOverridesTests {
    @Test func aBooksOwnWordReplacesTheTables() async throws {
        let content = try TemporaryContent()
        try LanguageFixture.copy("de", into: content)
        try content.write("i18n/de.toml", "doneCooking = \"Fertig, guten Appetit!\"\n\n[category]\ndairy-and-eggs = \"Kühlregal\"\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")
        // The page script makes the recipe's buttons with the words of assets/words.js.
        let words = try site.asset("words.js")
        #expect(words.contains("\"doneCooking\":\"Fertig, guten Appetit!\""))
        #expect(try site.page("plans/sonntagsessen/").all(".shopping-section-title").map(\.text).contains("Kühlregal"))
        // Words the file does not name stay the table's.
        #expect(words.contains("\"keepScreenAwake\":\"Bildschirm anlassen\""))
    }

    @Test func aRegionsFileGoesOverItsLanguagesFile() async throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "language = \"de-CH\"\n")
        try content.write("i18n/de.toml", "doneCooking = \"Fertig\"\nkeepScreenAwake = \"Wach bleiben\"\n")
        try content.write("i18n/de-CH.toml", "doneCooking = \"Fertig gchochet\"\n")
        let (config, diagnostics) = SiteConfig.load(contentFolder: content.path)
        #expect(diagnostics.isEmpty)
        let words = Wording(config: config)
        #expect(words["doneCooking"] == "Fertig gchochet")
        #expect(words["keepScreenAwake"] == "Wach bleiben")
    }

    @Test func frenchMarksAreKeptOnTheLineOfTheWordBeforeThem() throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "language = \"fr\"\n")
        try content.write("i18n/fr.toml", "doneCooking = \"C'est « prêt » : bon appétit !\"\n")
        let words = Wording(config: SiteConfig.load(contentFolder: content.path).0)
        // The theme's words and the book's own, typed with plain spaces: a space that never
        // breaks before the mark, so a phone never starts a line with `?` alone.
        #expect(words["whatCanIMake"] == "Que puis-je cuisiner\u{A0}?")
        #expect(words["recipeTime"] == "Temps\u{A0}: {time}")
        #expect(words["doneCooking"] == "C'est «\u{A0}prêt\u{A0}»\u{A0}: bon appétit\u{A0}!")
        // Other languages keep their spaces as written.
        #expect(Wording(language: .german)["doneCooking"] == "Fertig gekocht")
    }

    @Test func badWordFilesAreReportedWithFileAndLine() throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "language = \"fr\"\n")
        try content.write("i18n/fr.toml", "# Nos mots\ndoneCooking = 3\ndoneCookng = \"Fini\"\nundo = \"Défaire\"\n")
        let (config, diagnostics) = SiteConfig.load(contentFolder: content.path)
        let places = diagnostics.map { "\($0.location.file):\($0.location.line)" }
        #expect(places.sorted() == ["i18n/fr.toml:2", "i18n/fr.toml:3"], "\(diagnostics)")
        #expect(diagnostics.contains { "\($0)".contains("doneCookng") })
        #expect(Wording(config: config)["undo"] == "Défaire", "the good words are still used")
        #expect(Wording(config: config)["doneCooking"] == "Cuisine terminée")

        try content.write("i18n/fr.toml", "undo = \"Défaire\"\nredo = [\n")
        let broken = SiteConfig.load(contentFolder: content.path).1
        #expect(broken.count == 1 && broken.first?.location.file == "i18n/fr.toml" && (broken.first?.location.line ?? 0) >= 2, "\(broken)")
    }

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
        let words = try site.asset("words.js")
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
