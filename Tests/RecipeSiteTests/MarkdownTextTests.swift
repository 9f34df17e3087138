import Testing
@testable import RecipeSite

/// Descriptions and notes shown without markup: on recipe cards, in the feed, in search.
@Suite struct MarkdownTextTests {
    @Test(arguments: [
        ("Make [the crust](Pie%20Crust.recipe) *first*", "Make the crust first"),
        ("![A photo](x.jpg) of crème _brûlée_ 🍮", "A photo of crème brûlée 🍮"),
        ("Use `butter`, not margarine!", "Use butter, not margarine!"),
        ("An open ](bracket and no close", "An open ](bracket and no close"),
        ("[a](b) and [c](d).", "a and c."),
        ("Nothing to strip here.", "Nothing to strip here."),
    ])
    func markupIsDroppedAndWordsKept(_ markdown: String, _ plain: String) {
        #expect(MarkdownText.plain(markdown) == plain)
    }
}
