import RecipeCore

/// The print volumes' articles a session rendered last, by recipe file with the print key each
/// was made from (``SiteIndex/pageKeys(_:fragmentsKey:usedIn:links:)``). A recipe added or
/// removed moves every later recipe to another place in the volumes, so those volumes are made
/// again, but only the articles whose recipe changed are rendered again. Articles are kept
/// from a session's second build on: a single build would only hold every article of a big
/// book in memory at once. Filled from the threads that write the volumes, hence the lock.
final class PrintedArticles: Sendable {
    private let kept = Locked<(builds: Int, articles: [String: RenderCache.Cached<String>])>((0, [:]))

    /// The article of the recipe in `file` made from `key`: the one kept, or `make()`'s, kept.
    func article(file: String, key: Int, make: () -> String) -> String {
        let (builds, article) = kept.withLock { ($0.builds, $0.articles[file]) }
        if let article, article.key == key { return article.value }
        let made = make()
        if builds > 1 { kept.withLock { $0.articles[file] = .init(key: key, value: made) } }
        return made
    }

    /// Starts a build of a book of `files`: forgets the articles of recipes no longer in it.
    func startBuild(of files: [String]) {
        kept.withLock { kept in
            kept.builds += 1
            guard kept.articles.count > files.count else { return }
            let book = Set(files)
            kept.articles = kept.articles.filter { book.contains($0.key) }
        }
    }
}
