/// The lists' pages in pieces: each recipe's card, made once for every depth a list shows it
/// at, on every core, and the A–Z list's letters.
struct ListsPieces: Sendable {
    /// Each recipe's description made plain (``RecipeListHTML/plainDescription(_:)``), by position.
    let descriptions: [String?]
    /// Each recipe's card, by position, for each folder depth (`root`) a list shows it at.
    let cards: [String: [String]]
    /// The letters of the A–Z list, each with its recipes by title.
    let letters: [(letter: String, positions: [Int])]
    /// The A–Z list's recipes in its order: the letters' one after the other.
    let order: [Int]

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
}
