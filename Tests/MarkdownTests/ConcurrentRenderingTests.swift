import Testing
@testable import Markdown

/// A build renders recipes on every core at once: each page must come out as if it were
/// rendered alone.
@Suite struct ConcurrentRenderingTests {
    /// cmark-gfm keeps its extensions' trigger characters in one table for the whole process;
    /// parsers running side by side used to clear each other's, and a URL now and then came
    /// out as plain text.
    @Test func autolinksAndStrikethroughSurviveParallelRendering() async {
        let count = 4000
        let results = await withTaskGroup(of: (Int, String).self) { group in
            for number in 0..<count {
                group.addTask {
                    let text = number.isMultiple(of: 2)
                        ? "Adapted from https://example.com/recipes/\(number) and ~~old~~ ways."
                        : "Plain words number \(number), with *emphasis* and no link."
                    return (number, MarkdownDocument.renderInline(text))
                }
            }
            var all: [(Int, String)] = []
            for await result in group { all.append(result) }
            return all
        }
        let broken = results.filter { number, html in
            number.isMultiple(of: 2)
                && !(html.contains("<a href=\"https://example.com/recipes/\(number)\">") && html.contains("<del>old</del>"))
        }
        #expect(broken.count == 0, "renders that lost a link or a strikethrough, e.g. \(broken.first?.1 ?? "")")
    }
}
