/// One builder behind a reference, for the closures that render a page only when it is
/// written: each such closure retains this once, where a copy of the builder would retain
/// every part of the book and the site it holds, ten thousand times over, on one thread.
final class SharedBuilder: Sendable {
    let builder: SiteBuilder

    init(_ builder: SiteBuilder) {
        self.builder = builder
    }
}

extension SharedBuilder {
    /// A recipe's page, rendered by this builder only when written: its fingerprint is made
    /// from `key` (see ``SiteIndex/pageKeys(_:fragmentsKey:usedIn:links:)``), so a session
    /// skips it unchanged.
    func recipePageFile(_ position: Int, key: Int, siteVersion: Int, fragments: RecipeFragments, usedIn: [String]) -> SiteFile {
        var fingerprint = Hasher()
        fingerprint.combine(key)
        fingerprint.combine(siteVersion)
        let path = SitePath.file(of: SitePath.recipe(builder.loaded.book.recipes[position].slug))
        return SiteFile(path: path, content: .rendered {
            self.builder.recipePage(position, fragments: fragments, usedIn: usedIn).content.pieces
        }, fingerprint: fingerprint.finalize())
    }
}
