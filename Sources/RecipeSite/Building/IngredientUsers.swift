import RecipeCore

/// One ingredient as a recipe uses it: its key (case and plural folded) and its name as the
/// recipe first writes it.
struct IngredientUse: Sendable, Equatable {
    let key: String
    let name: String
}

/// Which recipes use each ingredient, in book order, kept recipe by recipe: an edit of one
/// recipe's ingredients updates it without going through the book again.
struct IngredientUsers: Sendable {
    /// Each recipe's ingredients, by its position in the book: one use per key, in the order
    /// the recipe first uses them.
    private(set) var uses: [[IngredientUse]]
    /// The positions of the recipes that use each key, in book order.
    private(set) var users: [String: [Int]]

    /// The table of `uses` (one list per recipe, in book order), gathered on every core.
    static func make(uses: [[IngredientUse]]) async -> IngredientUsers {
        let chunkSize = 256
        let gathered = await SiteBuilder.concurrentMap(Array(stride(from: 0, to: uses.count, by: chunkSize))) { start in
            var users: [String: [Int]] = [:]
            for position in start..<min(start + chunkSize, uses.count) {
                for use in uses[position] { users[use.key, default: []].append(position) }
            }
            return users
        }
        var users: [String: [Int]] = [:]
        for chunk in gathered {
            users.merge(chunk) { first, later in first + later }
        }
        return IngredientUsers(uses: uses, users: users)
    }

    /// A recipe's ingredients, one use per key: the items `naming` gives a key and name,
    /// each key with the name it is first written with.
    static func uses(of recipe: Recipe, naming: (Item) -> IngredientUse?) -> [IngredientUse] {
        var uses: [IngredientUse] = []
        var seen = Set<String>()
        for case .item(let item) in recipe.elements {
            guard let use = naming(item), seen.insert(use.key).inserted else { continue }
            uses.append(use)
        }
        return uses
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

    /// Puts the recipe at `position`'s new `uses` in its place; returns the keys whose users or
    /// shown name may have changed.
    mutating func replace(at position: Int, with new: [IngredientUse]) -> Set<String> {
        let old = uses[position]
        guard old != new else { return [] }
        uses[position] = new
        let oldNames = Dictionary(old.map { ($0.key, $0.name) }) { first, _ in first }
        let newNames = Dictionary(new.map { ($0.key, $0.name) }) { first, _ in first }
        var changed = Set<String>()
        for (key, name) in oldNames where newNames[key] != name {
            changed.insert(key)
            guard newNames[key] == nil else { continue }
            users[key]?.removeAll { $0 == position }
            if users[key]?.isEmpty == true { users[key] = nil }
        }
        for key in newNames.keys where oldNames[key] == nil {
            changed.insert(key)
            var positions = users[key] ?? []
            positions.insert(position, at: positions.firstIndex { $0 > position } ?? positions.endIndex)
            users[key] = positions
        }
        return changed
    }
}
