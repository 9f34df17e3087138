import RecipeCore

/// The contents pages, the index of ingredients and each ingredient's pages in pieces, recipe
/// by recipe and letter by letter, each made once and shared by every page that shows it.
struct ContentsPieces: Sendable {
    /// Each recipe's entry in the list of contents, by position, as the contents' first page
    /// shows it (`first`) and as its later pages, two folders deeper, show it (`later`).
    let entries: (first: [String], later: [String])
    /// Each recipe's link on an ingredient's page without the way back to the root:
    /// `recipes/stew.html">Stew</a></li>`.
    let links: [String]
    /// Which recipes use each ingredient.
    let ingredients: IngredientUsers
    /// Each ingredient's folder under `ingredients/`, by key: made of the key, which an edit
    /// that keeps every ingredient's page keeps.
    let slugs: [String: String]
    /// The index's ingredient keys by letter, each letter's keys sorted.
    let keysByLetter: [String: [String]]
    /// Each letter's part of the index, rendered.
    let letters: [String: String]
    /// The mark after a continued letter's heading: `(continued)` in the book's words.
    let continued: String
    /// Each ingredient's number in the index, in its order (`data-ingredient`, ``PantryData``).
    let numbers: [String: Int]

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
        let sizes = sortedLetters.map { byLetter[$0]?.count ?? 0 }
        let cut = ColumnPieces.middle(of: sizes)
        var numbers: [String: Int] = [:]
        var firsts: [Int] = []
        for letter in sortedLetters {
            firsts.append(numbers.count)
            for key in byLetter[letter] ?? [] { numbers[key] = numbers.count }
        }
        self.numbers = numbers
        let places = Array(zip(sortedLetters, firsts).enumerated())
        let rendered = await ParallelWork.map(places) { place in
            SiteBuilder.indexLetterHTML(
                place.element.0, keys: byLetter[place.element.0] ?? [], first: place.element.1, group: place.offset, cut: cut,
                ingredients: table, slugs: slugs, continued: mark)
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
}
