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
        var stepsLeft = 0
        recipe.forEachElement { if case .step = $0 { stepsLeft += 1 } }
        // The items written since the last step; each is made a ``Written`` only when a step
        // may look for it: the items of the last step are never looked for.
        var run: [(position: Int, name: String)] = []
        var earlier: [Written] = []
        var earlierStarts: Set<String> = []
        var position = 0
        recipe.forEachElement { element in
            switch element {
            case .item(let item):
                run.append((position, item.nameLink?.text ?? item.name))
                position += 1
            case .step(let step):
                stepsLeft -= 1
                var uses = run.map { $0.position }
                var own: [Written]?
                func written() -> [Written] {
                    if let own { return own }
                    let made = run.map { Written(position: $0.position, name: $0.name, language: language) }
                    own = made
                    return made
                }
                if !earlier.isEmpty, let words = wordsNaming(earlierStarts, in: step.text, language: language) {
                    uses += named(in: words, earlier: earlier, own: written())
                }
                result.append(uses.sorted())
                if stepsLeft > 0 {
                    // Kept in the order written and read newest first (``named(in:earlier:own:)``).
                    for item in written() {
                        earlier.append(item)
                        earlierStarts.formUnion(item.starts)
                    }
                }
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
            var start = ""
            return word.prefix(3).contains { letter in
                start.append(letter)
                return starts.contains(start)
            }
        }
        return namesOne ? written.map(language.wordKey) : nil
    }

    /// An item as the steps after it look for it: its name's facts are worked out once per
    /// name (``IngredientFacts``), however many recipes name it.
    private struct Written {
        let position: Int
        /// ``IngredientName/key(_:)`` of its name.
        let key: String
        let matcher: MentionMatcher

        init(position: Int, name: String, language: Language) {
            self.position = position
            let facts = IngredientFacts.of(name, language: language)
            key = facts.key
            matcher = facts.mention
        }

        /// The first three letters of each of its last words, which a step word naming it starts with.
        var starts: [String] { matcher.lastWordStarts }
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
                  seen.insert(item.key).inserted,
                  !own.contains(where: { item.matcher.sharesHeadWord(with: $0.matcher) }) else { continue }
            found.append(item.position)
        }
        return found
    }
}
