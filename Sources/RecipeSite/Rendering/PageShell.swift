/// A page whose very large blocks of HTML are not in it yet: its text holds a marker where
/// each block goes, so the blocks never pass through the template engine.
///
/// The contract, checked on every shell made: a template writes a block raw (`{{{name}}}`)
/// and unchanged. A marker it escaped or transformed is found, and that page is rendered by
/// the template engine with the blocks joined in, as a theme asked.
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
        "\u{E000}block \(name) \(token)&\u{E001}"
    }

    private static let token = UInt64.random(in: 0...UInt64.max)

    /// The names of the blocks with no text in them.
    static func emptyBlocks(of blocks: [String: [String]]) -> Set<String> {
        Set(blocks.filter { !$0.value.contains { !$0.isEmpty } }.keys)
    }

    /// The page with `blocks` in the shell `make` makes (given what to put where a block goes:
    /// here its marker); when the template broke the contract, the page `make` makes with the
    /// blocks themselves.
    static func fill(_ blocks: [String: [String]], making make: (_ block: (String) -> String) -> PageShell) -> SiteFile {
        let shell = make(marker)
        guard shell.keepsMarkers(of: blocks) else {
            let whole = make { blocks[$0]?.joined() ?? "" }
            return SiteFile(path: whole.path, content: .text(whole.text))
        }
        // A shell made for these blocks always takes them.
        return shell.filled(with: blocks) ?? SiteFile(path: shell.path, content: .text(shell.text))
    }

    /// Whether every marker in the text stands as it was made: none escaped, cut or changed.
    private func keepsMarkers(of blocks: [String: [String]]) -> Bool {
        let made = blocks.keys.reduce(0) { count, name in count + text.byteOffsets(of: Self.marker(name)).count }
        return text.byteOffsets(of: "\u{E000}block ").count == made
    }

    /// The page with `blocks` in place of their markers, written in pieces; `nil` when a block
    /// is empty that was not, or the other way round, which the template may show otherwise.
    func filled(with blocks: [String: [String]]) -> SiteFile? {
        guard Self.emptyBlocks(of: blocks) == emptyBlocks else { return nil }
        let markers = blocks.filter { !emptyBlocks.contains($0.key) }.map { (marker: Self.marker($0.key), pieces: $0.value) }
        return SiteFile(path: path, content: .parts(text.replacing(markers: markers)))
    }
}
