/// Where a list of groups under headings (a shopping list's aisles, the letters of the
/// ingredient index) is cut into its two columns.
///
/// CSS cannot repeat a heading where a group goes on in the next column, and it cannot tell
/// whether a heading of our own lands at a column's top. So the list is cut once, near its
/// middle, and the second column is forced to start there (`is-column-start` in MARKUP.md):
/// when the cut falls inside a group, the group's second piece is headed "(continued)", and
/// that heading is always at the top of a column, never in the middle of one.
/// `shopping.js` cuts the Shopping list page the same way (`columnCut`).
enum ColumnPieces {
    /// Where the second column starts: before line `line` of group `group`; `line` 0 is
    /// before the group's heading, so no "(continued)" heading is needed.
    struct Cut: Equatable, Sendable {
        let group: Int
        let line: Int
    }

    /// A heading with its margins is about as tall as two lines.
    static let headingWeight = 2

    /// The cut that makes the two columns most even, for groups of `sizes` lines, counting a
    /// heading as ``headingWeight`` lines; nil when there is nothing to put in a second column.
    /// A group is never cut so that a single line is left on either side of the cut.
    static func middle(of sizes: [Int]) -> Cut? {
        let total = sizes.reduce(0) { $0 + headingWeight + $1 }
        var best: (cut: Cut, gap: Int)?
        var before = 0
        for (group, size) in sizes.enumerated() {
            for line in 0..<max(size, 1) where line == 0 || (line >= 2 && size - line >= 2) {
                let first = before + (line == 0 ? 0 : headingWeight + line)
                let second = total - first + (line == 0 ? 0 : headingWeight)
                guard first > 0, second > 0 else { continue }
                let gap = abs(first - second)
                if best.map({ gap < $0.gap }) ?? true { best = (Cut(group: group, line: line), gap) }
            }
            before += headingWeight + size
        }
        return best?.cut
    }

    /// The line ranges of a group of `count` lines as `cut` leaves it: two pieces for the
    /// group it falls inside, else one.
    static func ranges(count: Int, group: Int, cut: Cut?) -> [Range<Int>] {
        guard let cut, cut.group == group, cut.line > 0, cut.line < count else { return [0..<count] }
        return [0..<cut.line, cut.line..<count]
    }

    /// Whether the piece `piece` of group `group` starts the second column.
    static func startsColumn(group: Int, piece: Int, cut: Cut?) -> Bool {
        guard let cut, cut.group == group else { return false }
        return cut.line == 0 ? piece == 0 : piece == 1
    }

    /// What follows the heading of a piece after the first: `(continued)`, in the book's words.
    static func continuedMark(_ continued: String) -> String {
        " <span class=\"continued\">" + HTML.escape(continued) + "</span>"
    }
}
