import Foundation
import Testing

/// A book with an amount, a range and a plan multiplier far past the bounds of the "Numbers"
/// part of the safety chapter. Each of them used to stop `build` and `shopping-list` with
/// SIGILL; now every command runs to the end, warns at the line, and shows the amount as written.
@Suite struct AbsurdAmountCommandTests {
    static func book() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Test.recipe", """
        # Test

        - Water | 99999999999999999999 l
        - Flour | 1-99999999999999999999 g
        - Salt | 1 tsp
        """)
        try folder.write("Content/recipes/Soup.recipe", "# Soup\n\n- Stock | 1 l\n")
        try folder.write("Content/plans/Plan.md", "# Plan\n\n- Soup x1000000000000000000\n- Test\n")
        return folder
    }

    static let warnings = [
        "recipes/Test.recipe:3:1: warning: amount '99999999999999999999 l' is over the limit of 1000000; "
            + "it is shown as written, not scaled or added up",
        "recipes/Test.recipe:4:1: warning: amount '1-99999999999999999999 g' is over the limit of 1000000; "
            + "it is shown as written, not scaled or added up",
        "plans/Plan.md:3:1: warning: multiplier 'x1000000000000000000' is over the limit of 1000; 1 is used",
    ]

    @Test func buildFinishesWithWarningsAndShowsTheAmountsAsWritten() throws {
        let folder = try Self.book()
        let outcome = try CommandRunner.run(["build", "--content", "Content", "--output", "Site"], in: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        for line in Self.warnings {
            #expect(outcome.errors.contains(line), "missing: \(line)\n\(outcome.errors)")
        }
        let site = folder.url.appendingPathComponent("Site")
        let page = try String(contentsOf: site.appendingPathComponent("recipes/test.html"), encoding: .utf8)
        // Shown as text, with no numbers for the page script to scale.
        #expect(page.contains("<span class=\"item-amount\">99999999999999999999 l</span>"))
        #expect(page.contains("<span class=\"item-amount\">1-99999999999999999999 g</span>"))
        #expect(page.contains("data-low=\"1\" data-unit=\"tsp\""))
        #expect(!page.contains("e+"))
    }

    @Test func checkWarnsAtEachLine() throws {
        let folder = try Self.book()
        let outcome = try CommandRunner.run(["check", "--content", "Content"], in: folder.url)
        #expect(outcome.status == 0)
        for line in Self.warnings {
            #expect(outcome.errors.contains(line), "missing: \(line)\n\(outcome.errors)")
        }
    }

    @Test func exportWarnsAndGivesNoQuantity() throws {
        let folder = try Self.book()
        let outcome = try CommandRunner.run(["export", "--content", "Content"], in: folder.url)
        #expect(outcome.status == 0)
        #expect(outcome.errors.contains(Self.warnings[0]), "\(outcome.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let recipes = try #require(json["recipes"] as? [[String: Any]])
        let test = try #require(recipes.first { $0["title"] as? String == "Test" })
        let items = try #require(test["elements"] as? [[String: Any]])
        #expect(items.map { $0["amount"] as? String } == ["99999999999999999999 l", "1-99999999999999999999 g", "1 tsp"])
        #expect(items.map { $0["quantity"] is NSNull } == [true, true, false])
    }

    @Test func shoppingListKeepsTheAmountsAsWritten() throws {
        let folder = try Self.book()
        let outcome = try CommandRunner.run(["shopping-list", "--content", "Content", "--plan", "Plan"], in: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.contains(Self.warnings[2]), "\(outcome.errors)")
        #expect(outcome.output.contains("99999999999999999999 l  Water"), "\(outcome.output)")
        #expect(outcome.output.contains("1-99999999999999999999 g  Flour"), "\(outcome.output)")
        #expect(outcome.output.contains("1 l  Stock  (Soup)"), "\(outcome.output)")
    }

    @Test func aHugeMultiplierOnTheCommandLineIsAnError() throws {
        let folder = try Self.book()
        let outcome = try CommandRunner.run(["shopping-list", "--content", "Content", "Soup x5000"], in: folder.url)
        #expect(outcome.status == 1)
        #expect(outcome.errors == "error: multiplier 'x5000' of 'Soup x5000' is over the limit of 1000\n")
    }
}
