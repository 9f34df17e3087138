import Foundation
import Testing
@testable import RecipeSite

/// Each language's fixture book is read in its language: units, ranges, decimal commas,
/// timers and oven temperatures reach its pages, and its store and plan make lists.
@Suite struct LanguageFixtureBooksTests {
    struct Book: Sendable, CustomTestStringConvertible {
        let code: String, cake: String, soup: String, timer: String, plan: String
        var testDescription: String { code }
    }

    static let books = [
        Book(code: "de", cake: "apfelkuchen", soup: "kartoffelsuppe", timer: "Teigruhe", plan: "sonntagsessen"),
        Book(code: "fr", cake: "tarte-aux-pommes", soup: "soupe-de-poireaux", timer: "Repos", plan: "dejeuner-du-dimanche"),
        Book(code: "es", cake: "tarta-de-manzana", soup: "sopa-de-patatas", timer: "Reposo", plan: "comida-del-domingo"),
        Book(code: "nl", cake: "appeltaart", soup: "aardappelsoep", timer: "Rusten", plan: "zondagsdiner"),
        Book(code: "it", cake: "torta-di-mele", soup: "minestra-di-patate", timer: "Riposo", plan: "pranzo-della-domenica"),
        Book(code: "en", cake: "apple-cake", soup: "potato-soup", timer: "Resting", plan: "sunday-lunch"),
    ]

    /// `low`, `high` and `unit` of every amount the page understood.
    static func amounts(_ page: PageHTML) -> [String] {
        page.all(".item-amount[data-low]").map { amount in
            [amount["data-low"], amount["data-high"].flatMap { $0.isEmpty ? nil : $0 }, amount["data-unit"]]
                .compactMap { $0 }.joined(separator: " ")
        }
    }

    @Test(arguments: books)
    func theBookIsReadInItsLanguage(_ book: Book) async throws {
        let content = try TemporaryContent()
        try LanguageFixture.copy(book.code, into: content)
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")

        let cake = try site.page("recipes/\(book.cake).html")
        let cakeAmounts = Self.amounts(cake)
        for expected in ["1.5 kg", "2 tbsp", "0.25 l", "125 g", "1 pinch"] {
            #expect(cakeAmounts.contains(expected), "\(expected) in \(cakeAmounts)")
        }
        let timers = cake.all("button.timer").map { ($0["data-timer-name"] ?? "", $0["data-seconds"] ?? "") }
        #expect(timers.map(\.0) == [book.timer, ""] && timers.map(\.1) == ["1800", "2700"], "\(timers)")
        #expect(cake.first(".temperature") != nil, "the oven's 180 degrees")

        let soupAmounts = Self.amounts(try site.page("recipes/\(book.soup).html"))
        #expect(soupAmounts.contains("1 2 tsp") && soupAmounts.contains("1.5 l"), "\(soupAmounts)")

        let plan = try site.page("plans/\(book.plan)/")
        #expect(plan.first("nav.store-picker")?.inside.all("a").count == 2, "by category and the book's store")
        #expect(plan.all(".shopping-line").count >= 10)
    }
}
