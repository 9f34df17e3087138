import Testing
@testable import RecipeCore

@Suite struct TagScannerTests {
    @Test(arguments: [
        ("A #family favourite, #glutenfree too.", ["family", "glutenfree"]),
        ("See https://example.com/page#section for more", []),
        ("[#notatag](x) but (#inparens)", ["inparens"]),
        ("#süß und #crème-brûlée", ["süß", "crème-brûlée"]),
        ("We are #1 and #2nd", ["2nd"]),
        ("#date_night #trailing-", ["date_night", "trailing"]),
        ("no tags at all", []),
        ("# heading-like", []),
        ("#a#b", ["a"]),
    ])
    func findsTags(note: String, expected: [String]) {
        #expect(TagScanner.tags(in: note) == expected)
    }

    @Test func tagsAreUniqueIgnoringCaseKeepingFirstSpelling() {
        let parsed = RecipeParser.parse("# T\n\n> #Vegan #family\n\n> more #vegan and #Family #new\n", file: "t.recipe")
        #expect(parsed.recipe.tags == ["Vegan", "family", "new"])
    }

    @Test(arguments: [
        ("Serves 2. #quick #vegan", "Serves 2."),
        ("#family #baking", ""),
        ("Dad's #1 breakfast", "Dad's #1 breakfast"),
        ("Good with #tea, really", "Good with #tea, really"),
        ("A #mid tag then words #end", "A #mid tag then words"),
        ("See page#section", "See page#section"),
        ("Crème #süß  #Weihnachten ", "Crème"),
        // A last word that only looks like a tag stays: a number, a cut-off dash, a stop.
        ("Serves 4 #2", "Serves 4 #2"),
        ("Bake it #later-", "Bake it #later-"),
        ("Bake it #soon.", "Bake it #soon."),
        ("Bake it #a#b", "Bake it #a#b"),
        ("Bake it #_ #-x", "Bake it #_"),
    ])
    func tagsEndingANoteAreLeftOffItsText(note: String, shown: String) {
        #expect(TagScanner.withoutTrailingTags(note) == shown)
    }
}
