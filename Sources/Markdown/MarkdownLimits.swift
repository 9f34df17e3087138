/// The bounds ``InputGuard`` keeps before any text reaches cmark-gfm.
///
/// Debian's libcmark-gfm (0.29.0.gfm.6) has none of the 2023 fixes for polynomial-time
/// parsing: a chapter of tens of kilobytes can stall it. Each bound below cuts one family of
/// such inputs down to linear time; the numbers of each bound are those where the worst input
/// of its family, at the bound, still costs about as much per byte as ordinary text. What
/// each family costs cmark-gfm alone and through the guard is in ARCHITECTURE.md ("Bounds").
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
    /// The most headings of one document given an anchor (an `id` and a link to itself):
    /// later headings are plain. Each anchor adds a hundred bytes to every page that shows the
    /// document, so a 1 MiB chapter of `## a` lines made pages of 20 MB each.
    public var anchoredHeadings = 1_000
    /// The most list items in one document: later list markers are escaped, so the line shows
    /// as text of the item before. cmark keeps four nodes an item; a 1 MiB chapter of
    /// `- [ ] a` lines made the build grow by 300 MB.
    public var listItems = 10_000

    /// The bounds above.
    public init() {}

    /// The bounds every document and recipe line is held to.
    public static let standard = MarkdownLimits()

    /// Bounds small enough for a fuzzer's short inputs to pass every one of them: what the
    /// fuzz target and the guard's tests hold texts to.
    public static var small: MarkdownLimits {
        var limits = MarkdownLimits()
        limits.lineLength = 40
        limits.nestingDepth = 3
        limits.tableColumns = 3
        limits.tableCells = 12
        limits.bracketsPerParagraph = 4
        limits.autolinksPerLine = 2
        limits.listItems = 6
        return limits
    }
}
