/// Holds Markdown to ``MarkdownLimits`` before cmark-gfm sees it.
///
/// Nothing is dropped: a character past a bound is escaped with a backslash, so the reader
/// still sees it but cmark reads it as plain text; an over-long line is cut into several lines
/// of the same paragraph; an over-large table is ended by a blank line, its later rows shown
/// as text. Text within every bound comes back unchanged, as the same string, after one pass
/// over its bytes.
public enum InputGuard {
    /// Guards a whole document (a chapter).
    public static func document(_ text: String, limits: MarkdownLimits = .standard) -> GuardedText {
        apply(text, inline: false, limits: limits)
    }

    /// Guards one line of inline Markdown (a recipe step or note): only the bounds that apply
    /// within a paragraph (line length, brackets, autolinks).
    public static func inline(_ text: String, limits: MarkdownLimits = .standard) -> GuardedText {
        if isShortPlainLine(text, limits) { return GuardedText(text: text, findings: []) }
        return apply(text, inline: true, limits: limits)
    }

    /// The common case, told in one pass without allocating: one line, within the length,
    /// with few `[`, `@` and `&`.
    private static func isShortPlainLine(_ text: String, _ limits: MarkdownLimits) -> Bool {
        let utf8 = text.utf8
        guard utf8.count <= limits.lineLength else { return false }
        let fewest = min(limits.bracketsPerParagraph, limits.autolinksPerLine)
        var brackets = 0
        var autolinks = 0
        let result = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes {
                switch byte {
                case .lineFeed, .carriageReturn: return false
                case .openBracket: brackets += 1
                case .at, .ampersand: autolinks += 1
                default: continue
                }
            }
            return true
        }
        return result == true && brackets <= fewest && autolinks <= fewest
    }

    private static func apply(_ text: String, inline: Bool, limits: MarkdownLimits) -> GuardedText {
        var contiguous = text
        let result = contiguous.withUTF8 { bytes -> (output: [UInt8]?, findings: [GuardFinding]) in
            var scanner = GuardScanner(bytes: bytes, inline: inline, limits: limits)
            scanner.run()
            return (scanner.output, scanner.findings)
        }
        guard let output = result.output else { return GuardedText(text: text, findings: []) }
        return GuardedText(text: String(decoding: output, as: UTF8.self), findings: result.findings)
    }
}
