import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// Counted words follow the language's CLDR plural categories: `0 recette` in French, `0 recipes`
/// in English, and a category a language's words lack uses the `Other` word.
@Suite struct PluralWordsTests {
    @Test func theRulesOfEachLanguage() {
        func categories(_ code: String, _ numbers: [Int]) -> [PluralCategory] {
            numbers.map { PluralRules.category(of: $0, language: code) }
        }
        let numbers = [0, 1, 2, 5, 21, 1_000, 1_000_000, 1_000_001, 3_000_000]
        let oneOrOther: [PluralCategory] = [.other, .one, .other, .other, .other, .other, .other, .other, .other]
        for code in ["en", "de", "nl"] { #expect(categories(code, numbers) == oneOrOther, "\(code)") }
        #expect(categories("fr", numbers) == [.one, .one, .other, .other, .other, .other, .many, .other, .many])
        for code in ["es", "it"] {
            #expect(categories(code, numbers) == [.other, .one, .other, .other, .other, .other, .many, .other, .many], "\(code)")
        }
        #expect(PluralRules.category(of: -1, language: "en") == .one, "a rule reads the number's absolute value")
        #expect(PluralRules.categories(language: "fr") == [.one, .many, .other])
    }

    @Test func countedWordsAsAReaderSeesThem() {
        #expect(Wording(language: .english).count(0, "recipe") == "0 recipes")
        #expect(Wording(language: .english).count(1, "recipe") == "1 recipe")
        #expect(Wording(language: .french).count(0, "recipe") == "0 recette")
        #expect(Wording(language: .french).count(1, "plan") == "1 menu")
        #expect(Wording(language: .french).count(2, "recipe") == "2 recettes")
        #expect(Wording(language: .german).count(0, "recipe") == "0 Rezepte")
        #expect(Wording(language: .spanish).count(0, "recipe") == "0 recetas")
        // No file of the default theme has a `many` word: French millions use the `Other` one.
        #expect(Wording(language: .french).count(1_000_000, "recipe") == "1000000 recettes")
    }

    @Test func aBookMayGiveTheManyWordAndKeepsItsOldKeys() throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "language = \"fr\"\n")
        try content.write("i18n/fr.toml", "recipeOne = \"{n} fiche\"\nrecipeMany = \"{n} de recettes\"\n")
        let (config, diagnostics) = SiteConfig.load(contentFolder: content.path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let words = Wording(config: config)
        #expect(words.count(0, "recipe") == "0 fiche")
        #expect(words.count(2_000_000, "recipe") == "2000000 de recettes")
        #expect(words.count(7, "recipe") == "7 recettes")
    }

    @Test func aManyWordInALanguageWithoutThatCategoryIsReported() throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "language = \"de\"\n")
        try content.write("i18n/de.toml", "recipeMany = \"{n} Rezepte\"\n")
        let diagnostics = SiteConfig.load(contentFolder: content.path).1
        #expect(diagnostics.map { "\($0.location.file):\($0.location.line)" } == ["i18n/de.toml:1"], "\(diagnostics)")
        #expect(diagnostics.contains { "\($0)".contains("recipeMany") })
    }

    @Test func aFrenchPageCountsInFrench() async throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "language = \"fr\"\n")
        try content.write("recipes/Desserts/Tarte.recipe", "# Tarte\n\nCuire.\n")
        try content.write("recipes/Soupes/Soupe.recipe", "# Soupe\n\nMijoter.\n")
        try content.write("recipes/Soupes/Potage.recipe", "# Potage\n\nMijoter.\n")
        try content.write("i18n/fr.toml", "recipeMany = \"{n} de recettes\"\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")
        let cards = try site.page("").all("li.part-card")
        #expect(cards.map { $0.inside.first(".count")?.text } == ["1 recette", "2 recettes"])
        #expect(try site.asset("words.js").contains("\"recipeMany\":\"{n} de recettes\""), "the scripts get the word too")
    }
}
