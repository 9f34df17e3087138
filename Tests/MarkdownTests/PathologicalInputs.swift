import Testing

/// Inputs that stall Debian's libcmark-gfm 0.29.0.gfm.6 without ``InputGuard``: the ones the
/// hardening issue measured, cmark's own `test/pathological_tests.py`, and those found while
/// choosing the bounds. Each makes a text from a size; the tests render half and twice it.
struct PathologicalInput: Sendable, CustomTestStringConvertible {
    let name: String
    let size: Int
    let make: @Sendable (Int) -> String

    init(_ name: String, size: Int, _ make: @escaping @Sendable (Int) -> String) {
        self.name = name
        self.size = size
        self.make = make
    }

    var testDescription: String { name }

    static func repeated(_ piece: String, _ count: Int) -> String {
        String(repeating: piece, count: count)
    }

    /// Rendered as a chapter.
    static let documents: [PathologicalInput] = issue + cmarkSuite + found

    /// Measured in the issue.
    static let issue: [PathologicalInput] = [
        PathologicalInput("![[]() repeated to 480 KB", size: 40_000) { repeated("![[]()", $0) },
        PathologicalInput("list markers on one line, then blank lines", size: 22_500) {
            repeated(" -", $0) + "x" + repeated("\n", $0)
        },
        PathologicalInput("> repeated, then a* repeated", size: 30_000) { repeated(">", $0) + repeated("a*", $0) },
        PathologicalInput("1,000-column table header, then short rows", size: 100_000) {
            repeated("|a", 1_000) + "\n" + repeated("|-", 1_000) + "\n" + repeated("x\n", $0)
        },
        PathologicalInput("mailto: autolinks on one line", size: 40_000) { repeated("mailto:a@b.c ", $0) },
        PathologicalInput("mailto: autolinks on many lines", size: 40_000) { repeated("mailto:a@b.c mailto:d@e.f\n", $0) },
    ]

    /// cmark's `test/pathological_tests.py`.
    static let cmarkSuite: [PathologicalInput] = [
        PathologicalInput("nested strong emph", size: 32_500) { repeated("*a **a ", $0) + "b" + repeated(" a** a*", $0) },
        PathologicalInput("many emph closers with no openers", size: 65_000) { repeated("a_ ", $0) },
        PathologicalInput("many emph openers with no closers", size: 65_000) { repeated("_a ", $0) },
        PathologicalInput("many link closers with no openers", size: 65_000) { repeated("a]", $0) },
        PathologicalInput("many link openers with no closers", size: 65_000) { repeated("[a", $0) },
        PathologicalInput("mismatched openers and closers", size: 50_000) { repeated("*a_ ", $0) },
        PathologicalInput("openers and closers multiple of 3", size: 50_000) { "a**b" + repeated("c* ", $0) },
        PathologicalInput("link openers and emph closers", size: 50_000) { repeated("[ a_", $0) },
        PathologicalInput("pattern [ (]( repeated", size: 40_000) { repeated("[ (](", $0) },
        PathologicalInput("nested brackets", size: 50_000) { repeated("[", $0) + "a" + repeated("]", $0) },
        PathologicalInput("nested block quotes", size: 50_000) { repeated("> ", $0) + "a" },
        PathologicalInput("deeply nested lists", size: 500) { count in
            (0..<count).map { repeated("  ", $0) + "* a\n" }.joined()
        },
        PathologicalInput("U+0000 in input", size: 50_000) { repeated("abc\u{0}de\u{0}", $0) },
        PathologicalInput("backticks", size: 700) { count in (1..<count).map { "e" + repeated("`", $0) }.joined() },
        PathologicalInput("unclosed links A", size: 30_000) { repeated("[a](<b", $0) },
        PathologicalInput("unclosed links B", size: 30_000) { repeated("[a](b", $0) },
        PathologicalInput("unclosed <!--", size: 62_500) { "</" + repeated("<!--", $0) },
        PathologicalInput("tables", size: 30_000) { repeated("aaa\rbbb\n-\u{0B}\n", $0) },
        PathologicalInput("many references", size: 30_000) { count in
            (1..<count).map { "[\($0)]: u\n" }.joined() + repeated("[0] ", count / 16)
        },
        PathologicalInput("reference collisions", size: 12_500) { referenceCollisions($0) },
    ]

    /// Found while choosing the bounds.
    static let found: [PathologicalInput] = [
        // A chapter of 1 MiB at the larger size: heading anchors, task lists and tables, each
        // of which the chapter's page adds work to.
        PathologicalInput("## a headings, all alike", size: 105_000) { repeated("## a\n", $0) },
        PathologicalInput("task list items", size: 65_000) { repeated("- [ ] a\n", $0) },
        PathologicalInput("two-column table rows", size: 87_000) { "|a|b|\n|-|-|\n" + repeated("|a|b|\n", $0) },
        PathologicalInput("200 indented list levels, then blank lines", size: 500_000) { count in
            (0..<200).map { repeated("  ", $0) + "* a\n" }.joined() + repeated("\n", count)
        },
        PathologicalInput("ordered list markers on one line, then blank lines", size: 5_000) {
            repeated("1. ", $0) + "x" + repeated("\n", $0)
        },
        PathologicalInput("a@ repeated on each line", size: 25) { repeated(repeated("a@", 10_000) + "\n", $0) },
        PathologicalInput("100,000-column header row", size: 50_000) { repeated("|", $0) + "\n" + repeated("|-", $0) + "\n" },
        PathologicalInput("5,000-column table", size: 25) {
            repeated("|a", 5_000) + "\n" + repeated("|-", 5_000) + "\n" + repeated(repeated("|b", 5_000) + "\n", $0)
        },
        PathologicalInput("32-column table, one-word rows", size: 250_000) {
            repeated("|a", 32) + "\n" + repeated("|-", 32) + "\n" + repeated("x\n", $0)
        },
        PathologicalInput("full 32-column table", size: 7_500) {
            repeated("|a", 32) + "\n" + repeated("|-", 32) + "\n" + repeated(repeated("|b", 32) + "\n", $0)
        },
        PathologicalInput("one 500 KB line", size: 250_000) { repeated("ab", $0) },
        PathologicalInput("one 500 KB line of spaced words", size: 100_000) { repeated("word ", $0) },
        PathologicalInput("a~ repeated", size: 250_000) { repeated("a~", $0) },
        PathologicalInput("![[]() paragraphs at the bracket bound", size: 80) {
            repeated(repeated("![[]()", 500) + "\n", $0)
        },
        PathologicalInput("backslashes", size: 250_000) { repeated("\\", $0) },
    ]

    /// Rendered as one recipe line (a step or a note).
    static let lines: [PathologicalInput] = [
        PathologicalInput("![[]() repeated", size: 40_000) { repeated("![[]()", $0) },
        PathologicalInput("mailto: autolinks", size: 40_000) { repeated("mailto:a@b.c ", $0) },
        PathologicalInput("a@ repeated", size: 100_000) { repeated("a@", $0) },
        PathologicalInput("nested strong emph", size: 32_500) { repeated("*a **a ", $0) + "b" + repeated(" a** a*", $0) },
        PathologicalInput("pattern [ (]( repeated", size: 40_000) { repeated("[ (](", $0) },
        PathologicalInput("> repeated, then a* repeated", size: 30_000) { repeated(">", $0) + repeated("a*", $0) },
        PathologicalInput("list markers", size: 100_000) { repeated("- ", $0) + "x" },
        PathologicalInput("backslashes", size: 250_000) { repeated("\\", $0) },
    ]

    /// cmark's `hash_collisions()`: link reference labels whose hash falls in one bucket.
    static func referenceCollisions(_ count: Int) -> String {
        func badHash(_ key: String) -> Bool {
            var hash: UInt32 = 0
            for byte in key.utf8 {
                hash = UInt32(byte) &+ (hash << 6) &+ (hash << 16) &- hash
            }
            return hash % 16 == 0
        }
        var keys: [String] = []
        var index = 0
        while keys.count < count {
            let key = "x\(index)"
            if badHash(key) { keys.append(key) }
            index += 1
        }
        let badKey = keys[0]
        return keys.dropFirst().map { "[\($0)]: /url\n\n[\(badKey)]\n\n" }.joined()
    }
}
