/// The names closest to one that was not found, for "did you mean" hints.
public enum NameSuggestions {
    /// Up to `limit` of `names` that `query` is probably a misspelling or a part of, closest
    /// first: `Crumbel` → `Grandma's Apple Crumble`, `chilli` → `Beef Chili`.
    ///
    /// Names are compared by their words (case, accents and punctuation ignored), as a whole
    /// and word run by word run, so a misspelt word of a long title is found. A name is close
    /// when at most a third of the query's letters (at least one, at most three) must change.
    public static func closest(to query: String, among names: [String], limit: Int = 3) -> [String] {
        let queryWords = IngredientName.words(query)
        let queryText = queryWords.joined(separator: " ")
        guard !queryText.isEmpty else { return [] }
        let allowed = max(1, min(3, queryText.count / 3))
        var scored: [(distance: Int, name: String)] = []
        var seen: Set<String> = []
        for name in names where seen.insert(name).inserted {
            let words = IngredientName.words(name)
            var best = EditDistance.between(queryText, words.joined(separator: " "))
            let width = queryWords.count
            if words.count > width {
                for start in 0...(words.count - width) {
                    let window = words[start..<(start + width)].joined(separator: " ")
                    best = min(best, EditDistance.between(queryText, window))
                }
            }
            if best <= allowed { scored.append((best, name)) }
        }
        scored.sort { ($0.distance, $0.name.lowercased(), $0.name) < ($1.distance, $1.name.lowercased(), $1.name) }
        return scored.prefix(limit).map(\.name)
    }

    /// `did you mean 'A'?`, `did you mean 'A' or 'B'?`, `did you mean 'A', 'B' or 'C'?`;
    /// `nil` for no names.
    public static func didYouMean(_ names: [String]) -> String? {
        guard let last = names.last else { return nil }
        let quoted = names.map { "'\($0)'" }
        if names.count == 1 { return "did you mean \(quoted[0])?" }
        return "did you mean " + quoted.dropLast().joined(separator: ", ") + " or '\(last)'?"
    }
}
