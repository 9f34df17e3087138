/// The lists' pages in pieces, kept recipe by recipe: an edit of one recipe's description or
/// tags makes its own cards again, and the lists that show it are put together from those
/// and everyone else's kept cards.
struct ListsPieces: Sendable {
    /// Each recipe's description made plain (``RecipeListHTML/plainDescription(_:)``), by position.
    private(set) var descriptions: [String?]
    /// Each recipe's card, by position, for each folder depth (`root`) a list shows it at.
    private(set) var cards: [String: [String]]
    /// The letters of the A–Z list, each with its recipes by title.
    let letters: [(letter: String, positions: [Int])]
    /// The A–Z list's recipes in its order: the letters' one after the other.
    let order: [Int]
    /// Each page's page around its lists, once made, by path, with the number of recipes its
    /// list has (which a part's or tag's page says).
    var shells: [String: (count: Int, shell: PageShell)] = [:]

    init(descriptions: [String?], cards: [String: [String]], letters: [(letter: String, positions: [Int])]) {
        self.descriptions = descriptions
        self.cards = cards
        self.letters = letters
        order = letters.flatMap(\.positions)
    }

    /// The cards of `positions` as a page at `root` shows them (made there and then for a
    /// root no list was made at).
    func cards(_ positions: some Collection<Int>, root: String, index: SiteIndex) -> [String] {
        guard let made = cards[root] else {
            return positions.map { RecipeListHTML.card($0, index: index, root: root, description: descriptions[$0]) }
        }
        return positions.map { made[$0] }
    }

    /// Makes the cards of the recipe at `position` again, from `index`'s book.
    mutating func replace(at position: Int, index: SiteIndex) {
        let description = index.book.recipes[position].description.map(RecipeListHTML.plainDescription)
        descriptions[position] = description
        for root in cards.keys {
            cards[root]?[position] = RecipeListHTML.card(position, index: index, root: root, description: description)
        }
    }

    /// The page a shell of `count` recipes was kept for at `path`, taken out to be filled.
    mutating func shell(at path: String, count: Int) -> PageShell? {
        shells[path].flatMap { $0.count == count ? $0.shell : nil }
    }
}
