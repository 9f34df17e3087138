import RecipeCore

/// The contents pages, the index of ingredients and each ingredient's pages in pieces, kept
/// recipe by recipe and letter by letter: an edit of one recipe's sections or ingredients
/// makes its own entry, the index letters and the ingredients it touches again, and the pages
/// are put together from those and everyone else's kept pieces.
struct ContentsPieces: Sendable {
    /// Each recipe's entry in the list of contents, by position, as the contents' first page
    /// shows it (`first`) and as its later pages, two folders deeper, show it (`later`).
    private(set) var entries: (first: [String], later: [String])
    /// Each recipe's link on an ingredient's page without the way back to the root:
    /// `recipes/stew.html">Stew</a></li>`.
    let links: [String]
    /// Which recipes use each ingredient.
    private(set) var ingredients: IngredientUsers
    /// Each ingredient's folder under `ingredients/`, by key: made of the key, which an edit
    /// that keeps every ingredient's page keeps.
    let slugs: [String: String]
    /// The index's ingredient keys by letter, each letter's keys sorted.
    private(set) var keysByLetter: [String: [String]]
    /// Each letter's part of the index, rendered.
    private(set) var letters: [String: String]
    /// The pages around the contents' lists, once made, by path.
    var shells: [String: PageShell] = [:]
    /// The mark after a continued letter's heading: `(continued)` in the book's words.
    let continued: String

    init(
        entries: (first: [String], later: [String]), links: [String], ingredients: IngredientUsers, continued: String
    ) async {
        self.continued = continued
        self.entries = entries
        self.links = links
        self.ingredients = ingredients
        var keysByLetter: [String: [String]] = [:]
        for (key, name) in ingredients.sortedNames {
            keysByLetter[SiteBuilder.indexLetter(name), default: []].append(key)
        }
        self.keysByLetter = keysByLetter
        slugs = Self.slugs(for: ingredients.users.keys.sorted())
        let sortedLetters = keysByLetter.keys.sorted()
        let (byLetter, table, slugs) = (keysByLetter, ingredients, slugs)
        let mark = ColumnPieces.continuedMark(continued)
        let rendered = await SiteBuilder.concurrentMap(sortedLetters) { letter in
            SiteBuilder.indexLetterHTML(letter, keys: byLetter[letter] ?? [], ingredients: table, slugs: slugs, continued: mark)
        }
        self.letters = Dictionary(uniqueKeysWithValues: zip(sortedLetters, rendered))
    }

    /// A folder name for each of `keys` (sorted), told apart by a number when two keys make
    /// the same.
    private static func slugs(for keys: [String]) -> [String: String] {
        var taken = Set<String>()
        var slugs: [String: String] = [:]
        for key in keys {
            let base = Slug.make(from: key)
            var slug = base
            var number = 2
            while !taken.insert(slug).inserted {
                slug = base + "-" + String(number)
                number += 1
            }
            slugs[key] = slug
        }
        return slugs
    }

    /// The index of ingredients, letter by letter.
    var indexHTML: [String] {
        keysByLetter.keys.sorted().compactMap { letters[$0] }
    }

    /// The letters of the index, in order.
    var indexLetters: [String] {
        keysByLetter.keys.sorted()
    }

    /// Puts in a new version of the recipe at `position` (same file, title and part): its
    /// `entries` and `uses`; the letters whose ingredients it changed are made again. Returns
    /// the keys whose recipes or shown name changed.
    mutating func replace(at position: Int, entries new: (first: String, later: String), uses: [IngredientUse]) -> Set<String> {
        entries.first[position] = new.first
        entries.later[position] = new.later
        // Where each key this recipe used or uses was filed before: its first user may change.
        var oldLetters: [String: String] = [:]
        for use in ingredients.uses[position] + uses where oldLetters[use.key] == nil {
            oldLetters[use.key] = letter(of: use.key)
        }
        let changed = ingredients.replace(at: position, with: uses)
        guard !changed.isEmpty else { return [] }
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
                    letter, keys: keys, ingredients: ingredients, slugs: slugs, continued: ColumnPieces.continuedMark(continued))
            } else {
                keysByLetter[letter] = nil
                letters[letter] = nil
            }
        }
        return changed
    }

    /// The letter `key` is filed under now, if any recipe uses it.
    private func letter(of key: String) -> String? {
        ingredients.name(of: key).map(SiteBuilder.indexLetter)
    }
}
