import RecipeCore

/// One ingredient as a recipe uses it: its key (case and plural folded) and its name as the
/// recipe first writes it.
struct IngredientUse: Sendable, Equatable {
    let key: String
    let name: String
}

/// A recipe's ingredients as the index of ingredients and as the stores' data name them, one
/// use per key in each, in the order the recipe first uses them; made in one pass over its
/// items, each item's facts looked up once for both when its name has nothing to trim.
struct IngredientUses: Sendable {
    /// Every named item, by the key of its name as written.
    private(set) var index: [IngredientUse] = []
    /// Every item whose trimmed name makes a shopping key, by that key.
    private(set) var shopping: [IngredientUse] = []

    init(of recipe: Recipe) {
        var index = UniqueUses()
        var shopping = UniqueUses()
        recipe.forEachElement { element in
            guard case .item(let item) = element, !item.name.isEmpty else { return }
            // A sub-recipe is indexed by its link's text (`Pie Crust`), not the link.
            let name = item.nameLink?.text ?? item.name
            let facts = IngredientFacts.of(name)
            index.add(IngredientUse(key: facts.key, name: name))
            let trimmed = name.trimmingSpaces
            let key = trimmed.utf8.count == name.utf8.count ? facts.key : IngredientFacts.of(trimmed).key
            if !key.isEmpty { shopping.add(IngredientUse(key: key, name: trimmed)) }
        }
        self.index = index.uses.compacted
        self.shopping = shopping.uses.compacted
    }

    /// Uses with no key twice, each key as first added.
    private struct UniqueUses {
        private(set) var uses: [IngredientUse] = []
        private var seen: Set<String>?

        // A recipe has a dozen or two items: a look through those found so far is cheaper
        // than hashing every key into a set, which only a recipe with many more is given.
        mutating func add(_ use: IngredientUse) {
            if seen == nil, uses.count == 32 { seen = Set(uses.map(\.key)) }
            if seen != nil {
                guard seen?.insert(use.key).inserted == true else { return }
            } else if uses.contains(where: { $0.key == use.key }) {
                return
            }
            uses.append(use)
        }
    }
}

/// Which recipes use each ingredient, in book order, gathered recipe by recipe on every core.
struct IngredientUsers: Sendable {
    /// Each recipe's ingredients, by its position in the book: one use per key, in the order
    /// the recipe first uses them.
    let uses: [[IngredientUse]]
    /// The positions of the recipes that use each key, in book order.
    let users: [String: [Int]]

    /// The table of `uses` (one list per recipe, in book order), gathered on every core.
    static func make(uses: [[IngredientUse]]) async -> IngredientUsers {
        let chunkSize = 256
        let gathered = await ParallelWork.map(Array(stride(from: 0, to: uses.count, by: chunkSize))) { start in
            var users: [String: [Int]] = [:]
            for position in start..<min(start + chunkSize, uses.count) {
                for use in uses[position] { users[use.key, default: []].append(position) }
            }
            return users
        }
        var users: [String: [Int]] = [:]
        for chunk in gathered {
            for (key, positions) in chunk { users[key, default: []].append(contentsOf: positions) }
        }
        return IngredientUsers(uses: uses, users: users)
    }

    /// The name `key` is shown by: as the first recipe that uses it writes it.
    func name(of key: String) -> String? {
        guard let first = users[key]?.first else { return nil }
        return uses[first].first { $0.key == key }?.name
    }

    /// Every key, sorted, with the name it is shown by.
    var sortedNames: [(key: String, name: String)] {
        users.keys.sorted().map { ($0, name(of: $0) ?? $0) }
    }
}
