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
/// "Äpfel", "wein" finds "Weißwein"). Results rank by: every word in the title first, then
/// kind (tag, recipe, guide), then a title whose first word starts with the first word
/// searched, then document number; only the best twelve need their `docs-N.js`.
///
/// Recipes' words are kept by file, so an edit within a recipe changes its own postings alone
/// and the files whose bytes that changes.
struct SearchIndex: Sendable {
    /// Documents per `docs-N.js`.
    static let docsPerChunk = 128

    /// Each document's card, by number.
    private(set) var cards: [SearchCard]
    /// How many tags, recipes and guide sections there are (``SearchKind`` order).
    let kindCounts: [Int]
    /// Each recipe's words, by its file: the identity an edit keeps.
    private var wordsByFile: [String: [String: SearchMark]]
    /// Each recipe's document number, by its file.
    private let documentByFile: [String: Int]
    /// Each word's postings: document number × 4 + mark, ascending.
    private var postings: [String: [UInt32]]
    /// Each word's postings as `postings-N.js` writes them.
    private var encoded: [String: String]
    /// Every word, in byte order.
    private(set) var words: [String]
    /// The shards: runs of `words`.
    private(set) var shards: [Range<Int>]

    /// The index of `tags`, `recipes` (each with its file) and `guide`, numbered in that order.
    init(tags: [SearchDocument], recipes: [(file: String, document: SearchDocument)], guide: [SearchDocument]) {
        let documents = tags + recipes.map(\.document) + guide
        cards = documents.map(\.card)
        kindCounts = [tags.count, recipes.count, guide.count]
        var byFile: [String: Int] = [:]
        var wordsByFile: [String: [String: SearchMark]] = [:]
        for (position, recipe) in recipes.enumerated() {
            byFile[recipe.file] = tags.count + position
            wordsByFile[recipe.file] = recipe.document.words
        }
        documentByFile = byFile
        self.wordsByFile = wordsByFile
        var postings: [String: [UInt32]] = [:]
        for (number, document) in documents.enumerated() {
            for (word, mark) in document.words {
                postings[word, default: []].append(Self.posting(number, mark))
            }
        }
        self.postings = postings
        encoded = postings.mapValues(SearchPostings.encode)
        words = postings.keys.sorted(by: Self.inByteOrder)
        shards = []
        shards = SearchPostings.layout(words) { [encoded] in encoded[$0]?.utf8.count ?? 0 }
    }

    /// Puts in the new version of the recipe in `file` (an edit within it: same title, same
    /// place); returns the words whose postings changed (none when its words stayed).
    @discardableResult
    mutating func replace(file: String, with document: SearchDocument) -> Set<String> {
        guard let number = documentByFile[file], let old = wordsByFile[file] else { return [] }
        if cards[number] != document.card { cards[number] = document.card }
        let new = document.words
        wordsByFile[file] = new
        var touched = Set<String>()
        for (word, mark) in old where new[word] != mark {
            touched.insert(word)
            remove(number, from: word)
        }
        for (word, mark) in new where old[word] != mark {
            touched.insert(word)
            insert(Self.posting(number, mark), into: word)
        }
        guard !touched.isEmpty else { return [] }
        for word in touched {
            encoded[word] = postings[word].map(SearchPostings.encode)
        }
        shards = SearchPostings.layout(words) { [encoded] in encoded[$0]?.utf8.count ?? 0 }
        return touched
    }

    /// The postings of `word` (for tests): each document number with its mark.
    func postings(of word: String) -> [(document: Int, mark: SearchMark)] {
        (postings[word] ?? []).map { (Int($0 >> 2), SearchMark(rawValue: Int($0 & 3)) ?? .elsewhere) }
    }

    /// The words of the shard numbered `shard`.
    func words(ofShard shard: Int) -> ArraySlice<String> { words[shards[shard]] }

    /// The postings text of `word`, as `postings-N.js` holds it.
    func encodedPostings(of word: String) -> String { encoded[word] ?? "" }

    private mutating func remove(_ number: Int, from word: String) {
        guard var list = postings[word] else { return }
        let at = Self.place(of: number, in: list)
        guard at < list.count, Int(list[at] >> 2) == number else { return }
        list.remove(at: at)
        if list.isEmpty {
            postings[word] = nil
            encoded[word] = nil
            if let place = wordPlace(word), words[place] == word { words.remove(at: place) }
        } else {
            postings[word] = list
        }
    }

    private mutating func insert(_ posting: UInt32, into word: String) {
        guard var list = postings[word] else {
            postings[word] = [posting]
            words.insert(word, at: wordPlace(word) ?? words.count)
            return
        }
        let at = Self.place(of: Int(posting >> 2), in: list)
        if at < list.count, list[at] >> 2 == posting >> 2 { list[at] = posting } else { list.insert(posting, at: at) }
        postings[word] = list
    }

    /// The first place in `words` whose word is not before `word`.
    private func wordPlace(_ word: String) -> Int? {
        var (low, high) = (0, words.count)
        while low < high {
            let middle = (low + high) / 2
            if Self.inByteOrder(words[middle], word) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first place in `list` whose document is not before `number`.
    private static func place(of number: Int, in list: [UInt32]) -> Int {
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(list[middle] >> 2) < number { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func posting(_ number: Int, _ mark: SearchMark) -> UInt32 {
        UInt32(number) << 2 | UInt32(mark.rawValue)
    }

    /// Byte order of UTF-8, the same on every machine (`String`'s `<` compares by Unicode
    /// canonical equivalence).
    static func inByteOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
