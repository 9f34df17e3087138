/// Markdown reduced to its words, for places that show text without markup.
enum MarkdownText {
    /// `Make [the crust](Pie%20Crust.recipe) *first*` → `Make the crust first`.
    static func plain(_ text: String) -> String {
        guard !InlineHTML.isPlain(text) else { return text }
        var result = ""
        var index = text.startIndex
        // Once no `)` follows, none will: the search is not repeated (it made a line of `](`
        // quadratic).
        var closeMayFollow = true
        while index < text.endIndex {
            let character = text[index]
            if character == "]", closeMayFollow, text[text.index(after: index)...].hasPrefix("(") {
                if let close = text[index...].firstIndex(of: ")") {
                    index = text.index(after: close)
                    continue
                }
                closeMayFollow = false
            }
            if !"*_`[".contains(character) && !(character == "!" && text[text.index(after: index)...].hasPrefix("[")) {
                result.append(character)
            }
            index = text.index(after: index)
        }
        return result
    }
}
