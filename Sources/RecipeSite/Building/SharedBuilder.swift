import RecipeCore

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
    /// A recipe's page, rendered by this builder only when written. With a `key` (see
    /// ``SiteIndex/pageKeys(_:fragmentsKey:usedIn:links:)``) its fingerprint is made from it,
    /// so a session skips it unchanged; without one it is known by its bytes.
    func recipePageFile(_ recipe: Recipe, key: Int?, siteVersion: Int, fragments: RecipeFragments, usedIn: [String]) -> SiteFile {
        let fingerprint = key.map { key in
            var fingerprint = Hasher()
            fingerprint.combine(key)
            fingerprint.combine(siteVersion)
            return fingerprint.finalize()
        }
        return SiteFile(path: SitePath.file(of: SitePath.recipe(recipe.slug)), content: .rendered {
            self.builder.recipePage(recipe, fragments: fragments, usedIn: usedIn).content.pieces
        }, fingerprint: fingerprint)
    }
}
