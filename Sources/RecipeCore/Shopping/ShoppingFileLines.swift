/// The lines of a store or meal-plan file, classified the way recipe lines are
/// (FORMAT.md, "Lines"), with their line numbers and the column where the text starts.
struct ShoppingFileLines: Sequence {
    /// One classified line.
    struct Line {
        var kind: RecipeLine
        var number: Int
        var column: Int
    }

    let text: String

    func makeIterator() -> IndexingIterator<[Line]> {
        var lines: [Line] = []
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        var number = 0
        // Splitting on "\n" keeps "\r\n" together as one Character, so split on both.
        for raw in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            let indent = raw.prefix { $0 == " " || $0 == "\t" }.count
            lines.append(Line(kind: RecipeLine(raw), number: number, column: indent + 1))
        }
        return lines.makeIterator()
    }

    /// A file's name without folders and extension: `stores/Corner Market.md` → `Corner Market`.
    static func baseName(of file: String) -> String {
        var name = Substring(file)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        return String(name)
    }
}
