/// The search box's inverted index, written as several scripts under `assets/search/` so that a
/// first search downloads only what its words need (issue 21: a book of ten thousand recipes
/// made one 4.7 MB file of it):
///
/// - `words.js`: every folded word, grouped by the postings shard that holds it (consecutive
///   runs of the dictionary in byte order), and how many documents each kind has;
/// - `postings-N.js`: for each word of shard N, the documents holding it, delta-encoded, each
///   with its ``SearchMark`` (``SearchPostings``);
/// - `docs-N.js`: what a result shows of ``docsPerChunk`` documents in a row.
///
/// Documents are numbered tags, recipes, guide sections, each kind in the order of the old
/// single index. The search (recipebook.js, `searchEntries`): the query is folded and split into
/// words; every word must match a word of a document, a word of one letter as a whole word, of
/// two letters at a word's start, of three or more anywhere inside a word ("apfel" finds
/// "Äpfel", "wein" finds "Weißwein"). When that finds fewer than twelve documents, a word of
/// five letters or more also matches the few dictionary words one typo from it (nine or more:
/// two), which needs only `words.js` to choose them and their `postings-N.js` (issue 42).
/// Results rank by: fewest typos, then every word in the title, then kind (tag, recipe,
/// guide), then a title whose first word starts with the first word searched, then document
/// number; only the best twelve need their `docs-N.js`.
struct SearchIndex: Sendable {
    /// Documents per `docs-N.js`.
    static let docsPerChunk = 128

    /// Each document's card, by number.
    let cards: [SearchCard]
    /// How many tags, recipes and guide sections there are (``SearchKind`` order).
    let kindCounts: [Int]
    /// Each word's postings: document number × 4 + mark, ascending.
    private let postings: [String: [UInt32]]
    /// Each word's postings as `postings-N.js` writes them.
    private let encoded: [String: String]
    /// Every word, in byte order.
    let words: [String]
    /// The shards: runs of `words`.
    let shards: [Range<Int>]

    /// The index of `tags`, `recipes` and `guide`, numbered in that order.
    init(tags: [SearchDocument], recipes: [SearchDocument], guide: [SearchDocument]) {
        let documents = tags + recipes + guide
        cards = documents.map(\.card)
        kindCounts = [tags.count, recipes.count, guide.count]
        var postings: [String: [UInt32]] = [:]
        for (number, document) in documents.enumerated() {
            for (word, mark) in document.words {
                postings[word, default: []].append(Self.posting(number, mark))
            }
        }
        self.postings = postings
        encoded = postings.mapValues(SearchPostings.encode)
        let words = postings.keys.sorted(by: Self.inByteOrder)
        self.words = words
        shards = SearchPostings.layout(words) { [encoded] in encoded[$0]?.utf8.count ?? 0 }
    }

    /// The postings of `word` (for tests): each document number with its mark.
    func postings(of word: String) -> [(document: Int, mark: SearchMark)] {
        (postings[word] ?? []).map { (Int($0 >> 2), SearchMark(rawValue: Int($0 & 3)) ?? .elsewhere) }
    }

    /// The words of the shard numbered `shard`.
    func words(ofShard shard: Int) -> ArraySlice<String> { words[shards[shard]] }

    /// The postings text of `word`, as `postings-N.js` holds it.
    func encodedPostings(of word: String) -> String { encoded[word] ?? "" }


    private static func posting(_ number: Int, _ mark: SearchMark) -> UInt32 {
        UInt32(number) << 2 | UInt32(mark.rawValue)
    }

    /// Byte order of UTF-8, the same on every machine (`String`'s `<` compares by Unicode
    /// canonical equivalence).
    static func inByteOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
