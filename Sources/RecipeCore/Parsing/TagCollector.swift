/// Gathers the `#tags` of a recipe's notes: first spelling kept, case-insensitively unique,
/// at most ``ContentLimits/maximumTagsPerRecipe``.
struct TagCollector {
    private(set) var tags: [String] = []
    /// Tags left out for being past the limit.
    private(set) var dropped = 0
    private var seen: Set<String> = []

    mutating func collect(from note: String) {
        for tag in TagScanner.tags(in: note) where seen.insert(tag.lowercased()).inserted {
            if tags.count < ContentLimits.maximumTagsPerRecipe {
                tags.append(tag)
            } else {
                dropped += 1
            }
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
        guard text.utf8.contains(UInt8(ascii: "#")) else { return [] }
        // Walked in the string's own scalars, each tag copied out as one slice: no array of
        // scalars, and no scalar-by-scalar building of a tag.
        let scalars = text.unicodeScalars
        var tags: [String] = []
        var index = scalars.startIndex
        var previous: Unicode.Scalar?
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "#", previous.map(opensTag) ?? true else {
                previous = scalar
                index = scalars.index(after: index)
                continue
            }
            let start = scalars.index(after: index)
            var end = start
            while end < scalars.endIndex, isTagScalar(scalars[end]) { end = scalars.index(after: end) }
            var wordEnd = end
            while wordEnd > start, scalars[scalars.index(before: wordEnd)] == "-" { wordEnd = scalars.index(before: wordEnd) }
            let word = scalars[start..<wordEnd]
            if word.contains(where: { $0.properties.isAlphabetic }) {
                tags.append(String(word))
            }
            previous = scalars[scalars.index(before: end)]
            index = end
        }
        return tags
    }

    /// `text` without the run of tags that ends it (`Serves 2. #quick #vegan` → `Serves 2.`);
    /// empty for a note made only of tags. Those tags are shown as the recipe's tags, so the
    /// page shows each once.
    public static func withoutTrailingTags(_ text: String) -> String {
        // From the end, word by word: most notes end in a word that is no tag, and are given
        // back as they are.
        let utf8 = text.utf8
        var end = utf8.endIndex
        var kept = end
        while true {
            while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
            guard end > utf8.startIndex else { return "" }
            var start = end
            while start > utf8.startIndex, utf8[utf8.index(before: start)] != UInt8(ascii: " ") { start = utf8.index(before: start) }
            guard utf8[start] == UInt8(ascii: "#"), isWholeTag(text[start..<end]) else { break }
            kept = start
            end = start
        }
        guard kept < utf8.endIndex else { return text }
        var cut = kept
        while cut > utf8.startIndex, utf8[utf8.index(before: cut)] == UInt8(ascii: " ") { cut = utf8.index(before: cut) }
        return String(text[..<cut])
    }

    /// Whether `word` is one tag and nothing else (`#quick`, not `#1` or `a#b`).
    private static func isWholeTag(_ word: Substring) -> Bool {
        guard word.first == "#" else { return false }
        // A word of ASCII is told byte by byte, as ``tags(in:)`` would read it: tag characters
        // only, no `-` at the end (it would be cut off), and a letter among them.
        let rest = word.utf8.dropFirst()
        if rest.allSatisfy({ $0 < 0x80 }) {
            return !rest.isEmpty && rest.last != UInt8(ascii: "-")
                && rest.allSatisfy { isTagScalar(Unicode.Scalar($0)) }
                && rest.contains { ($0 | 0x20) &- 0x61 < 26 }
        }
        return tags(in: String(word)).map { "#" + $0 } == [String(word)]
    }

    private static func opensTag(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "(" || scalar.properties.isWhitespace
    }

    private static func isTagScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
                || (value >= 0x30 && value <= 0x39) || scalar == "_" || scalar == "-"
        }
        let properties = scalar.properties
        // Combining marks keep a decomposed "é" (e + U+0301) inside its word.
        return properties.isAlphabetic || properties.numericType != nil
            || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
    }
}
