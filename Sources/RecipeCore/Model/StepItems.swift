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
        var run: [Written] = []
        var earlier: [Written] = []
        var earlierStarts: Set<String> = []
        var position = 0
        recipe.forEachElement { element in
            switch element {
            case .item(let item):
                run.append(Written(position: position, name: item.nameLink?.text ?? item.name, language: language))
                position += 1
            case .step(let step):
                var uses = run.map(\.position)
                if !earlier.isEmpty, let words = wordsNaming(earlierStarts, in: step.text, language: language) {
                    uses += named(in: words, earlier: earlier, own: run)
                }
                result.append(uses.sorted())
                // Kept in the order written and read newest first (``named(in:earlier:own:)``).
                earlier.append(contentsOf: run)
                earlierStarts.formUnion(run.flatMap(\.starts))
                run.removeAll(keepingCapacity: true)
            case .header, .note, .photo:
                break
            }
        }
        return result
    }

    /// The step's words as ``MentionMatcher`` compares them, or `nil` when no word of the step
    /// starts as an earlier item's last word does (`starts`: their first letters, three at
    /// most): most steps name no earlier item, and a word's form (``Language/wordKey(_:)``, the
    /// costly part) keeps the start of the word.
    private static func wordsNaming(_ starts: Set<String>, in text: String, language: Language) -> [String]? {
        let written = IngredientName.words(text)
        let namesOne = written.contains { word in
            (1...min(3, max(1, word.count))).contains { starts.contains(String(word.prefix($0))) }
        }
        return namesOne ? written.map(language.wordKey) : nil
    }

    /// An item as the steps after it look for it: made once, however many steps follow.
    private struct Written {
        let position: Int
        let name: String
        let matcher: MentionMatcher
        /// The first three letters of each of its last words, which a step word naming it starts with.
        let starts: [String]

        init(position: Int, name: String, language: Language) {
            self.position = position
            self.name = name
            matcher = MentionMatcher(name: name, language: language)
            starts = matcher.lastWords.map { String($0.prefix(3)) }
        }
    }

    /// The positions of the `earlier` items (in the order written) the step's `words` name in
    /// full or by the end of their name, the last written of each name only (a step means the
    /// newest of two), none sharing a main word with the step's `own` items. Most items are
    /// passed over by a look at their last words.
    private static func named(in words: [String], earlier: [Written], own: [Written]) -> [Int] {
        let present = Set(words)
        var seen: Set<String> = []
        var found: [Int] = []
        for item in earlier.reversed() where item.matcher.lastWords.contains(where: present.contains) {
            guard let strength = item.matcher.strength(in: words), strength >= .nameEnding,
                  seen.insert(IngredientName.key(item.name)).inserted,
                  !own.contains(where: { item.matcher.sharesHeadWord(with: $0.matcher) }) else { continue }
            found.append(item.position)
        }
        return found
    }
}
