import RecipeCore
import Testing
@testable import RecipeSite

/// A list's date written out in the book's language, from the theme's tables: never the
/// digits of one country, never the build machine's locale.
@Suite struct WrittenDateTests {
    @Test(arguments: [
        ("en", "28 November 2026"), ("de", "28. November 2026"), ("fr", "28 novembre 2026"),
        ("es", "28 de noviembre de 2026"), ("nl", "28 november 2026"), ("it", "28 novembre 2026"),
    ])
    func aDateReadsInTheBooksLanguage(code: String, written: String) {
        #expect(Wording(language: Language(tag: code)).shoppingList.date("2026-11-28") == written)
    }

    @Test func theDayHasNoLeadingZero() {
        #expect(Wording(language: .german).shoppingList.date("2026-05-04") == "4. Mai 2026")
        #expect(Wording(language: .spanish).shoppingList.date("2026-01-09") == "9 de enero de 2026")
    }

    @Test(arguments: [
        ("en", "1 November 2026"), ("de", "1. November 2026"), ("fr", "1er novembre 2026"),
        ("es", "1 de noviembre de 2026"), ("nl", "1 november 2026"), ("it", "1º novembre 2026"),
    ])
    func theFirstOfAMonthIsWrittenAsTheLanguageWritesIt(code: String, written: String) {
        #expect(Wording(language: Language(tag: code)).shoppingList.date("2026-11-01") == written)
    }

    @Test func aBookMayWriteItsDatesItsOwnWay() {
        let words = Wording(language: .english, overrides: ["longDateFormat": "{month} {day}, {y}"])
        #expect(words.shoppingList.date("2026-11-28") == "November 28, 2026")
    }

    @Test func thePageKeepsTheDateForMachinesInTimeDatetime() {
        let list = ShoppingList(title: nil, store: "Corner & Co", recipes: [], sections: [])
        let heading = ShoppingListHeading(list: list, date: "2026-11-28", words: Wording(language: .french).shoppingList)
        #expect(heading.details == "Corner & Co, 28 novembre 2026")
        #expect(heading.detailsHTML == "Corner &amp; Co, <time datetime=\"2026-11-28\">28 novembre 2026</time>")
    }
}
