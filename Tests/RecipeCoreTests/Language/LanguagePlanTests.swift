import Testing
@testable import RecipeCore

/// A meal plan written in the book's language: its heading for things to buy beyond the
/// recipes, and the amounts there, are read in it.
@Suite struct LanguagePlanTests {
    @Test(arguments: [
        ("de", "## Dazu\n\n- Milch | 1,5 l\n"),
        ("fr", "## En plus\n\n- Lait | 1,5 l\n"),
        ("es", "## Además\n\n- Leche | 1,5 l\n"),
        ("nl", "## Extra's\n\n- Melk | 1,5 l\n"),
        ("it", "## In più\n\n- Latte | 1,5 l\n"),
    ])
    func extrasAreReadUnderTheBooksHeading(_ language: String, _ extras: String) {
        let parsed = MealPlanParser.parse("# Sonntag\n\n- Kuchen\n\n" + extras, file: "plans/Sonntag.md", language: Language(tag: language))
        #expect(parsed.plan.extras.count == 1, "\(language)")
        #expect(parsed.plan.extras.first?.quantity == Quantity(amount: .exact(1.5), unit: .l), "\(language): a decimal comma")
        #expect(parsed.plan.entries.count == 1)
    }

    @Test func anEnglishBookReadsOnlyEnglishHeadings() {
        let parsed = MealPlanParser.parse("# Sunday\n\n- Cake\n\n## Dazu\n\n- Milk | 1 l\n", file: "plans/Sunday.md")
        #expect(parsed.plan.extras.isEmpty)
    }
}
