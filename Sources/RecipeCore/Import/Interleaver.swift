/// Moves each ingredient to just before the first step that mentions it — the format's
/// whole point — and leaves the ones no step mentions where they are, at the top.
///
/// Every element is kept exactly once; only items move. A step naming the item in full
/// (`brown sugar`) wins over one naming only its main word (`sugar`). Within a section that has
/// steps of its own, an item looks only at those steps; otherwise at every step. Two items of
/// the same name go to different steps when there are enough steps naming them. A section header
/// left with nothing under it, because all its items moved, is dropped.
public enum Interleaver {
    /// The elements with their items interleaved into the steps, words compared as `language`
    /// folds them (`Äpfel` names `Apfel`).
    public static func interleave(_ elements: [RecipeElement], language: Language = .english) -> [RecipeElement] {
        let section = sectionNumbers(elements)
        let stepWords: [Int: [String]] = Dictionary(uniqueKeysWithValues: elements.indices.compactMap { index in
            guard case .step(let step) = elements[index] else { return nil }
            return (index, MentionMatcher.words(step.text, language: language))
        })
        let stepIndices = stepWords.keys.sorted()
        let matchers: [Int: MentionMatcher] = Dictionary(uniqueKeysWithValues: elements.indices.compactMap { index in
            guard case .item(let item) = elements[index] else { return nil }
            return (index, MentionMatcher(name: item.name, language: language))
        })
        var claimed: [Int: Set<Int>] = [:]
        for (step, words) in stepWords {
            claimed[step] = matchers.values.reduce(into: Set<Int>()) { $0.formUnion($1.claimedPositions(in: words)) }
        }
        var movedBefore: [Int: [Int]] = [:]
        var moved: Set<Int> = []
        var takenNames: [Int: Set<String>] = [:]
        for index in elements.indices {
            guard case .item(let item) = elements[index] else { continue }
            let own = stepIndices.filter { section[$0] == section[index] }
            let candidates = own.isEmpty ? stepIndices : own
            guard let matcher = matchers[index] else { continue }
            let key = item.name.headingKey
            let mention = Mention(words: stepWords, claimed: claimed, taken: takenNames)
            guard let target = mention.first(for: matcher, in: candidates, avoiding: key) else {
                continue
            }
            movedBefore[target, default: []].append(index)
            takenNames[target, default: []].insert(key)
            moved.insert(index)
        }
        var order: [Int] = []
        for index in elements.indices where !moved.contains(index) {
            order += movedBefore[index, default: []]
            order.append(index)
        }
        return droppingEmptiedHeaders(order, elements)
    }

    /// For each element, the number of the section it is in (0 before the first header).
    private static func sectionNumbers(_ elements: [RecipeElement]) -> [Int] {
        var numbers: [Int] = []
        var current = 0
        for element in elements {
            if case .header = element { current += 1 }
            numbers.append(current)
        }
        return numbers
    }

    /// The elements in `order`, without the headers whose sections were emptied by the moves.
    private static func droppingEmptiedHeaders(_ order: [Int], _ elements: [RecipeElement]) -> [RecipeElement] {
        func isHeader(_ index: Int) -> Bool {
            if case .header = elements[index] { return true }
            return false
        }
        func headsSomething(_ list: [Int], at position: Int) -> Bool {
            let next = position + 1
            return next < list.count && !isHeader(list[next])
        }
        let original = Array(elements.indices)
        var result: [RecipeElement] = []
        for (position, index) in order.enumerated() {
            if isHeader(index), !headsSomething(order, at: position), headsSomething(original, at: index) {
                continue
            }
            result.append(elements[index])
        }
        return result
    }
}

/// What the steps say, for finding the step that first mentions an item.
private struct Mention {
    /// Each step's words, by element index.
    let words: [Int: [String]]
    /// Each step's word positions covered by item names of several words.
    let claimed: [Int: Set<Int>]
    /// The names of the items already placed before each step.
    let taken: [Int: Set<String>]

    /// The step that first names the item most clearly, preferring steps not already given an
    /// item of the same name.
    func first(for matcher: MentionMatcher, in steps: [Int], avoiding key: String) -> Int? {
        var best: (index: Int, strength: MentionStrength, free: Bool)?
        for index in steps {
            guard let strength = matcher.strength(in: words[index, default: []], claimed: claimed[index, default: []]) else {
                continue
            }
            let free = taken[index]?.contains(key) != true
            guard let current = best else {
                best = (index, strength, free)
                continue
            }
            if (free && !current.free) || (free == current.free && strength > current.strength) {
                best = (index, strength, free)
            }
        }
        return best?.index
    }
}
