import RecipeCore

/// The print volumes' articles a session rendered last, by recipe file with the print key each
/// was made from (``SiteIndex/pageKeys(_:fragmentsKey:usedIn:links:)``). A recipe added or
/// removed moves every later recipe to another place in the volumes, so those volumes are made
/// again, but only the articles whose recipe changed are rendered again. Filled from the
/// threads that write the volumes, hence the lock.
final class PrintedArticles: Sendable {
    private let kept = Locked<[String: RenderCache.Cached<String>]>([:])

    /// The article of the recipe in `file` made from `key`: the one kept, or `make()`'s, kept.
    func article(file: String, key: Int, make: () -> String) -> String {
        if let article = kept.withLock({ $0[file] }), article.key == key { return article.value }
        let made = make()
        kept.withLock { $0[file] = .init(key: key, value: made) }
        return made
    }

    /// Forgets the articles of recipes that are not among `files` any more.
    func keepOnly(_ files: [String]) {
        kept.withLock { articles in
            guard articles.count > files.count else { return }
            let book = Set(files)
            articles = articles.filter { book.contains($0.key) }
        }
    }
}
