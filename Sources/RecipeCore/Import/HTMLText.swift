/// Just enough HTML reading for saved recipe pages: the JSON-LD blocks, and the page as text.
enum HTMLText {
    private typealias Bytes = [UInt8]

    /// Elements whose content is never text: skipped whole.
    private static let hiddenElements: Set<String> = [
        "script", "style", "noscript", "head", "template", "svg", "iframe", "nav", "footer", "aside",
        "form", "button", "select",
    ]
    /// Elements that end a line.
    private static let blockElements: Set<String> = [
        "p", "div", "br", "tr", "section", "article", "ul", "ol", "li", "header", "footer", "table",
        "blockquote", "figure", "figcaption", "main", "aside", "nav", "form", "dl", "dt", "dd", "hr",
        "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    /// Whether `text` is an HTML document or fragment rather than plain text or Markdown.
    static func looksLikeHTML(_ text: String) -> Bool {
        let start = text.trimmed.prefix(200).lowercased()
        if start.hasPrefix("<!doctype html") || start.hasPrefix("<html") { return true }
        return start.hasPrefix("<") && (text.contains("</p>") || text.contains("</div>") || text.contains("</li>"))
    }

    /// The contents of every `<script type="application/ld+json">` element, in page order.
    static func jsonLDBlocks(in html: String) -> [String] {
        let bytes = Bytes(html.utf8)
        var blocks: [String] = []
        var index = 0
        while let open = find("<script", in: bytes, from: index) {
            guard let tagEnd = find(">", in: bytes, from: open) else { break }
            let attributes = String(decoding: bytes[open..<tagEnd], as: UTF8.self).lowercased()
            let close = find("</script", in: bytes, from: tagEnd) ?? bytes.count
            if attributes.contains("application/ld+json") {
                blocks.append(String(decoding: bytes[(tagEnd + 1)..<close], as: UTF8.self))
            }
            index = close
        }
        return blocks
    }

    /// The page as lines of text: headings as Markdown headings, list items as `- ` lines,
    /// scripts and styles left out, character references decoded.
    static func plainText(fromHTML html: String) -> String {
        let bytes = Bytes(html.utf8)
        var output = Bytes()
        output.reserveCapacity(bytes.count / 2)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), opensTag(bytes, at: index) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            if startsWith("<!--", bytes, at: index) {
                index = (find("-->", in: bytes, from: index)).map { $0 + 3 } ?? bytes.count
                continue
            }
            guard let tagEnd = find(">", in: bytes, from: index) else { break }
            let (name, closing) = tagName(bytes, at: index)
            index = tagEnd + 1
            if !closing, hiddenElements.contains(name) {
                let end = find("</" + name, in: bytes, from: index) ?? bytes.count
                index = (find(">", in: bytes, from: end)).map { $0 + 1 } ?? bytes.count
                continue
            }
            output += Bytes(separator(for: name, closing: closing).utf8)
        }
        let text = HTMLEntities.decoded(String(decoding: output, as: UTF8.self))
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { String($0).collapsingWhitespace }
            .joined(separator: "\n")
    }

    /// The page's text from its first `# ` heading (the `<h1>`) on, leaving out the menus and
    /// banners above it; all of it when it has none.
    static func fromFirstHeading(_ text: String) -> String {
        if text.hasPrefix("# ") { return text }
        guard let heading = text.firstRange(of: "\n# ") else { return text }
        return String(text[text.index(after: heading.lowerBound)...])
    }

    /// HTML inside a JSON-LD string as one line of text: tags out, references decoded.
    static func inlineText(_ html: String) -> String {
        guard html.contains("<") || html.contains("&") else { return html.collapsingWhitespace }
        return plainText(fromHTML: html).collapsingWhitespace
    }

    /// What a tag leaves in the text: a line break, a heading or bullet marker, or a space.
    private static func separator(for name: String, closing: Bool) -> String {
        if !closing, name.count == 2, name.hasPrefix("h"), let level = Int(name.dropFirst()), (1...6).contains(level) {
            return "\n" + String(repeating: "#", count: level) + " "
        }
        if !closing, name == "li" { return "\n- " }
        if blockElements.contains(name) { return "\n" }
        return name == "td" || name == "th" ? " " : ""
    }

    /// Whether the `<` at `index` starts a tag (`<p`, `</p`, `<!--`) rather than `a < b`.
    private static func opensTag(_ bytes: Bytes, at index: Int) -> Bool {
        let next = index + 1
        guard next < bytes.count else { return false }
        let byte = bytes[next]
        return byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || (isASCIIAlphanumeric(byte) && byte > 0x39)
    }

    /// The lower-case name of the tag at `index` (`<` there) and whether it closes an element.
    private static func tagName(_ bytes: Bytes, at index: Int) -> (name: String, closing: Bool) {
        var position = index + 1
        let closing = position < bytes.count && bytes[position] == UInt8(ascii: "/")
        if closing { position += 1 }
        var name = ""
        while position < bytes.count, isASCIIAlphanumeric(bytes[position]) {
            name.append(Character(Unicode.Scalar(lowercased(bytes[position]))))
            position += 1
        }
        return (name, closing)
    }

    /// The index where `pattern` (ASCII, matched case-insensitively) next starts, from `start`.
    private static func find(_ pattern: String, in bytes: Bytes, from start: Int) -> Int? {
        let needle = Bytes(pattern.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = max(start, 0)
        while index + needle.count <= bytes.count {
            if lowercased(bytes[index]) == lowercased(first), startsWith(needle, bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    private static func startsWith(_ pattern: String, _ bytes: Bytes, at index: Int) -> Bool {
        startsWith(Bytes(pattern.utf8), bytes, at: index)
    }

    private static func startsWith(_ needle: Bytes, _ bytes: Bytes, at index: Int) -> Bool {
        guard index + needle.count <= bytes.count else { return false }
        for offset in needle.indices where lowercased(bytes[index + offset]) != lowercased(needle[offset]) {
            return false
        }
        return true
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
