/// A page whose very large blocks of HTML are not in it yet: its text holds a marker where
/// each block goes. Kept, it takes new blocks without the templates being rendered again.
struct PageShell: Sendable {
    /// The page's file path in the output folder.
    let path: String
    /// The page, a marker in place of each block that is not empty.
    let text: String
    /// The blocks that were empty: the template saw an empty value for them.
    let emptyBlocks: Set<String>

    /// What stands in the template's output for the block called `name`: with a number drawn
    /// once a process, so that no text of the book (a part's folder name, say) can be taken
    /// for one.
    static func marker(_ name: String) -> String {
        "\u{E000}block \(name) \(token)\u{E001}"
    }

    private static let token = UInt64.random(in: 0...UInt64.max)

    /// The names of the blocks with no text in them.
    static func emptyBlocks(of blocks: [String: [String]]) -> Set<String> {
        Set(blocks.filter { !$0.value.contains { !$0.isEmpty } }.keys)
    }

    /// The page with `blocks` in `kept` when that still fits them, else in the shell `make`
    /// makes, which is kept instead.
    static func fill(_ blocks: [String: [String]], keptIn kept: inout PageShell?, making make: () -> PageShell) -> SiteFile {
        if let page = kept?.filled(with: blocks) { return page }
        let shell = make()
        kept = shell
        // A shell made for these blocks always takes them.
        return shell.filled(with: blocks) ?? SiteFile(path: shell.path, content: .text(shell.text))
    }

    /// The page with `blocks` in place of their markers, written in pieces; `nil` when a block
    /// is empty that was not, or the other way round, which the template may show otherwise.
    func filled(with blocks: [String: [String]]) -> SiteFile? {
        guard Self.emptyBlocks(of: blocks) == emptyBlocks else { return nil }
        let markers = blocks.filter { !emptyBlocks.contains($0.key) }.map { (marker: Self.marker($0.key), pieces: $0.value) }
        return SiteFile(path: path, content: .parts(text.replacing(markers: markers)))
    }
}
