import Testing
@testable import Markdown

/// What the guard changes, and that the reader still sees every character.
@Suite struct InputGuardTests {
    static func limits(_ change: (inout MarkdownLimits) -> Void) -> MarkdownLimits {
        var limits = MarkdownLimits()
        change(&limits)
        return limits
    }

    @Test func textWithinTheBoundsIsUnchanged() {
        let text = "# Guide\r\n\r\n> A *note* with [a link](x.md) and a@b.co.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- one\n  - two\n"
        let guarded = InputGuard.document(text)
        #expect(guarded.text == text)
        #expect(guarded.findings.isEmpty)
        #expect(InputGuard.inline("Bake 40 minutes [Crumble]; see [Pie](Pie.recipe).").findings.isEmpty)
    }

    @Test func longLineIsCutAtASpaceIntoOneParagraph() {
        let line = String(repeating: "word ", count: 10) + "# not a heading " + String(repeating: "more ", count: 10)
        let guarded = InputGuard.document("Intro\n" + line + "\nEnd\n", limits: Self.limits { $0.lineLength = 60 })
        #expect(guarded.findings == [GuardFinding(line: 2, kind: .lineTooLong(length: line.utf8.count, limit: 60))])
        let lines = guarded.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.utf8.count <= 60 })
        // The cut lines read as the same words; a piece that would start a heading is escaped.
        #expect(guarded.text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\\#", with: "#")
            == "Intro" + line + "End")
        let html = MarkdownDocument(parsing: guarded.text).html
        #expect(!html.contains("<h1"))
        #expect(html.hasPrefix("<p>Intro"))
    }

    @Test func deepNestingIsEscapedPastTheBound() {
        let text = String(repeating: ">", count: 20) + " deep"
        let guarded = InputGuard.document(text)
        #expect(guarded.findings.first?.kind == .nestingTooDeep(depth: 20, limit: 16))
        let html = MarkdownDocument(parsing: text).html
        #expect(html.components(separatedBy: "<blockquote>").count - 1 == 16)
        #expect(html.contains("&gt;&gt;&gt;&gt; deep"))
    }

    @Test func listMarkersOnOneLineAndIndentedListsCountAsNesting() {
        let markers = InputGuard.document("# Lists\n\n" + String(repeating: " -", count: 100) + "x\n\n\n")
        #expect(markers.findings.map(\.line) == [3])
        let indented = (0..<40).map { String(repeating: "  ", count: $0) + "* a\n" }.joined()
        let guarded = InputGuard.document(indented)
        #expect(guarded.findings.first?.line == 17)
        #expect(guarded.findings.first?.otherLines == 23)
        // Cut into pieces, a line of markers still counts as nesting: its first piece alone
        // would look like a dividing line.
        let long = InputGuard.document(String(repeating: " -", count: 45_000) + "x")
        #expect(long.findings.map(\.kind).contains { if case .nestingTooDeep = $0 { true } else { false } })
        // A dividing line of many dashes is not a list.
        #expect(InputGuard.document(String(repeating: "- ", count: 40) + "\n").findings.isEmpty)
    }

    @Test func tooManyColumnsAreEscapedAndShowAsText() {
        let header = String(repeating: "| a ", count: 70) + "|"
        let rule = String(repeating: "|---", count: 70) + "|"
        let guarded = InputGuard.document(header + "\n" + rule + "\n| 1 | 2 |\n")
        #expect(guarded.findings.map(\.kind) == [.tooManyTableColumns(count: 70, limit: 64)])
        let html = MarkdownDocument(parsing: header + "\n" + rule + "\n").html
        #expect(!html.contains("<table>"))
        #expect(html.components(separatedBy: "|").count - 1 == 142)
    }

    @Test func tableCellsPastTheBudgetEndTheTable() {
        let limits = Self.limits { $0.tableCells = 9 }
        let text = "| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n| 5 | 6 |\n| 7 | 8 |\n\n| c | d |\n|---|---|\n| 9 | 0 |\n"
        let guarded = InputGuard.document(text, limits: limits)
        #expect(guarded.findings == [GuardFinding(line: 5, kind: .tableTooLarge(limit: 9), otherLines: 1)])
        #expect(guarded.text.contains("| 3 | 4 |\n\n| 5 | 6 |"))
        #expect(guarded.text.contains("\\|---|---|"))
        // After a lone `\r`, the empty line is made with another `\r` (found by scripts/fuzz).
        let oldMac = InputGuard.document(text.replacingOccurrences(of: "\n", with: "\r"), limits: limits)
        #expect(oldMac.text.contains("| 3 | 4 |\r\r| 5 | 6 |"))
        let rendered = CmarkBridge.render(guarded.text, mode: .document, resolveLink: nil).html
        #expect(rendered.components(separatedBy: "<table>").count - 1 == 1)
        #expect(rendered.contains("| 5 | 6 |"))
    }

    @Test func bracketsPastTheBoundOpenNoLink() {
        let limits = Self.limits { $0.bracketsPerParagraph = 3 }
        let guarded = InputGuard.document("[a](1) [b](2)\n[c](3) [d](4) \\[e]\n\n[f](5)\n", limits: limits)
        #expect(guarded.text == "[a](1) [b](2)\n[c](3) \\[d](4) \\[e]\n\n[f](5)\n")
        #expect(guarded.findings == [GuardFinding(line: 2, kind: .bracketRun(limit: 3))])
        let html = CmarkBridge.render(guarded.text, mode: .document, resolveLink: nil).html
        #expect(html.contains("[d](4) [e]"))
        #expect(html.components(separatedBy: "<a href").count - 1 == 4)
    }

    @Test func manyAutolinksOnOneLineAreBrokenAtSpaces() {
        let limits = Self.limits { $0.autolinksPerLine = 2 }
        let guarded = InputGuard.inline("write a@b.co or c@d.co or e@f.co &amp; done", limits: limits)
        #expect(guarded.text == "write a@b.co or c@d.co or\n e@f.co &amp; done")
        #expect(guarded.findings == [GuardFinding(line: 1, kind: .autolinkRun(count: 4, limit: 2))])
        // No space: broken before the `@`.
        #expect(InputGuard.inline("a@a@a@a", limits: limits).text == "a@a@a\n@a")
    }

    @Test func findingsNameTheirLinesAndCountTheOthers() {
        let limits = Self.limits { $0.lineLength = 10 }
        let text = "short\n" + String(repeating: "x", count: 30) + "\r\nok\r" + String(repeating: "y", count: 30) + "\n"
        let guarded = InputGuard.document(text, limits: limits)
        #expect(guarded.findings == [GuardFinding(line: 2, kind: .lineTooLong(length: 30, limit: 10), otherLines: 1)])
        // Line endings are kept as written.
        #expect(guarded.text.hasSuffix("\r\nok\r" + "yyyyyyyyyy\nyyyyyyyyyy\nyyyyyyyyyy\n"))
    }

    @Test func documentsAndRecipeLinesExposeTheirFindings() {
        let document = MarkdownDocument(parsing: "# T\n\n" + String(repeating: ">", count: 30) + " x\n")
        #expect(document.findings.map(\.line) == [3])
        #expect(InputGuard.inline(String(repeating: "[", count: 1_001)).findings.map(\.kind) == [.bracketRun(limit: 1_000)])
    }
}
