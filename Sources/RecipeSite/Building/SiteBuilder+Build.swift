import Foundation
import RecipeCore

extension SiteBuilder {
    /// Every file of the site, and the broken links found while making them.
    ///
    /// One path for every build, first or not: every recipe gets its fragments and page, each
    /// taken from `cache` when what it is made of is the same; "Used in" is made from every
    /// recipe's fragments; the print volumes and the pages made of the whole book follow.
    func build(cache: inout RenderCache) async -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        var timer = PhaseTimer()
        let recipes = loaded.book.recipes
        // The guide's chapters render beside the recipes' fragments.
        async let renderedChapters = renderChapters(resolver: LinkResolver(index: index), cached: cache.chapters)
        let (fragments, fragmentsKeys) = await self.fragments(cache: &cache)
        timer.lap("fragments")
        var diagnostics: [Diagnostic] = []
        var usedIn: [String: [String]] = [:]
        // By position: a loop over the fragments would copy each recipe's whole, on one thread.
        for source in fragments.indices {
            let file = recipes[source].file
            for target in fragments[source].linkedRecipes where target != file {
                usedIn[target, default: []].append(file)
            }
            diagnostics += fragments[source].brokenLinkDiagnostics(file: file)
        }
        cache.usedIn = usedIn
        let linkedFrom = usedIn
        let (chapters, chapterCache) = await renderedChapters
        cache.chapters = chapterCache
        diagnostics += chapters.diagnostics
        timer.lap("used in and chapters")

        let index = index
        let keys = await ParallelWork.map(Array(recipes.indices)) {
            index.pageKeys($0, fragmentsKey: fragmentsKeys[$0], usedIn: linkedFrom[recipes[$0].file] ?? [], links: fragments[$0].links)
        }
        let cachedPages = cache.pages
        let siteVersion = cache.siteVersion
        let shared = SharedBuilder(self)
        // On every core: each page's closure copies its recipe's fragments.
        let pages = await ParallelWork.map(Array(recipes.indices)) { position -> SiteFile in
            let file = recipes[position].file
            let key = keys[position].page
            if let cached = cachedPages[file], cached.key == key { return cached.value }
            return shared.recipePageFile(
                recipes[position], key: key, siteVersion: siteVersion, fragments: fragments[position], usedIn: linkedFrom[file] ?? [])
        }
        cache.pages = Dictionary(uniqueKeysWithValues: zip(recipes, zip(keys, pages)).map { recipe, made in
            (recipe.file, RenderCache.Cached(key: made.0.page, value: made.1))
        })
        timer.lap("recipe pages")
        var files = pages
        files += await wholeBookPages(fragments: fragments, printKeys: keys.map(\.print), chapters: chapters, cache: &cache)
        timer.lap("other pages")
        return (files, diagnostics)
    }

    /// The pages a whole-book build makes besides the recipes' own: the whole cookbook, photos,
    /// the home page, feeds, shopping pages, the 404 page, and the pages made of the whole book
    /// (lists, contents, assets, guide), each group taken from the last build when none of what
    /// it reads changed.
    private func wholeBookPages(
        fragments: [RecipeFragments], printKeys: [Int], chapters: RenderedChapters, cache: inout RenderCache
    ) async -> [SiteFile] {
        let (aggregateKeys, digests) = await aggregateKeys(cache: &cache, generations: loaded.generations)
        let reused = cache.aggregates.filter { group, cached in aggregateKeys[group] == cached.key }.mapValues(\.value)
        // The single pages are made side by side, on every core.
        async let printBook = printBookPages(fragments: fragments, keys: printKeys, siteVersion: cache.siteVersion, articles: cache.articles)
        async let home = homePage()
        async let feeds = feedFiles()
        async let aggregates = aggregatePages(
            reusing: reused, chapters: chapters, keys: aggregateKeys, digests: digests, siteVersion: cache.siteVersion)
        var files = photoFiles().map { $0.offline(.photo) }
        files.append(browserListPage().offline(.core))
        files += planFiles()
        files.append(notFoundPage())
        files.append(await home.offline(.core))
        files += await printBook
        files += await feeds
        let made = await aggregates
        for group in AggregateGroup.allCases { files += made[group] ?? [] }
        cache.aggregates = Dictionary(uniqueKeysWithValues: aggregateKeys.map { group, key in
            (group, RenderCache.Cached(key: key, value: made[group] ?? []))
        })
        return files
    }

    /// Every recipe's fragments in book order, with what each is made of: the cache's when
    /// their recipe and where their links lead are the same, the others made now.
    private func fragments(cache: inout RenderCache) async -> ([RecipeFragments], [Int]) {
        let recipes = loaded.book.recipes
        let generations = loaded.generations
        let resolver = LinkResolver(index: index)
        let cached = cache.fragments
        let language = language
        let index = index
        let made = await ParallelWork.map(Array(recipes.indices)) { position -> RenderCache.Cached<RecipeFragments> in
            let recipe = recipes[position]
            let key = index.fragmentsKey(of: recipe, generations: generations)
            if let kept = cached[recipe.file], kept.key == key, resolver.stillLead(kept.value.links, from: recipe.file) {
                return kept
            }
            return .init(key: key, value: RecipeFragments(recipe: recipe, resolver: resolver, language: language))
        }
        cache.fragments = Dictionary(zip(recipes.map(\.file), made), uniquingKeysWith: { first, _ in first })
        return (made.map(\.value), made.map(\.key))
    }
}
