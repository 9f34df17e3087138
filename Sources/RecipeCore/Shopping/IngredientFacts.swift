import Foundation

/// What shopping needs to know of an ingredient's name, worked out once per name and process:
/// a book names the same few hundred ingredients in thousands of items, and a big build makes
/// a list for every recipe.
public struct IngredientFacts: Sendable, Equatable {
    /// ``IngredientName/key(_:)``.
    public let key: String
    /// The category the built-in table gives.
    public let category: ItemCategory
    /// ``IngredientName/endsInPlural(_:)``.
    public let plural: Bool

    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var facts: [String: IngredientFacts] = [:]
    }

    private static let cache = Cache()

    /// The facts of `name` (already trimmed).
    public static func of(_ name: String) -> IngredientFacts {
        cache.lock.lock()
        let known = cache.facts[name]
        cache.lock.unlock()
        if let known { return known }
        let facts = IngredientFacts(
            key: IngredientName.key(name), category: CategoryTable.builtIn.category(for: name),
            plural: IngredientName.endsInPlural(name))
        cache.lock.lock()
        // A long-running watch session must not grow without end.
        if cache.facts.count > 100_000 { cache.facts.removeAll() }
        cache.facts[name] = facts
        cache.lock.unlock()
        return facts
    }
}
