/// Lets cmark render a single recipe line as inline Markdown only.
enum InlineEscaping {
    /// A step such as `1. Mix` or `+ more` would otherwise become a list; a leading backslash
    /// before the block marker keeps it as the literal text the cook wrote.
    static func protectBlockStart(_ text: String) -> String {
        let trimmed = text.drop(while: { $0 == " " || $0 == "\t" })
        guard let first = trimmed.first else { return text }
        if "#>-+*=`~|".contains(first) {
            return "\\" + trimmed
        }
        if first.isNumber {
            let digits = trimmed.prefix(while: { $0.isNumber })
            let rest = trimmed.dropFirst(digits.count)
            if let marker = rest.first, marker == "." || marker == ")" {
                return digits + "\\" + rest
            }
        }
        return String(trimmed)
    }

    static func stripParagraph(_ html: String) -> String {
        var body = Substring(html)
        if body.hasSuffix("\n") { body = body.dropLast() }
        if body.hasPrefix("<p>") && body.hasSuffix("</p>") {
            body = body.dropFirst(3).dropLast(4)
        }
        return String(body)
    }
}
