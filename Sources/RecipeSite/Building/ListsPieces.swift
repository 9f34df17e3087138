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
    /// The A–Z page around its lists, once made.
    var allRecipesShell: PageShell?
    /// Each part's and tag's page around its list, once made, by path, with the number of
    /// recipes it shows (which the page says).
    var shells: [String: (count: Int, shell: PageShell)] = [:]

    /// The cards of `positions` as a page at `root` shows them (made there and then for a
    /// root no list was made at).
    func cards(_ positions: [Int], root: String, index: SiteIndex) -> [String] {
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
}
