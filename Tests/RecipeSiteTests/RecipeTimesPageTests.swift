import Foundation
import Testing
@testable import RecipeSite

/// A recipe's time on its cards, under its title, in its JSON-LD, and the lists' filter.
@Suite struct RecipeTimesPageTests {
    static let chili = "# Chili\n\n> Better on day two.\n\n> Prep 20 min, cook 1 h\n\n- Beans | 1 can |\n\nSimmer for 90 minutes.\n"
    static let soup = "# Soup\n\n- Water | 1 l |\n\nSimmer for 25 minutes, then rest 20 minutes.\n"
    static let salad = "# Salad\n\n- Lettuce | 1 |\n\nToss.\n"

    private static func site(language: String = "en", files: [(String, String)]) async throws -> BuiltSite {
        let content = try TemporaryContent()
        try content.write("site.toml", "language = \"\(language)\"\n")
        for (path, text) in files { try content.write(path, text) }
        return try await BuiltSite.build(content)
    }

    private static func jsonLD(_ page: PageHTML) throws -> [String: Any] {
        let script = page.first("script[type=application/ld+json]")?.innerHTML ?? ""
        return try #require(try JSONSerialization.jsonObject(with: Data(script.utf8)) as? [String: Any])
    }

    @Test func aTimeNoteGoesIntoTheJSONLDAsPrepCookAndTotal() async throws {
        let site = try await Self.site(files: [("recipes/Mains/Chili.recipe", Self.chili), ("recipes/Soup.recipe", Self.soup)])
        let chili = try Self.jsonLD(try site.page("recipes/chili.html"))
        #expect(chili["prepTime"] as? String == "PT20M")
        #expect(chili["cookTime"] as? String == "PT1H")
        // The note's times, not the step's 90-minute timer.
        #expect(chili["totalTime"] as? String == "PT1H20M")
        let soup = try Self.jsonLD(try site.page("recipes/soup.html"))
        #expect(soup["prepTime"] == nil && soup["cookTime"] == nil)
        #expect(soup["totalTime"] as? String == "PT45M")
    }

    @Test func cardsShowTheTimeAndTheTimersSumAsApproximate() async throws {
        let site = try await Self.site(files: [
            ("recipes/Mains/Chili.recipe", Self.chili), ("recipes/Mains/Soup.recipe", Self.soup), ("recipes/Mains/Salad.recipe", Self.salad),
        ])
        for path in ["recipes/", "parts/mains/", ""] {
            let cards = try site.page(path).all("li.recipe-card")
            func card(_ title: String) -> PageHTML.Element? { cards.first { $0.text.hasPrefix(title) } }
            #expect(card("Chili")?["data-minutes"] == "80", "\(path)")
            #expect(card("Chili")?.innerHTML.contains("<p class=\"recipe-card-time\"><time datetime=\"PT1H20M\">1 h 20 min</time></p>") == true, "\(path)")
            #expect(card("Soup")?["data-minutes"] == "45", "\(path)")
            #expect(card("Soup")?.innerHTML.contains(">about 45 min</time>") == true, "\(path)")
            #expect(card("Salad")?["data-minutes"] == nil, "\(path)")
            #expect(card("Salad")?.innerHTML.contains("recipe-card-time") == false, "\(path)")
        }
        let line = try #require(try site.page("recipes/chili.html").first("p.recipe-time"))
        #expect(line.text == "Prep 20 min · Cook 1 h · Total 1 h 20 min")
        #expect(try site.page("recipes/soup.html").first("p.recipe-time")?.text == "Time: about 45 min")
        #expect(try site.page("recipes/salad.html").first("p.recipe-time") == nil)
    }

    @Test func theListsHaveATimeFilterInTheBooksLanguage() async throws {
        let site = try await Self.site(language: "de", files: [
            ("recipes/Hauptgerichte/Kuchen.recipe", "# Kuchen\n\n> Vorbereitung 20 Min., Backen 1 Std.\n\nBacken.\n"),
        ])
        for path in ["recipes/", "parts/hauptgerichte/"] {
            let page = try site.page(path)
            let filter = try #require(page.first("fieldset.time-filter"), "\(path)")
            #expect(filter["hidden"] != nil, "shown by the script only")
            #expect(page.all("input[name=time-filter]").map { $0["value"] } == ["", "30", "60"])
            #expect(filter.text == "Zeit Alle Bis 30 Min. Bis 1 Std.")
        }
        let card = try #require(try site.page("recipes/").first("li.recipe-card"))
        #expect(card["data-minutes"] == "80")
        #expect(card.text.contains("1 Std. 20 Min."))
        #expect(try site.page("recipes/kuchen.html").first("p.recipe-time")?.text == "Vorbereitung 20 Min. · Garzeit 1 Std. · Gesamt 1 Std. 20 Min.")
    }
}
