/// The bounds ``InputGuard`` keeps before any text reaches cmark-gfm.
///
/// Debian's libcmark-gfm (0.29.0.gfm.6) has none of the 2023 fixes for polynomial-time
/// parsing, so a 90 KB chapter can stall it for seconds. Each bound below cuts one family of
/// such inputs down to linear time; the numbers were measured with the Debian library on a
/// 2-core machine (times are for 1 MiB of input, the largest file a book may hold):
///
/// | bound | input without it | with it |
/// | --- | --- | --- |
/// | ``lineLength`` | any per-line cost unbounded | lines of at most 20,000 bytes |
/// | ``nestingDepth`` | `" -"*8000 + "x" + "\n"*8000`: 2.4 s (24 KB); 700 indented list levels then blank lines: over 8 s | 16 levels: 0.4 s |
/// | ``tableColumns`` | a 100,000-column header row: 4.9 s (300 KB); 5,000 columns × 50 rows: 4.0 s | 64 columns: linear |
/// | ``tableCells`` | a 32-column header then 500,000 one-word rows: 16 s and 4 GB | 20,000 cells: about 20 MB |
/// | ``bracketsPerParagraph`` | `"![[]()"` × 20,000 (120 KB): 10 s | 1,000 per paragraph: 0.3 s |
/// | ``autolinksPerLine`` | `"a@"` × 10,000 on each line: 2.1 s; `"mailto:a@b.c "` on one line: 1.3 s and growing | 100 per line: 0.15 s |
public struct MarkdownLimits: Sendable, Equatable {
    /// The longest line, in bytes not counting backslashes: longer lines are cut (at a space
    /// when there is one) into several lines of one paragraph. 20,000 bytes is ten times a long
    /// paragraph written on one line.
    public var lineLength = 20_000
    /// How deeply block quotes and lists may nest: a `>` or list marker past this depth is
    /// escaped and shows as text. Counted per line as the markers at its start plus one level
    /// per two columns of indentation, so it never undercounts.
    public var nestingDepth = 16
    /// The most table columns: a line with more than this many `|` plus one has its later
    /// pipes escaped (they still show; a row that wide is no longer a table).
    public var tableColumns = 64
    /// The most table cells in one document (columns of the header × rows, since cmark pads
    /// every short row to the header's width): past it the table ends and its rows show as text.
    public var tableCells = 20_000
    /// The most `[` in one paragraph (lines between blank lines): later ones are escaped, so
    /// they show as written but open no link.
    public var bracketsPerParagraph = 1_000
    /// The most `@` and `&` (e-mail and `mailto:` autolinks, and entities such as `&#64;`
    /// that make an `@`) on one line: a line with more is broken, at a space where there is
    /// one, into lines of the same paragraph. (Escaping would not help: cmark-gfm joins the
    /// text back together before looking for e-mail addresses.)
    public var autolinksPerLine = 100

    /// The bounds above.
    public init() {}

    /// The bounds every document and recipe line is held to.
    public static let standard = MarkdownLimits()
}
