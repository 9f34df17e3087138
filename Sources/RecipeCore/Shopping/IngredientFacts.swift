import Foundation

/// What shopping and cook mode need to know of an ingredient's name, worked out once per name
/// and process: a book names the same few hundred ingredients in thousands of items, and a big
/// build makes a list and a step-by-step page for every recipe.
public struct IngredientFacts: Sendable, Equatable {
    /// ``IngredientName/key(_:)``.
    public let key: String
    /// The category the built-in table gives.
    public let category: ItemCategory
    /// ``IngredientName/endsInPlural(_:)``.
    public let plural: Bool
    /// How a step names the ingredient (``StepItems``).
    let mention: MentionMatcher

    /// Sixteen caches for each language of ``Language/all``, picked by the name's length, so
    /// that threads making pages on every core seldom wait for the same lock.
    private static let caches = (0..<(16 * Language.all.count)).map { _ in Locked<[String: IngredientFacts]>([:]) }

    /// The facts of `name` (already trimmed), its category as a book in `language` guesses it
    /// (``CategoryTable/builtIn(for:)``).
    public static func of(_ name: String, language: Language = .english) -> IngredientFacts {
        let slot = language.isEnglish ? 0 : 16 * (Language.all.firstIndex(of: language) ?? 0)
        let cache = caches[slot + (name.utf8.count & 15)]
        if let known = cache.withLock({ $0[name] }) { return known }
        let known = IngredientFacts(
            key: IngredientName.key(name), category: CategoryTable.builtIn(for: language).category(for: name),
            plural: IngredientName.endsInPlural(name), mention: MentionMatcher(name: name, language: language))
        cache.withLock { facts in
            // A long-running watch session must not grow without end. (Names cluster by
            // length, so one part may hold most of a book's names: each is allowed as many as
            // the whole cache once was.)
            if facts.count > 100_000 { facts.removeAll() }
            facts[name] = known
        }
        return known
    }
}
