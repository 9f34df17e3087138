import RecipeCore

/// A loaded book: the model, each chapter's rendered HTML, and every diagnostic.
public struct LoadedBook: Sendable {
    /// The recipes and chapters, with unique slugs.
    public var book: Book
    /// The Markdown of each chapter, in the order of `book.chapters`.
    public var chapterSources: [String]
    /// Every problem found, ordered by file, line and column.
    public var diagnostics: [Diagnostic]
    /// The content folder, every link resolved.
    public var contentFolder = ""
    /// When each file was last changed (seconds since 1970), by its path in the content folder.
    public var modified: [String: Double] = [:]
    /// Which reading of each file this is, in a watch session: a file read again gets a new
    /// number, so pages made from it can be told from pages made from an older reading.
    public var generations: [String: Int] = [:]
    /// The guide's pictures that chapters may show, by their path in the content folder (which
    /// is where they are published too), with where they are.
    public var guideImages: [String: String] = [:]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    static func assemble(_ files: [ParsedFile], scanDiagnostics: [Diagnostic], order: BookOrder = BookOrder()) -> LoadedBook {
        var recipes: [Recipe] = []
        var chapters: [ParsedChapter] = []
        var diagnostics = scanDiagnostics
        for file in files {
            switch file {
            case .recipe(let parsed):
                diagnostics += parsed.diagnostics
                if let recipe = file.publishedRecipe { recipes.append(recipe) }
            case .chapter(let parsed):
                chapters.append(parsed)
                diagnostics += parsed.diagnostics
            case .unreadable(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        recipes = order.sorted(recipes)
        diagnostics += order.problems(in: recipes)
        var recipeSlugs = SlugRegistry(reserved: SitePath.reservedRecipeSlugs)
        for index in recipes.indices {
            let claim = recipeSlugs.claim(recipes[index].slug, title: recipes[index].title, file: recipes[index].file)
            // Set only when it changed: a recipe the load cache shares is copied whole when set.
            if claim.slug != recipes[index].slug { recipes[index].slug = claim.slug }
            if let firstFile = claim.collidedWith {
                diagnostics.append(Diagnostic(
                    .duplicateTitle(title: recipes[index].title, firstFile: firstFile, slug: claim.slug),
                    at: SourceLocation(file: recipes[index].file)
                ))
            }
        }
        chapters.sort { ($0.chapter.order ?? Int.max, $0.chapter.file) < ($1.chapter.order ?? Int.max, $1.chapter.file) }
        var chapterSlugs = SlugRegistry()
        for index in chapters.indices {
            let chapter = chapters[index].chapter
            chapters[index].chapter.slug = chapterSlugs.claim(chapter.slug, title: chapter.title, file: chapter.file).slug
        }
        diagnostics.sortInReportOrder()
        return LoadedBook(
            book: Book(recipes: recipes, chapters: chapters.map(\.chapter)),
            chapterSources: chapters.map(\.source),
            diagnostics: diagnostics
        )
    }
}

/// Hands out unique slugs: the second `apple-crumble` becomes `apple-crumble-2`.
/// A slug the site's own pages hold is never handed out, and taking the next one is no
/// collision to report: a recipe titled *Index* is `index-2`.
struct SlugRegistry {
    private var owners: [String: String] = [:]
    /// The next counter to try for each slug: ten thousand recipes of one title take linear time.
    private var nextCounter: [String: Int] = [:]
    private let reserved: Set<String>

    init(reserved: Set<String> = []) {
        self.reserved = reserved
    }

    mutating func claim(_ slug: String, title: String, file: String) -> (slug: String, collidedWith: String?) {
        let owner = owners[slug]
        if owner == nil, !reserved.contains(slug) {
            owners[slug] = file
            return (slug, nil)
        }
        var counter = nextCounter[slug] ?? 2
        var unique = "\(slug)-\(counter)"
        while owners[unique] != nil || reserved.contains(unique) {
            counter += 1
            unique = "\(slug)-\(counter)"
        }
        nextCounter[slug] = counter + 1
        owners[unique] = file
        return (unique, owner)
    }
}
