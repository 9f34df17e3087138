extension Recipe {
    /// How many the recipe serves or makes, from a note such as "Serves 4", "Makes 12
    /// muffins" or "Serves 4-6" (the lower number); `nil` when no note says.
    public var servings: Int? {
        servings(in: .english)
    }

    /// ``servings`` read in `language` too: `Für 4 Personen`, `6 portions`, `4–6 porciones`.
    public func servings(in language: Language) -> Int? {
        for element in elements {
            guard case .note(let note) = element else { continue }
            if let count = Self.servings(in: note.text) ?? Self.servings(in: note.text, words: language.vocabulary.servingWords) {
                return count
            }
        }
        return nil
    }

    /// A count before one of `words` (the lower of a range before it), or after one that starts
    /// the note as a label (`Portionen: 4`, as recipe sites print it), from 1 to 999.
    static func servings(in text: String, words servingWords: [String]) -> Int? {
        guard !servingWords.isEmpty, text.contains(where: \.isNumber) else { return nil }
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.count > 1, servingWords.contains(String(words[0])), let count = Int(words[1]), count > 0, count < 1000 {
            return count
        }
        for (offset, word) in words.enumerated() where offset > 0 && servingWords.contains(String(word)) {
            guard let count = Int(words[offset - 1]), count > 0, count < 1000 else { continue }
            if offset > 1, let low = Int(words[offset - 2]), low > 0, low < count { return low }
            return count
        }
        return nil
    }

    static func servings(in text: String) -> Int? {
        // Most notes say nothing of servings: only split the ones holding a digit and one of
        // the words' stems.
        guard mentionsServings(text) else { return nil }
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        for (offset, word) in words.enumerated() where ["serves", "makes", "yield", "yields", "servings"].contains(word) {
            if word == "servings", offset > 0, let count = Int(words[offset - 1]), count > 0 { return count }
            if offset + 1 < words.count, let count = Int(words[offset + 1]), count > 0, count < 1000 { return count }
        }
        return nil
    }

    /// Whether `text` holds a digit and `serv`, `make` or `yield` in any case, looked for in
    /// its bytes.
    private static func mentionsServings(_ text: String) -> Bool {
        ScanText.withBytes(of: text) { bytes in
            bytes.contains(where: ScanText.isDigit) && bytes.indices.contains { index in
                ScanText.matchPrefix(bytes, index, "serv") != nil || ScanText.matchPrefix(bytes, index, "make") != nil
                    || ScanText.matchPrefix(bytes, index, "yield") != nil
            }
        }
    }
}
