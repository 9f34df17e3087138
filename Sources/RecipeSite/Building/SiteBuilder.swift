import Markdown
import Mustache
import RecipeCore

/// Any value a template can read.
typealias MustacheView = any MustacheParent

/// Turns a loaded book into the files of its website. Pure: nothing is written here.
public struct SiteBuilder: Sendable {
    let loaded: LoadedBook
    let config: SiteConfig
    let templates: TemplateSet
    let theme: Theme
    let index: SiteIndex

    /// Makes a builder; the diagnostics are those of the theme's templates.
    public static func make(loaded: LoadedBook, config: SiteConfig, theme: Theme) -> (SiteBuilder, [Diagnostic]) {
        let (templates, diagnostics) = theme.templates()
        let builder = SiteBuilder(
            loaded: loaded, config: config, templates: templates, theme: theme, index: SiteIndex(book: loaded.book))
        return (builder, diagnostics)
    }

    private init(loaded: LoadedBook, config: SiteConfig, templates: TemplateSet, theme: Theme, index: SiteIndex) {
        self.loaded = loaded
        self.config = config
        self.templates = templates
        self.theme = theme
        self.index = index
    }

    /// Every file of the site, and the problems found while making them.
    public func build() async -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        let resolver = LinkResolver(index: index)
        let fragments = await Self.concurrentMap(loaded.book.recipes) { RecipeFragments(recipe: $0, resolver: resolver) }
        var usedIn = [[Int]](repeating: [], count: fragments.count)
        var diagnostics: [Diagnostic] = []
        for (source, recipeFragments) in fragments.enumerated() {
            for target in recipeFragments.linkedRecipes.sorted() where target != source {
                usedIn[target].append(source)
            }
            for link in recipeFragments.brokenLinks {
                diagnostics.append(Diagnostic(.brokenLink(link), at: SourceLocation(file: loaded.book.recipes[source].file)))
            }
        }
        let chapters = renderChapters(resolver: resolver)
        let linkedFrom = usedIn
        diagnostics += chapters.diagnostics

        let recipePages = await Self.concurrentMap(Array(loaded.book.recipes.indices)) { position in
            recipePage(position, fragments: fragments[position], usedIn: linkedFrom[position])
        }
        var files = recipePages
        files += photoFiles()
        files += chapterPages(chapters.documents)
        files += listPages()
        files.append(contentsPage())
        files.append(printBookPage(fragments: fragments))
        files.append(printGuidePage(chapters.printDocuments))
        files.append(notFoundPage())
        files += assetFiles()
        files += feedFiles()
        return (files, diagnostics)
    }

    /// Runs `transform` over `elements` on all cores, keeping their order.
    static func concurrentMap<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
    ) async -> [Result] {
        let chunkSize = max(8, elements.count / 32)
        let starts = Array(stride(from: 0, to: elements.count, by: chunkSize))
        return await withTaskGroup(of: (Int, [Result]).self) { group in
            for (chunk, start) in starts.enumerated() {
                let slice = elements[start..<min(start + chunkSize, elements.count)]
                group.addTask { (chunk, slice.map(transform)) }
            }
            var results = [[Result]](repeating: [], count: starts.count)
            for await (chunk, mapped) in group { results[chunk] = mapped }
            return results.flatMap { $0 }
        }
    }

    // MARK: - Pages

    func common(at path: String, root: String? = nil) -> CommonView {
        CommonView(config: config, root: root ?? SitePath.root(of: path))
    }

    /// Renders `template` with `view` in front of the common values, then the layout around it.
    func page(
        at path: String, template: String, view: MustacheView, title: String?, kind: String,
        section: LayoutView.NavSection? = nil, head: String = "", description: String? = nil, root: String? = nil
    ) -> SiteFile {
        let common = common(at: path, root: root)
        let body = templates.render(LayeredView(primary: view, fallback: common), with: template)
        let layout = LayoutView(
            common: common, pageTitle: title, pageKind: kind, description: description,
            content: body, head: head, section: section)
        return SiteFile(path: SitePath.file(of: path), content: .text(templates.render(layout, with: "layout")))
    }
}
