/// Gathers the `#tags` of a recipe's notes: first spelling kept, case-insensitively unique.
struct TagCollector {
    private(set) var tags: [String] = []
    private var seen: Set<String> = []

    mutating func collect(from note: String) {
        for tag in TagScanner.tags(in: note) where seen.insert(tag.lowercased()).inserted {
            tags.append(tag)
        }
    }
}

/// Finds `#word` tags in a note (FORMAT.md, "Tags and description").
public enum TagScanner {
    /// The tags in `text`, without their `#`, in order.
    ///
    /// A tag starts at a `#` that opens the text or follows white space or `(`; so the `#` of
    /// `page#section` inside a URL never starts one. It runs over letters (any script), digits,
    /// `_` and inner `-`, and needs at least one letter: `#1` is a number, not a tag.
    public static func tags(in text: String) -> [String] {
        guard text.contains("#") else { return [] }
        var tags: [String] = []
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "#", previous.isWhitespace || previous == "(" {
                let start = text.index(after: index)
                var end = start
                while end < text.endIndex, text[end].isTagCharacter { end = text.index(after: end) }
                var word = text[start..<end]
                while word.last == "-" { word = word.dropLast() }
                if word.contains(where: \.isLetter) { tags.append(String(word)) }
                index = end
                previous = "#"
                continue
            }
            previous = character
            index = text.index(after: index)
        }
        return tags
    }
}

private extension Character {
    var isTagCharacter: Bool {
        isLetter || isNumber || self == "_" || self == "-"
    }
}
