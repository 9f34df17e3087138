/// The lists' pages in pieces: what each recipe's card says and what it is made of, and the
/// A–Z list's letters. A list's page is rendered only when it is written, and known by a
/// fingerprint that holds its cards' keys, so a rebuild writes again only the pages whose
/// cards, or what stands around them, changed.
struct ListsPieces: Sendable {
    /// What each recipe's card says besides its title (description, time), by position.
    let texts: [CardText]
    /// What each recipe's card is made of, by position: its ``RecipeSummary/lists`` and where
    /// its tags' pages are.
    let cardKeys: [Int]
    /// The letters of the A–Z list, each with its recipes by title.
    let letters: [(letter: String, positions: [Int])]
    /// The A–Z list's recipes in its order: the letters' one after the other.
    let order: [Int]

    init(texts: [CardText], cardKeys: [Int], letters: [(letter: String, positions: [Int])]) {
        self.texts = texts
        self.cardKeys = cardKeys
        self.letters = letters
        order = letters.flatMap(\.positions)
    }

    /// The cards of `positions` as a page at `root` shows them; on the page of the tag at
    /// `shownTag` (a path), without that tag.
    func cards(_ positions: some Collection<Int>, root: String, index: SiteIndex, shownTag: String? = nil) -> [String] {
        positions.map { RecipeListHTML.card($0, index: index, root: root, text: texts[$0], shownTag: shownTag) }
    }

    /// A list page's fingerprint: the site's version, what the page says around its cards
    /// (`around`), and the keys of the cards of `positions`.
    func fingerprint(siteVersion: Int, around: some Hashable, positions: some Sequence<Int>) -> Int {
        var hasher = Hasher()
        hasher.combine(siteVersion)
        hasher.combine(around)
        for position in positions { hasher.combine(cardKeys[position]) }
        return hasher.finalize()
    }
}
