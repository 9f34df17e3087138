import Markdown

/// One line of a step or note, rendered as inline HTML.
enum InlineHTML {
    /// Renders `text` as inline Markdown. Most lines hold no Markdown at all: those are only
    /// escaped, which saves a cmark parse per line on a large book.
    static func render(_ text: String, resolveLink: ((MarkdownLink) -> String?)? = nil) -> String {
        if isPlain(text) { return HTML.escape(text) }
        return MarkdownDocument.renderInline(text, resolveLink: resolveLink)
    }

    /// Whether cmark would give back just the escaped text: no Markdown punctuation, no
    /// character reference, nothing the autolink extension would turn into a link.
    static func isPlain(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if markdownBytes[Int(byte)] {
                // "www." starts an autolink; any other of these bytes may start Markdown.
                if byte != UInt8(ascii: ".") || previous == UInt8(ascii: "w") { return false }
            }
            previous = byte
        }
        // A line ending in two spaces or starting with block syntax is trimmed before this.
        return true
    }

    /// The bytes that may start inline Markdown, and `.` (after `www`).
    private static let markdownBytes: [Bool] = (0..<256).map { byte in
        "*_`[]<&\\~!@:.".utf8.contains(UInt8(byte))
    }
}
