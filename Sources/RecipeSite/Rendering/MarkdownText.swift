/// Markdown reduced to its words, for places that show text without markup.
enum MarkdownText {
    /// `Make [the crust](Pie%20Crust.recipe) *first*` → `Make the crust first`.
    static func plain(_ text: String) -> String {
        guard !InlineHTML.isPlain(text) else { return text }
        // Bytes, not characters: every mark looked for is ASCII, which never occurs inside a
        // longer UTF-8 sequence, and this runs for every description on every list page.
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        // Once no `)` follows, none will: the search is not repeated (it made a line of `](`
        // quadratic).
        var closeMayFollow = true
        while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            if byte == UInt8(ascii: "]"), closeMayFollow, next == UInt8(ascii: "(") {
                if let close = bytes[index...].firstIndex(of: UInt8(ascii: ")")) {
                    index = close + 1
                    continue
                }
                closeMayFollow = false
            }
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["): break
            case UInt8(ascii: "!") where next == UInt8(ascii: "["): break
            default: result.append(byte)
            }
            index += 1
        }
        return String(assembledUTF8: result)
    }
}
