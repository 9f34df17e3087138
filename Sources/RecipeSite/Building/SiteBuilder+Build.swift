import Foundation
import RecipeCore

extension SiteBuilder {
    /// How much of the book a build makes again, from its ``BuildPlan``.
    enum Scope: Sendable {
        /// Every recipe and every page, each taken from the render cache when what it is made of
        /// is the same; the pages of `changed` recipes (files read anew since the last build) are
        /// made and handed over first, before the rest of the book is gone through.
        case wholeBook(changed: Set<String>)
        /// These recipes, edited within themselves and already in the builder's book: their
        /// pages and what shows them; every other page on disk stays as it is.
        case edited([RecipeEdit])

        var edits: [RecipeEdit] {
            if case .edited(let edits) = self { return edits }
            return []
        }
    }

    /// The files the scope makes, and the broken links found while making them.
    ///
    /// One path for every build: the recipes of the scope get their fragments, pages, print
    /// articles and lists (the cache gives back those whose keys did not change); "Used in" is
    /// made from every recipe's fragments and a recipe whose "Used in" changed gets its page
    /// again; the volumes of the whole cookbook that hold a recipe of the scope, the pages that
    /// show when recipes last changed, and the pages made of the whole book follow. `early` gets
    /// the recipes' pages that had to be rendered anew as soon as they are ready.
    func build(
        _ scope: Scope, cache: inout RenderCache, early: (@Sendable ([SiteFile]) async -> Void)?
    ) async -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        var timer = PhaseTimer()
        let recipes = loaded.book.recipes
        let generations = loaded.generations
        let isWholeBook = scope.edits.isEmpty
        let targets = isWholeBook ? Set(recipes.indices) : Set(scope.edits.map(\.position))
        // Fragments made already: the edited recipes', or those of the changed recipes whose
        // pages go first.
        var ready = Dictionary(scope.edits.map { ($0.position, $0.fragments) }, uniquingKeysWith: { first, _ in first })
        if case .wholeBook(let changed) = scope, let early {
            let first = changedPagesFirst(changed, usedIn: cache.usedIn, siteVersion: cache.siteVersion)
            ready = first.fragments
            if !first.pages.isEmpty && first.pages.count < recipes.count { await early(first.pages) }
        }
        // The guide's chapters render beside the recipes' fragments.
        async let renderedChapters = isWholeBook ? renderChapters(resolver: LinkResolver(index: index), cached: cache.chapters) : nil
        let fragments = await self.fragments(targets: targets, ready: ready, cache: &cache)
        timer.lap("fragments")
        var diagnostics: [Diagnostic] = []
        var usedIn: [String: [String]] = [:]
        // By position: a loop over the fragments would copy each recipe's whole, on one thread.
        for source in fragments.indices {
            let file = recipes[source].file
            for target in fragments[source].linkedRecipes where target != file {
                usedIn[target, default: []].append(file)
            }
            if isWholeBook { diagnostics += fragments[source].brokenLinkDiagnostics(file: file) }
        }
        // A recipe whose "Used in" changed shows it on its page.
        let relinked = isWholeBook ? [] : Set(recipes.indices.filter { usedIn[recipes[$0].file] != cache.usedIn[recipes[$0].file] })
        cache.usedIn = usedIn
        let linkedFrom = usedIn
        var chapters: RenderedChapters?
        if let (made, chapterCache) = await renderedChapters {
            cache.chapters = chapterCache
            diagnostics += made.diagnostics
            chapters = made
        }
        timer.lap("used in and chapters")

        let pagePositions = targets.union(relinked).sorted()
        let index = index
        // A build that keeps nothing for the next never looks a page up by its key: its pages
        // get none, and no fingerprint either (the write knows them by their bytes).
        let makesKeys = cache.isKept || !isWholeBook
        let keys: [(page: Int, print: Int)] = makesKeys
            ? await Self.concurrentMap(pagePositions) {
                index.pageKeys($0, usedIn: linkedFrom[recipes[$0].file] ?? [], links: fragments[$0].links, generations: generations)
            }
            : []
        let pageKeys: [Int?] = makesKeys ? keys.map(\.page) : pagePositions.map { _ in nil }
        let cachedPages = cache.pages
        let siteVersion = cache.siteVersion
        let shared = SharedBuilder(self)
        // On every core: each page's closure copies its recipe's fragments.
        let pages = await Self.concurrentMap(Array(zip(pagePositions, pageKeys))) { position, key -> (SiteFile, fresh: Bool) in
            let file = recipes[position].file
            if let key, let cached = cachedPages[file], cached.key == key { return (cached.value, false) }
            let page = shared.recipePageFile(
                position, key: key, siteVersion: siteVersion, fragments: fragments[position], usedIn: linkedFrom[file] ?? [])
            return (page, true)
        }
        if let early, !isWholeBook {
            // The scope's own pages first; those whose "Used in" changed follow with the rest.
            let fresh = zip(pagePositions, pages).filter { targets.contains($0.0) && $0.1.fresh }.map(\.1.0)
            if !fresh.isEmpty && fresh.count < recipes.count { await early(fresh) }
        }
        for (position, (key, page)) in zip(pagePositions, zip(keys, pages)) where cache.isKept {
            cache.pages[recipes[position].file] = .init(key: key.page, value: page.0)
        }
        timer.lap("recipe pages")

        // Each recipe of the scope as the whole-cookbook page shows it. A build that keeps
        // nothing makes them as each volume is written.
        let articles: PrintArticles
        if isWholeBook && !cache.isKept {
            articles = .whenWritten(fragments)
        } else {
            let printKeys = Dictionary(uniqueKeysWithValues: zip(pagePositions, keys.map(\.print)))
            articles = .made(await printArticles(targets: targets, keys: printKeys, fragments: fragments, cache: &cache))
        }
        var files = pages.map(\.0)
        timer.lap("print articles")
        if let chapters {
            files += await wholeBookPages(articles: articles, chapters: chapters, cache: &cache)
            if cache.isKept { cache.keep(files: Set(recipes.map(\.file))) }
        } else {
            files += printBookPages(articles: articles, touching: targets)
            // The pages made of the whole book are put together on the other core meanwhile.
            let kept = KeptPieces.take(for: scope.edits, from: &cache)
            async let regrouped = Self.regroup(kept, for: scope.edits, builder: self)
            files.append(homePage())
            files += feedFiles()
            files += planFiles()
            files += Self.keep(await regrouped, for: scope.edits, in: &cache)
        }
        timer.lap("other pages")
        return (files, diagnostics)
    }

    /// The pages a whole-book build makes besides the recipes' own: the whole cookbook, photos,
    /// the home page, feeds, shopping pages, the 404 page, and the pages made of the whole book
    /// (lists, contents, assets, guide), each group taken from the last build when none of what
    /// it reads changed.
    private func wholeBookPages(articles: PrintArticles, chapters: RenderedChapters, cache: inout RenderCache) async -> [SiteFile] {
        let aggregateKeys = cache.isKept ? aggregateKeys(cache: &cache, generations: loaded.generations) : nil
        let reused = aggregateKeys.map { keys in
            cache.aggregates.filter { group, cached in keys[group] == cached.key }.mapValues(\.value)
        } ?? [:]
        // The single pages are made side by side, on every core.
        async let printBook = printBookPages(articles: articles)
        async let home = homePage()
        async let feeds = feedFiles()
        async let aggregates = aggregatePages(reusing: reused, chapters: chapters, keys: aggregateKeys)
        var files = photoFiles()
        // The guide's pictures as remade, never their own files.
        files += guidePictures.sorted { $0.key < $1.key }.map { SiteFile(path: $0.key, content: .copy(from: $0.value)) }
        files.append(browserListPage())
        files += planFiles()
        files.append(notFoundPage())
        files.append(await home)
        files += await printBook
        files += await feeds
        let (made, listsPieces, contentsPieces, assetsPieces) = await aggregates
        for group in AggregateGroup.allCases { files += made[group] ?? [] }
        // Kept by a one-off build too, which never asks for them again: freed here, they
        // would hold up the rest of the build, and `build` leaves its cache to the exit.
        if let listsPieces { cache.listsPieces = listsPieces }
        if let contentsPieces { cache.contentsPieces = contentsPieces }
        if let assetsPieces { cache.assetsPieces = assetsPieces }
        if let aggregateKeys {
            cache.aggregates = Dictionary(uniqueKeysWithValues: aggregateKeys.map { group, key in
                (group, RenderCache.Cached(key: key, value: made[group] ?? []))
            })
        }
        return files
    }

    /// The pages of the `changed` recipes, made before anything else with what links to them
    /// as the last build knew it (`usedIn`): the page being edited is on disk at once, and the
    /// rest of the build writes it again only if it ends up different. With the fragments
    /// they were made of, by position, for the rest of the build.
    private func changedPagesFirst(
        _ changed: Set<String>, usedIn: [String: [String]], siteVersion: Int
    ) -> (pages: [SiteFile], fragments: [Int: RecipeFragments]) {
        let resolver = LinkResolver(index: index)
        var pages: [SiteFile] = []
        var made: [Int: RecipeFragments] = [:]
        let shared = SharedBuilder(self)
        for file in changed.sorted() {
            guard let position = index.recipeByFile[file], loaded.book.recipes[position].file == file else { continue }
            let fragments = RecipeFragments(recipe: loaded.book.recipes[position], resolver: resolver, language: language)
            let users = usedIn[file] ?? []
            let key = index.pageKeys(position, usedIn: users, links: fragments.links, generations: loaded.generations)
            pages.append(shared.recipePageFile(
                position, key: key.page, siteVersion: siteVersion, fragments: fragments, usedIn: users))
            made[position] = fragments
        }
        return (pages, made)
    }

    /// Every recipe's fragments in book order: those of `targets` checked against the cache
    /// (kept when their recipe and where their links lead are the same), those `ready` made
    /// with this builder's index as they are, the others as the cache holds them.
    private func fragments(targets: Set<Int>, ready: [Int: RecipeFragments], cache: inout RenderCache) async -> [RecipeFragments] {
        let recipes = loaded.book.recipes
        let generations = loaded.generations
        let resolver = LinkResolver(index: index)
        let cached = cache.fragments
        let language = language
        let keyed = await Self.concurrentMap(Array(recipes.indices)) { position -> RenderCache.Cached<RecipeFragments>? in
            let recipe = recipes[position]
            if !targets.contains(position), cached[recipe.file] != nil { return nil }
            let key = SiteIndex.fragmentsKey(of: recipe, generations: generations)
            if let fragments = ready[position] { return .init(key: key, value: fragments) }
            if let kept = cached[recipe.file], kept.key == key, resolver.stillLead(kept.value.links, from: recipe.file) {
                return kept
            }
            return .init(key: key, value: RecipeFragments(recipe: recipe, resolver: resolver, language: language))
        }
        var fragments: [RecipeFragments] = []
        fragments.reserveCapacity(recipes.count)
        for (position, made) in keyed.enumerated() {
            if let made {
                if cache.isKept { cache.fragments[recipes[position].file] = made }
                fragments.append(made.value)
            } else if let kept = cached[recipes[position].file] {
                fragments.append(kept.value)
            }
        }
        return fragments
    }

    /// Every recipe's article of the whole-cookbook page, in book order: those of `targets`
    /// made again unless the cache holds one of the same key, the others from the cache.
    private func printArticles(
        targets: Set<Int>, keys: [Int: Int], fragments: [RecipeFragments], cache: inout RenderCache
    ) async -> [String] {
        let recipes = loaded.book.recipes
        let cached = cache.printArticles
        let builder = self
        let made = await Self.concurrentMap(targets.sorted()) { position -> (Int, RenderCache.Cached<String>) in
            let key = keys[position] ?? 0
            if let kept = cached[recipes[position].file], kept.key == key { return (position, kept) }
            return (position, .init(key: key, value: builder.printArticle(position, fragments: fragments[position])))
        }
        if cache.isKept {
            for (position, article) in made { cache.printArticles[recipes[position].file] = article }
        }
        let fresh = Dictionary(made, uniquingKeysWith: { first, _ in first })
        return recipes.indices.map { fresh[$0]?.value ?? cached[recipes[$0].file]?.value ?? "" }
    }
}
