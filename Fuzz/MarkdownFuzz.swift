import Markdown

/// The Markdown guard and renderer on any text: no crash, the guarded text within every bound
/// (guarding it again changes nothing), and inline rendering of each line.
@_cdecl("LLVMFuzzerTestOneInput")
public func markdownFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let limits = MarkdownLimits.small
    let guarded = InputGuard.document(text, limits: limits)
    let again = InputGuard.document(guarded.text, limits: limits)
    require(again.findings.isEmpty, "guarded text passes a bound again: \(again.findings) in \(guarded.text.debugDescription)")
    let line = InputGuard.inline(text, limits: limits)
    require(InputGuard.inline(line.text, limits: limits).findings.isEmpty, "guarded line passes a bound again")
    _ = MarkdownDocument(parsing: text).html
    _ = MarkdownDocument.renderInline(text)
    return 0
}

