import Foundation
import Testing
@testable import RecipeCore

/// Names and amounts are trimmed on every shopping line; the quick way must give what
/// Foundation gives.
@Suite struct TrimmingTests {
    @Test(arguments: [
        "", " ", "\t", "Eggs", " Eggs", "Eggs ", "\tEggs\t", "½ cup", "2 ½", " ½ cup ",
        "\u{00A0}Crème fraîche\u{00A0}", "\u{3000}豆腐\u{3000}", "Thyme\u{2009}", "🍋", " 🍋 ",
        "line\nbreak", "\nkept\n", "a\u{0301}", "\u{0301}",
    ])
    func quickTrimMatchesFoundation(_ text: String) {
        #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
    }
}
