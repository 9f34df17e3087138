import Foundation
import Testing
@testable import RecipeSite

/// A German book's named timers, whose names come after the verb: each step's button is
/// named, paper shows the words alone, and no bracket is left on either.
@Suite struct TimerNameMarkupTests {
    @Test func aNameAfterTheVerbNamesTheButtonAndLeavesNoBracket() async throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "title = \"Kochbuch\"\nlanguage = \"de\"\n")
        try content.write("recipes/Brot.recipe", """
        # Brot

        - Mehl | 500 g |

        Den Teig 30 Minuten ruhen lassen [Teig].

        Kneten [Hände] und formen.
        """)
        let site = try await BuiltSite.build(content)
        let steps = try site.page("recipes/brot.html").all(".step-text")
        #expect(steps.count == 2)
        #expect(steps.first?.inside.all("button.timer").first?["data-timer-name"] == "Teig")
        #expect(steps.first?.text == "Den Teig 30 Minuten ruhen lassen.")
        #expect(steps.last?.text == "Kneten Hände und formen.")
        #expect(site.report.diagnostics.map(\.location.line) == [7], "the stray bracket is a warning at its line")
        let printed = try site.page("print/book.html").all(".step-text")
        #expect(printed.first?.inside.all("span.timer").first?.text == "30 Minuten")
        #expect(printed.allSatisfy { !$0.text.contains("[") })
    }
}
