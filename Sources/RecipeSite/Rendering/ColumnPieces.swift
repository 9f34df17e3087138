/// How a long group under one heading (a shopping list's aisle, a letter of the ingredient
/// index) is cut into pieces for pages laid out in columns.
///
/// CSS cannot repeat a heading where a group continues in the next column, so each piece is
/// kept whole (`break-inside: avoid`) and every piece after the first has a "(continued)"
/// heading of its own: a column then always starts under a heading. Short groups stay whole;
/// long ones are cut into pieces of about equal size, small enough that a piece that does not
/// fit at the foot of a column wastes little of it: a printed list of 40 lines, each naming
/// several long recipe titles, still fits one sheet of A4 or Letter. `shopping.js` cuts the
/// Shopping list page the same way.
enum ColumnPieces {
    /// Groups up to this many lines stay whole.
    static let wholeGroup = 8
    /// Pieces of a longer group hold at most this many lines.
    static let largestPiece = 6

    /// The ranges of `count` lines, in order: one range for a short group, else balanced
    /// pieces of at most ``largestPiece`` lines (`12` → `0..<6`, `6..<12`).
    static func ranges(count: Int) -> [Range<Int>] {
        guard count > wholeGroup else { return [0..<count] }
        let pieces = (count + largestPiece - 1) / largestPiece
        var ranges: [Range<Int>] = []
        var start = 0
        for piece in 0..<pieces {
            // The first `count % pieces` pieces take one line more.
            let size = count / pieces + (piece < count % pieces ? 1 : 0)
            ranges.append(start..<(start + size))
            start += size
        }
        return ranges
    }

    /// What follows the heading of a piece after the first: `(continued)`, in the book's words.
    static func continuedMark(_ continued: String) -> String {
        " <span class=\"continued\">" + HTML.escape(continued) + "</span>"
    }
}
