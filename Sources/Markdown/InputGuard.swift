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
        apply(text, inline: true, limits: limits)
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
