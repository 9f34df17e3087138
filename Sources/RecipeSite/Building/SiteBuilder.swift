import Foundation
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
    /// The words pages and scripts show, in the book's language with its overrides.
    let words: Wording
    let index: SiteIndex
    /// The stores and meal plans, for the shopping-list pages.
    let shopping: ShoppingContent
    let splicer = TemplateSplicer()
    /// Where the photos' images are copied from (``PhotoPipeline``); without it, no image is
    /// published.
    var imageCache: ImageCache?
    /// The hash of the book's picture (`image`) when the image cache holds its link card.
    var bookImage: String?
    /// The book's icon picture (`icon`), bounded as a photo, by its absolute path.
    var bookIcon: String?
    /// How many entries a page of a long list shows.
    var paging = ListPaging.standard
    /// The book's language, which its recipes are read in: found once, not for every page.
    let language: Language
    /// The colours a phone gives the book's app (``AppManifest``): read once.
    let appColours: AppManifest.Colours
    /// The stylesheets and scripts, under the hashed names pages link them by.
    let themeAssets: ThemeAssets

    /// Makes a builder; the diagnostics are those of the theme's templates and of the
    /// content folder's stores and meal plans.
    public static func make(loaded: LoadedBook, config: SiteConfig, theme: Theme) -> (SiteBuilder, [Diagnostic]) {
        make(loaded: loaded, config: config, theme: theme, templates: theme.templates())
    }

    /// ``make(loaded:config:theme:)`` with `theme`'s templates parsed already, and the
    /// problems found parsing them.
    static func make(
        loaded: LoadedBook, config: SiteConfig, theme: Theme, templates parsed: (TemplateSet, [Diagnostic])
    ) -> (SiteBuilder, [Diagnostic]) {
        let (templates, diagnostics) = parsed
        let shopping = (try? ShoppingContent.load(contentFolder: loaded.contentFolder, book: loaded.book, language: Language(tag: config.language)))
            ?? ShoppingContent(stores: [], plans: [], diagnostics: [], book: loaded.book)
        let builder = SiteBuilder(
            loaded: loaded, config: config, templates: templates, theme: theme, index: SiteIndex(book: loaded.book, guideImages: Set(loaded.guideImages.keys)),
            shopping: shopping)
        return (builder, diagnostics + shopping.diagnostics)
    }

    private init(
        loaded: LoadedBook, config: SiteConfig, templates: TemplateSet, theme: Theme, index: SiteIndex, shopping: ShoppingContent
    ) {
        self.loaded = loaded
        self.config = config
        self.templates = templates
        self.theme = theme
        words = Wording(config: config, theme: theme)
        language = Language(tag: config.language)
        appColours = AppManifest.colours(of: config.theme, in: theme.files)
        themeAssets = ThemeAssets(theme: theme, words: words)
        self.index = index
        self.shopping = shopping
    }

    /// Every file of the site, and the problems found while making them.
    public func build() async -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        var cache = RenderCache()
        return await build(cache: &cache)
    }

    /// The lists (but the home page), contents, theme assets and search data, and the guide's
    /// pages, by group, side by side, each taken from `reused` when it is there, the others
    /// made from each recipe's `digests`; each file made gets a fingerprint from its group's
    /// key, so that a session's next build skips it without hashing its bytes.
    func aggregatePages(
        reusing reused: [AggregateGroup: [SiteFile]], chapters: RenderedChapters, keys: [AggregateGroup: Int], digests: [RecipeDigest],
        siteVersion: Int
    ) async -> [AggregateGroup: [SiteFile]] {
        let builder = self
        let uses = digests.map(\.uses)
        async let lists = reused[.lists] ?? builder.listPages(digests: digests, siteVersion: siteVersion)
        async let contents = { if let kept = reused[.contents] { kept } else { await builder.contentsPages(uses: uses) } }()
        async let assets = {
            if let kept = reused[.assets] { kept } else { await builder.assetFiles(uses: uses, documents: digests.map(\.search)) }
        }()
        async let guide = reused[.guide]
            ?? chapterPages(chapters.documents) + (loaded.book.chapters.isEmpty ? [] : [printGuidePage(chapters.printDocuments)])
        var made: [AggregateGroup: [SiteFile]] = [
            .lists: await lists, .contents: await contents, .guide: await guide, .assets: await assets,
        ]
        for (group, files) in made where reused[group] == nil {
            made[group] = files.map { Self.fingerprinted($0, groupKey: keys[group]) }
        }
        return made
    }

    /// `file` with a fingerprint made from the key of the group it belongs to, unless it has
    /// one of its own (a list's page).
    static func fingerprinted(_ file: SiteFile, groupKey: Int?) -> SiteFile {
        guard file.fingerprint == nil else { return file }
        var hasher = Hasher()
        hasher.combine(groupKey)
        hasher.combine(file.path)
        var keyed = file
        keyed.fingerprint = hasher.finalize()
        return keyed
    }

    /// What each group of ``aggregatePages(reusing:chapters:keys:digests:siteVersion:)`` is made of: the
    /// site's version (config, theme); what the group reads of each recipe (its digest's
    /// ``RecipeSummary``, which holds where it lives), by position; the chapters for all but
    /// the lists, with where the guide's links lead, and the stores for the assets. With every
    /// recipe's digest by position, those of recipes read anew made on every core; the others
    /// are kept in `cache`.
    func aggregateKeys(cache: inout RenderCache, generations: [String: Int]) async -> ([AggregateGroup: Int], [RecipeDigest]) {
        let recipes = loaded.book.recipes
        let (kept, words, language) = (cache.digests, words, language)
        let digests = await ParallelWork.map(Array(recipes.indices)) { position -> (key: Int?, value: RecipeDigest) in
            let recipe = recipes[position]
            let key = RecipeSummary.key(generation: generations[recipe.file], slug: recipe.slug)
            if let key, let cached = kept[recipe.file], cached.key == key { return (key, cached.value) }
            return (key, RecipeDigest(of: recipe, words: words, language: language))
        }
        var common = Hasher()
        common.combine(cache.siteVersion)
        var (lists, contents, assets, guide) = (common, common, common, common)
        cache.digests = [:]
        for (recipe, digest) in zip(recipes, digests) {
            if let key = digest.key { cache.digests[recipe.file] = .init(key: key, value: digest.value) }
            lists.combine(digest.value.summary.lists)
            contents.combine(digest.value.summary.contents)
            assets.combine(digest.value.summary.search)
        }
        for chapter in loaded.book.chapters {
            contents.combine(chapter)
            assets.combine(chapter)
            guide.combine(chapter)
            guide.combine(cache.chapters[chapter.file]?.key)
            guide.combine(cache.chapters[chapter.file]?.value.links.digest)
        }
        for store in shopping.stores {
            assets.combine((try? JSONEncoder().encode(store)) ?? Data())
        }
        let keys: [AggregateGroup: Int] = [.lists: lists.finalize(), .contents: contents.finalize(), .assets: assets.finalize(), .guide: guide.finalize()]
        return (keys, digests.map(\.value))
    }

    /// The same builder, publishing the photos' images copied from `cache`, and the book's
    /// picture unless the cache knows it fails.
    func withImageCache(_ cache: ImageCache?, bookImage: String? = nil) -> SiteBuilder {
        var builder = self
        builder.imageCache = cache
        if let bookImage, let cache, !cache.entry(hash: bookImage).isFailure { builder.bookImage = bookImage }
        return builder
    }

    /// The same builder, cutting long lists into pages of `paging`.
    func withPaging(_ paging: ListPaging) -> SiteBuilder {
        var builder = self
        builder.paging = paging
        return builder
    }

    // MARK: - Pages

    func common(at path: String, root: String? = nil) -> CommonView {
        CommonView(
            config: config, root: root ?? SitePath.root(of: path), hasGuide: !loaded.book.chapters.isEmpty,
            hasPlans: !shopping.plans.isEmpty, words: words, themeColour: appColours.theme, assets: themeAssets.templateValues)
    }

    /// Renders `template` with `view` in front of the common values, then the layout around it.
    func page(
        at path: String, template: String, view: MustacheView, title: String?, kind: String,
        section: LayoutValues.NavSection? = nil, head: String = "", description: String? = nil, root: String? = nil,
        base: String = ""
    ) -> SiteFile {
        let common = common(at: path, root: root)
        let body = templates.render(LayeredView(primary: view, fallback: common), with: template)
        return layoutPage(
            at: path, common: common, body: body, title: title, kind: kind, section: section, head: head, description: description,
            base: base)
    }

    /// ``page(at:template:view:title:kind:section:head:description:root:)`` with `values`, and
    /// `blocks` of HTML made in pieces (a list's cards, a volume's articles), each joined as a
    /// value of its name.
    func page(
        at path: String, template: String, values: [String: Any], blocks: [String: [String]], title: String?,
        kind: String, section: LayoutValues.NavSection? = nil
    ) -> SiteFile {
        let view = values.merging(blocks.mapValues { $0.joined() as Any }) { _, block in block }
        return page(at: path, template: template, view: DictionaryView(view), title: title, kind: kind, section: section)
    }

    /// Puts `body` into the layout, with what a link preview shows of the page: its
    /// description cut short, its address and `image` (absolute) when the book has a `base_url`.
    func layoutPage(
        at path: String, common: CommonView, body: String, title: String?, kind: String,
        section: LayoutValues.NavSection?, head: String, description: String?, base: String = "",
        image: (path: String, alt: String)? = nil
    ) -> SiteFile {
        var layout = LayoutValues(
            pageTitle: title, pageKind: kind, description: (description ?? config.description).map(ShareText.summary),
            content: body, head: head, section: section)
        layout.base = base
        layout.article = kind == "recipe" || kind == "chapter"
        // The 404 page stands at whatever address was missing, and names no host.
        if let baseURL = config.baseURL, kind != "not-found" {
            layout.shareURL = baseURL + path
            if let image = image ?? bookImage.map({ (SitePath.photoCard(hash: $0), config.title) }) {
                layout.shareImage = baseURL + image.path
                layout.shareImageAlt = image.alt
            }
        }
        let html = splicer.render("layout", values: layout.values, common: common, templates: templates)
        return SiteFile(path: SitePath.file(of: path), content: .text(html))
    }
}
