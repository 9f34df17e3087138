import Testing
@testable import RecipeCore

@Suite("FriendlyFraction")
struct FriendlyFractionTests {
    static let examples: [(Double, String)] = [
        (1.5, "1½"),
        (1.0 / 3, "⅓"),
        (0.333, "⅓"),
        (0.25, "¼"),
        (2, "2"),
        (0, "0"),
        (0.125, "⅛"),
        (0.375, "⅜"),
        (0.625, "⅝"),
        (0.875, "⅞"),
        (1.66667, "1⅔"),
        (0.75, "¾"),
        (3.49, "3½"),          // within 0.02 of a half
        (2.37, "2.37"),        // eighths must be closer: not 2⅜
        (2.48, "2.48"),        // 0.02 away: no longer a half
        (2.1, "2.1"),
        (2.05, "2.05"),
        (2.004, "2"),
        (2.999, "3"),
        (100, "100"),
        (0.004, "0.004"),      // never shown as 0
        (-1.5, "-1½"),
    ]

    @Test("Common fractions as glyphs, others as short decimals", arguments: examples)
    func format(_ value: Double, _ expected: String) {
        #expect(FriendlyFraction.format(value) == expected)
    }

    @Test("Amount display text", arguments: [
        (Amount.exact(1.5), "1½"),
        (Amount.range(2, 3), "2–3"),
        (Amount.range(0.25, 0.5), "¼–½"),
        (Amount.exact(2.37), "2.37"),
    ])
    func displayText(_ amount: Amount, _ expected: String) {
        #expect(amount.displayText == expected)
    }

    @Test("Scaling then display", arguments: [
        (Amount.exact(0.5), 3.0, "1½"),
        (Amount.exact(1), 1.0 / 3, "⅓"),
        (Amount.range(1, 2), 1.5, "1½–3"),
    ])
    func scaled(_ amount: Amount, _ factor: Double, _ expected: String) {
        #expect(amount.scaled(by: factor).displayText == expected)
    }
}
