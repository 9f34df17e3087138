import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// A book in another language shows the theme's words in it, everywhere: no English word of
/// the theme is left on any page of the fixture books.
@Suite struct LanguagePagesTests {
    @Test(arguments: ["de", "fr", "es", "nl", "it"])
    func noEnglishWordIsLeftOnAnyPage(code: String) async throws {
        let content = try TemporaryContent()
        try LanguageFixture.copy(code, into: content)
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")
        let own = try LanguageFixture.ownWords(code)
        let translated = Set(Wording.defaultTable(code).values.flatMap(LanguageFixture.words))
        // Words the language shares with English (`Pause`, `Guide` in French) are its own too.
        let english = Set(Wording.english.values.flatMap(LanguageFixture.words)).subtracting(translated).subtracting(own)
        let pages = try site.htmlFiles()
        #expect(pages.count > 15, "every kind of page is there")
        var leftOver: [String: Set<String>] = [:]
        for page in pages {
            let found = LanguageFixture.words(of: LanguageFixture.readable(try site.text(page))).intersection(english)
            if !found.isEmpty { leftOver[page] = found }
        }
        #expect(leftOver.isEmpty, "English words on the \(code) pages: \(leftOver.sorted { $0.key < $1.key })")
    }

    @Test func aGermanBooksPagesSpeakGerman() async throws {
        let content = try TemporaryContent()
        try LanguageFixture.copy("de", into: content)
        let site = try await BuiltSite.build(content)
        let recipe = try site.page("recipes/apfelkuchen.html")
        #expect(try site.asset("words.js").contains("\"doneCooking\":\"Fertig gekocht\""), "the recipe's buttons, made by its script")
        #expect(recipe.all(".step-number").first?.text == "Schritt 1")
        let plan = try site.page("plans/sonntagsessen/")
        #expect(plan.first(".shopping-title")?.text == "Sonntagsessen: Einkaufsliste")
        let details = try #require(plan.first(".shopping-details")?.text)
        #expect(details.range(of: #"^Nach Warengruppe, \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$"#, options: .regularExpression) != nil, "\(details)")
        let sections = plan.all(".shopping-section-title").map(\.text)
        #expect(sections.contains("Milchprodukte & Eier") && sections.contains("Backzutaten"), "\(sections)")
        // 1,5 l Gemüsebrühe ×1,5 = 2,25 l, written with a decimal comma; 1 Prise Zimt ×2 in
        // the language's word for it.
        let amounts = plan.all(".line-amount").map(\.text)
        #expect(amounts.contains("2,25 l") && amounts.contains("2 Prisen"), "\(amounts)")
        let words = try site.asset("words.js")
        #expect(words.contains("\"doneCooking\":\"Fertig gekocht\"") && words.contains("\"decimalSeparator\":\",\""))
        #expect(words.contains("\"tbsp\":{\"singular\":\"EL\""), "scaled tablespoons are EL")
        #expect(try site.page("").first("html")?["lang"] == "de")
    }

    @Test func aRegionFallsBackToItsLanguage() {
        #expect(Wording(language: Language(tag: "de-CH"))["doneCooking"] == "Fertig gekocht")
        #expect(Wording(language: Language(tag: "pt-BR"))["doneCooking"] == "Done cooking")
    }

    @Test func theShoppingListCommandWritesTheBooksLanguage() {
        let list = ShoppingList(
            title: "Sonntagsessen", store: nil, recipes: [],
            sections: [ShoppingSection(name: "Dairy & Eggs", kind: .category, category: .dairyAndEggs, lines: [])])
        let words = Wording(language: .german).shoppingList
        let text = ShoppingListText.render(list, date: "2026-05-04", language: .german, words: words)
        #expect(text.hasPrefix("Sonntagsessen: Einkaufsliste\nNach Warengruppe, 4. Mai 2026\n"), "\(text)")
        #expect(text.contains("Milchprodukte & Eier"))
        let markdown = ShoppingListMarkdown.render(list, date: "2026-05-04", language: .german, words: words)
        #expect(markdown.contains("## Milchprodukte & Eier"))
    }
}
