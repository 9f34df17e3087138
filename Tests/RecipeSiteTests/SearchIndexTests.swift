import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// The search index's writer: words folded as the page folds what a reader types, each with
/// where it stands, shards of bounded size that never split a word, a document of every kind
/// numbered in kind order, and an edit that leaves the index as a fresh build would.
@Suite struct SearchIndexTests {
    @Test(arguments: [
        ("Crème Brûlée", ["creme", "brulee"]),
        ("Grandma's ÄPFEL-Kuchen", ["grandma", "s", "apfel", "kuchen"]),
        ("Weißwein & Œufs, Łódź", ["weisswein", "oeufs", "lodz"]),
        ("½ cup 12-inch #vegan", ["½", "cup", "12", "inch", "vegan"]),
        ("Ærøskøbing Straße", ["aeroskobing", "strasse"]),
        ("  ", []),
    ])
    func wordsAreFoldedAsThePageFoldsAQuery(_ text: String, _ words: [String]) {
        #expect(SearchWords.words(in: text) == words)
    }

    /// The quick way through runs of ASCII gives the words the whole text folded gives.
    @Test(arguments: [
        "Braised Açaí Curry: 1-3 Cups açaí, 220 °C (fan 200 °C) 🍫 it's worth it",
        "e\u{301}tude -\u{301}x MIXED case Ｆｕｌｌ width ΣΟΦΊΑ ǅemal",
        "Grandma's ÄPFEL-Kuchen, Weißwein & Œufs; ½ tsp; x²; 3rd; ｶﾀｶﾅ; 漢字かな",
    ])
    func asciiRunsGiveTheWordsOfTheWholeTextFolded(_ text: String) {
        #expect(SearchWords.words(in: text) == SearchWords.foldedWords(in: text))
    }

    @Test func eachWordKeepsTheBestPlaceItStandsIn() {
        let card = SearchCard(title: "Apple Pie with Apple", url: "recipes/apple-pie.html", kind: .recipe, context: "Baking", image: nil)
        let document = SearchDocument(card: card, text: "Apples | pie crust | #Autumn")
        #expect(document.words == [
            "apple": .titleStart, "pie": .title, "with": .title, "baking": .elsewhere, "apples": .elsewhere,
            "crust": .elsewhere, "autumn": .elsewhere,
        ])
    }

    /// A tag, two recipes and a guide section, all holding "salt": numbered in kind order.
    static func everyKind() -> SearchIndex {
        func document(_ title: String, _ kind: SearchKind, _ text: String = "") -> SearchDocument {
            SearchDocument(card: SearchCard(title: title, url: title.lowercased() + "/", kind: kind, context: nil, image: nil), text: text)
        }
        return SearchIndex(
            tags: [document("#salt", .tag)],
            recipes: [document("Soup", .recipe, "Salt"), document("Salt Bread", .recipe)],
            guide: [document("Seasoning", .guide, "salt")])
    }

    @Test func aDocumentOfEveryKindIsNumberedTagsRecipesGuide() throws {
        let index = Self.everyKind()
        #expect(index.postings(of: "salt").map(\.document) == [0, 1, 2, 3])
        #expect(index.postings(of: "salt").map(\.mark) == [.titleStart, .elsewhere, .titleStart, .elsewhere])
        #expect(SearchPostings.decode(index.encodedPostings(of: "salt")).map(\.document) == [0, 1, 2, 3])
        let dictionary = try text(SearchScripts.dictionary(index))
        #expect(dictionary.contains("\"kinds\":[1,2,1],\"chunk\":128"))
        let cards = try text(SearchScripts.chunk(0, of: index))
        #expect(cards.contains(##"[["#salt","#salt/"],["Soup","soup/"],["Salt Bread","salt bread/"],["Seasoning","seasoning/"]]"##))
        #expect(SearchScripts.paths(index) == ["assets/search/words.js", "assets/search/postings-0.js", "assets/search/docs-0.js"])
    }

    @Test func postingsReadBackWithLargeGapsAndEveryMark() {
        let postings: [UInt32] = [0 << 2 | 2, 1 << 2 | 0, 40 << 2 | 1, 70_000 << 2 | 2, 70_001 << 2 | 1]
        let decoded = SearchPostings.decode(SearchPostings.encode(postings))
        #expect(decoded.map(\.document) == [0, 1, 40, 70_000, 70_001])
        #expect(decoded.map(\.mark) == [2, 0, 1, 2, 1])
        #expect(SearchPostings.encode(postings).allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }

    /// 3,000 recipes, each with words shared by many (long postings) and one of its own.
    static func bigIndex() -> SearchIndex {
        let recipes = (0..<3_000).map { number in
            let text = "word\(number) shared\(number % 7) common\(number % 300) every"
            let card = SearchCard(title: "Recipe \(number)", url: "recipes/r\(number).html", kind: .recipe, context: nil, image: nil)
            return SearchDocument(card: card, text: text)
        }
        return SearchIndex(tags: [], recipes: recipes, guide: [])
    }

    @Test func shardsStayWithinTheirBoundAndNeverSplitAWord() throws {
        let index = Self.bigIndex()
        #expect(index.shards.count > 3)
        // The shards are runs of the dictionary, in byte order, each word in one of them.
        #expect(index.shards.first?.lowerBound == 0 && index.shards.last?.upperBound == index.words.count)
        for (shard, next) in zip(index.shards, index.shards.dropFirst()) { #expect(shard.upperBound == next.lowerBound) }
        #expect(index.words == index.words.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        for shard in index.shards.indices {
            let script = try text(SearchScripts.shard(shard, of: index))
            let words = index.words(ofShard: shard)
            if words.count > 1 {
                #expect(script.utf8.count <= SearchPostings.shardLimit + 100, "shard \(shard): \(script.utf8.count) bytes")
            }
            // Each word's postings are all in its shard: 3,000 documents for a word every recipe has.
            for word in words where word.hasPrefix("shared") || word == "every" {
                #expect(script.contains("\"" + index.encodedPostings(of: word) + "\""))
            }
        }
        #expect(index.postings(of: "every").count == 3_000)
        #expect(index.postings(of: "shared3").count == 429)
    }

    @Test func aWordBiggerThanAShardHasAShardOfItsOwn() {
        let sizes = ["a": 10, "b": SearchPostings.shardLimit + 1_000, "c": 10, "d": 10]
        #expect(SearchPostings.layout(["a", "b", "c", "d"]) { sizes[$0] ?? 0 } == [0..<1, 1..<2, 2..<4])
    }

    private func text(_ file: SiteFile) throws -> String {
        guard case .text(let text) = file.content else { throw CocoaError(.fileReadUnknown) }
        return text
    }
}
