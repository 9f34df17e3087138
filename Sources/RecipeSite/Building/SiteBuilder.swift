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
    let splicer = TemplateSplicer()

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
        var timer = PhaseTimer()
        let resolver = LinkResolver(index: index)
        let fragments = await Self.concurrentMap(loaded.book.recipes) { RecipeFragments(recipe: $0, resolver: resolver) }
        timer.lap("fragments")
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
        diagnostics += chapters.diagnostics
        let linkedFrom = usedIn
        timer.lap("chapters")

        // The big single pages are made while the recipe pages render on the other cores.
        async let printBook = printBookPage(fragments: fragments)
        async let lists = listPages() + [contentsPage()]
        let recipePages = await Self.concurrentMap(Array(loaded.book.recipes.indices)) { position in
            recipePage(position, fragments: fragments[position], usedIn: linkedFrom[position])
        }
        timer.lap("recipe pages")
        var files = recipePages
        files += photoFiles()
        files += chapterPages(chapters.documents)
        files += await lists
        files.append(await printBook)
        if !loaded.book.chapters.isEmpty {
            files.append(printGuidePage(chapters.printDocuments))
        }
        files.append(notFoundPage())
        files += assetFiles()
        files += feedFiles()
        timer.lap("other pages")
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
        CommonView(config: config, root: root ?? SitePath.root(of: path), hasGuide: !loaded.book.chapters.isEmpty)
    }

    /// Renders `template` with `view` in front of the common values, then the layout around it.
    func page(
        at path: String, template: String, view: MustacheView, title: String?, kind: String,
        section: LayoutValues.NavSection? = nil, head: String = "", description: String? = nil, root: String? = nil
    ) -> SiteFile {
        let common = common(at: path, root: root)
        let body = templates.render(LayeredView(primary: view, fallback: common), with: template)
        return layoutPage(at: path, common: common, body: body, title: title, kind: kind, section: section, head: head, description: description)
    }

    /// Puts `body` into the layout.
    func layoutPage(
        at path: String, common: CommonView, body: String, title: String?, kind: String,
        section: LayoutValues.NavSection?, head: String, description: String?
    ) -> SiteFile {
        let layout = LayoutValues(
            pageTitle: title, pageKind: kind, description: description ?? config.description,
            content: body, head: head, section: section)
        let html = splicer.render("layout", values: layout.values, common: common, templates: templates)
        return SiteFile(path: SitePath.file(of: path), content: .text(html))
    }
}
