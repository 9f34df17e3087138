extension Recipe {
    /// How many the recipe serves or makes, from a note such as "Serves 4", "Makes 12
    /// muffins" or "Serves 4-6" (the lower number); `nil` when no note says.
    public var servings: Int? {
        for element in elements {
            guard case .note(let note) = element else { continue }
            if let count = Self.servings(in: note.text) { return count }
        }
        return nil
    }

    static func servings(in text: String) -> Int? {
        // Most notes say nothing of servings: only split the ones holding a digit and one of
        // the words' stems.
        guard text.utf8.contains(where: { $0 >= 48 && $0 <= 57 }), mentionsServings(text) else { return nil }
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        for (offset, word) in words.enumerated() where ["serves", "makes", "yield", "yields", "servings"].contains(word) {
            if word == "servings", offset > 0, let count = Int(words[offset - 1]), count > 0 { return count }
            if offset + 1 < words.count, let count = Int(words[offset + 1]), count > 0, count < 1000 { return count }
        }
        return nil
    }

    /// Whether `text` holds `serv`, `make` or `yield` in any case, looked for in its bytes.
    private static func mentionsServings(_ text: String) -> Bool {
        let stems: [[UInt8]] = [Array("serv".utf8), Array("make".utf8), Array("yield".utf8)]
        let bytes = Array(text.utf8)
        guard bytes.count >= 4 else { return false }
        for start in 0...(bytes.count - 4) {
            for stem in stems where start + stem.count <= bytes.count {
                var matched = true
                for (offset, letter) in stem.enumerated() where bytes[start + offset] | 0x20 != letter {
                    matched = false
                    break
                }
                if matched { return true }
            }
        }
        return false
    }
}
