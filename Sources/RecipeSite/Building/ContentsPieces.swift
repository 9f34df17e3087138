import RecipeCore

/// The contents page in pieces, kept recipe by recipe and letter by letter: an edit of one
/// recipe's sections or ingredients makes its own entry and the index letters it touches
/// again, and the page is put together from those and everyone else's kept pieces.
struct ContentsPieces: Sendable {
    /// Each recipe's entry in the list of contents, by position: its link and its sections'.
    private(set) var entries: [String]
    /// Each recipe's link, as the index of ingredients lists the recipes that use one.
    let links: [String]
    /// Which recipes use each ingredient.
    private(set) var ingredients: IngredientUsers
    /// The index's ingredient keys by letter, each letter's keys sorted.
    private(set) var keysByLetter: [String: [String]]
    /// Each letter's part of the index, rendered.
    private(set) var letters: [String: String]
    /// The page around the contents and the index, once made.
    var shell: PageShell?
    /// The mark after a continued letter's heading: `(continued)` in the book's words.
    let continued: String

    init(entries: [String], links: [String], ingredients: IngredientUsers, continued: String) async {
        self.continued = continued
        self.entries = entries
        self.links = links
        self.ingredients = ingredients
        var keysByLetter: [String: [String]] = [:]
        for (key, name) in ingredients.sortedNames {
            keysByLetter[SiteBuilder.indexLetter(name), default: []].append(key)
        }
        self.keysByLetter = keysByLetter
        let sortedLetters = keysByLetter.keys.sorted()
        let (byLetter, table) = (keysByLetter, ingredients)
        let mark = ColumnPieces.continuedMark(continued)
        let rendered = await SiteBuilder.concurrentMap(sortedLetters) { letter in
            SiteBuilder.indexLetterHTML(letter, keys: byLetter[letter] ?? [], ingredients: table, links: links, continued: mark)
        }
        self.letters = Dictionary(uniqueKeysWithValues: zip(sortedLetters, rendered))
    }

    /// The index of ingredients, letter by letter.
    var indexHTML: [String] {
        keysByLetter.keys.sorted().compactMap { letters[$0] }
    }

    /// Puts in a new version of the recipe at `position` (same file, title and part): its
    /// `entry` and `uses`; the letters whose ingredients it changed are made again.
    mutating func replace(at position: Int, entry: String, uses: [IngredientUse]) {
        entries[position] = entry
        // Where each key this recipe used or uses was filed before: its first user may change.
        var oldLetters: [String: String] = [:]
        for use in ingredients.uses[position] + uses where oldLetters[use.key] == nil {
            oldLetters[use.key] = letter(of: use.key)
        }
        let changed = ingredients.replace(at: position, with: uses)
        guard !changed.isEmpty else { return }
        var touched = Set<String>()
        for key in changed {
            let old = oldLetters[key]
            let new = ingredients.name(of: key).map(SiteBuilder.indexLetter)
            if let old { touched.insert(old); keysByLetter[old]?.removeAll { $0 == key } }
            if let new {
                touched.insert(new)
                var keys = keysByLetter[new] ?? []
                keys.insert(key, at: keys.firstIndex { $0 > key } ?? keys.endIndex)
                keysByLetter[new] = keys
            }
        }
        for letter in touched {
            if let keys = keysByLetter[letter], !keys.isEmpty {
                letters[letter] = SiteBuilder.indexLetterHTML(
                    letter, keys: keys, ingredients: ingredients, links: links, continued: ColumnPieces.continuedMark(continued))
            } else {
                keysByLetter[letter] = nil
                letters[letter] = nil
            }
        }
    }

    /// The letter `key` is filed under now, if any recipe uses it.
    private func letter(of key: String) -> String? {
        ingredients.name(of: key).map(SiteBuilder.indexLetter)
    }
}
