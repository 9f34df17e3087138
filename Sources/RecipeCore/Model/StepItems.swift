/// Which items each step of a recipe uses, for a page that shows one step at a time.
///
/// The format says it first: a step uses the items written right before it, since the step
/// before (FORMAT.md: "a step sits right after the ingredients it uses"). A step also uses an
/// item written before an earlier step when it names it in full (`the rest of the garlic`),
/// unless one of its own items shares that item's main word (`sugar` beside `Brown sugar`).
/// An item written after a step is never that step's: `butter a dish` in the first step is
/// not the topping's butter.
public enum StepItems {
    /// For each step, in order, the positions of the items it uses among the recipe's items
    /// (from 0, as the page's `.elements > .item` are counted), ascending.
    public static func of(_ recipe: Recipe, language: Language) -> [[Int]] {
        var result: [[Int]] = []
        var run: [(position: Int, name: String)] = []
        var earlier: [(position: Int, name: String)] = []
        var position = 0
        recipe.forEachElement { element in
            switch element {
            case .item(let item):
                run.append((position, item.name))
                position += 1
            case .step(let step):
                var uses = run.map(\.position)
                if !earlier.isEmpty {
                    uses += named(in: step.text, earlier: earlier, own: run.map(\.name), language: language)
                }
                result.append(uses.sorted())
                earlier += run
                run.removeAll()
            case .header, .note, .photo:
                break
            }
        }
        return result
    }

    /// The positions of the `earlier` items the step's `text` names in full or by the end of
    /// their name, the last written of each name only, none sharing a main word with the
    /// step's `own` items.
    private static func named(in text: String, earlier: [(position: Int, name: String)], own: [String], language: Language) -> [Int] {
        let words = MentionMatcher.words(text, language: language)
        let ownMatchers = own.map { MentionMatcher(name: $0, language: language) }
        var seen: Set<String> = []
        var found: [Int] = []
        for item in earlier.reversed() where seen.insert(IngredientName.key(item.name)).inserted {
            let matcher = MentionMatcher(name: item.name, language: language)
            guard let strength = matcher.strength(in: words), strength >= .nameEnding,
                  !ownMatchers.contains(where: matcher.sharesHeadWord) else { continue }
            found.append(item.position)
        }
        return found
    }
}
