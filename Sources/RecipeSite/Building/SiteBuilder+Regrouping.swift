import RecipeCore

/// The pieces of the pages made of the whole book that edits of recipes need, taken out of a
/// render cache while they are worked on.
struct KeptPieces: Sendable {
    var lists: ListsPieces?
    var contents: ContentsPieces?
    var assets: AssetsPieces?

    /// The pieces of the groups `edits` change, taken out of `cache` (so that changing them
    /// copies nothing).
    static func take(for edits: [RecipeEdit], from cache: inout RenderCache) -> KeptPieces {
        KeptPieces(
            lists: edits.contains(where: \.changesLists) ? cache.listsPieces.take() : nil,
            contents: edits.contains(where: \.changesContents) ? cache.contentsPieces.take() : nil,
            assets: edits.contains(where: \.changesSearch) ? cache.assetsPieces.take() : nil)
    }
}

extension SiteBuilder {
    /// The lists, contents page, search data and stores' data that `edits` changed, put
    /// together from `kept` pieces with the edited recipes' own made again, side by side; and
    /// the pieces as they are now.
    static func regroup(
        _ kept: KeptPieces, for edits: [RecipeEdit], builder: SiteBuilder
    ) async -> (files: [SiteFile], pieces: KeptPieces) {
        async let lists = kept.lists.map { regroupLists($0, for: edits, builder: builder) }
        async let contents = kept.contents.map { regroupContents($0, for: edits, builder: builder) }
        let assets = kept.assets.map { regroupAssets($0, for: edits, builder: builder) }
        let (listsMade, contentsMade) = await (lists, contents)
        let files = (listsMade?.files ?? []) + (contentsMade?.files ?? []) + (assets?.files ?? [])
        return (files, KeptPieces(lists: listsMade?.pieces, contents: contentsMade?.pieces, assets: assets?.pieces))
    }

    /// Puts `regrouped` pieces back in `cache`, and keeps every group of pages made of the
    /// whole book under the key its pieces now make, as a whole-book rebuild would leave them;
    /// returns the files.
    static func keep(
        _ regrouped: (files: [SiteFile], pieces: KeptPieces), for edits: [RecipeEdit], in cache: inout RenderCache
    ) -> [SiteFile] {
        if let lists = regrouped.pieces.lists { cache.listsPieces = lists }
        if let contents = regrouped.pieces.contents { cache.contentsPieces = contents }
        if let assets = regrouped.pieces.assets { cache.assetsPieces = assets }
        guard edits.contains(where: { $0.changesLists || $0.changesContents || $0.changesSearch }) else { return regrouped.files }
        guard var inputs = cache.aggregateKeyInputs else {
            cache.aggregates = [:]
            return regrouped.files
        }
        for edit in edits {
            inputs.sums.remove(edit.oldSummary, at: edit.position)
            inputs.sums.add(edit.summary, at: edit.position)
        }
        cache.aggregateKeyInputs = inputs
        let keys = inputs.keys
        // The files made here stay known by their bytes' hash (no fingerprint), which the write
        // compares with what it last wrote there without reading the file back.
        let byPath = Dictionary(regrouped.files.map { ($0.path, $0) }) { first, _ in first }
        for (group, kept) in cache.aggregates {
            guard let key = keys[group] else { continue }
            cache.aggregates[group] = .init(key: key, value: kept.value.map { byPath[$0.path] ?? $0 })
        }
        return regrouped.files
    }

    /// The pages of the A–Z list and of the edited recipes' parts that show them, and every page
    /// of their tags (before and after: a tag's pages move on after a recipe it gains).
    private static func regroupLists(
        _ kept: ListsPieces, for edits: [RecipeEdit], builder: SiteBuilder
    ) -> (files: [SiteFile], pieces: ListsPieces) {
        var pieces = kept
        let index = builder.index
        var tagsChanged = false
        var tags = Set<String>()
        var parts = Set<String>()
        var positions = Set<Int>()
        for edit in edits where edit.changesLists {
            pieces.replace(at: edit.position, index: index)
            positions.insert(edit.position)
            tagsChanged = tagsChanged || edit.recipe.tags != edit.oldTags
            tags.formUnion((edit.recipe.tags + edit.oldTags).map { $0.lowercased() })
            if let part = edit.recipe.part { parts.insert(part) }
        }
        var files = builder.allRecipesPages(&pieces, only: positions)
        for part in index.parts where parts.contains(part.name) { files += builder.partPages(part, &pieces, only: positions) }
        if tagsChanged { files.append(builder.tagsPage()) }
        for tag in index.tags where tags.contains(tag.name.lowercased()) { files += builder.tagPages(tag, &pieces) }
        return (files, pieces)
    }

    /// The contents' pages that show the edited recipes, and when their ingredients changed,
    /// the index of ingredients and the pages of the ingredients they changed.
    private static func regroupContents(
        _ kept: ContentsPieces, for edits: [RecipeEdit], builder: SiteBuilder
    ) -> (files: [SiteFile], pieces: ContentsPieces) {
        var pieces = kept
        let roots = SiteBuilder.contentsRoots
        var positions = Set<Int>()
        var ingredients = Set<String>()
        for edit in edits where edit.changesContents {
            positions.insert(edit.position)
            let entries = (SiteBuilder.tocEntry(edit.recipe, root: roots.first), SiteBuilder.tocEntry(edit.recipe, root: roots.later))
            ingredients.formUnion(pieces.replace(at: edit.position, entries: entries, uses: edit.uses.index))
        }
        var files = builder.tocPages(&pieces, only: positions)
        if !ingredients.isEmpty {
            files.append(builder.ingredientIndexPage(pieces))
            for key in ingredients.sorted() { files += builder.ingredientPages(key, pieces: pieces) }
        }
        return (files, pieces)
    }

    /// Whether `edits` leave every page of the lists and of the ingredients where it is: no
    /// ingredient's or tag's list gains or loses a page (`old` and `new` the index before and
    /// after them). A page that comes or goes needs the whole book's build, which writes the
    /// record of the output folder's files.
    static func editsKeepPages(
        _ edits: [RecipeEdit], old: SiteIndex, new: SiteIndex, contents: ContentsPieces?, paging: ListPaging
    ) -> Bool {
        func pages(_ count: Int, _ size: Int) -> Int { count == 0 ? 0 : ListPaging.pageCount(count, size: size) }
        let oldTags = Dictionary(old.tags.map { ($0.name.lowercased(), $0.recipes.count) }) { first, _ in first }
        for tag in new.tags where pages(oldTags[tag.name.lowercased()] ?? 0, paging.cards) != pages(tag.recipes.count, paging.cards) {
            return false
        }
        guard let contents else { return true }
        var change: [String: Int] = [:]
        for edit in edits {
            for use in contents.ingredients.uses[edit.position] { change[use.key, default: 0] -= 1 }
            for use in edit.uses.index { change[use.key, default: 0] += 1 }
        }
        return change.allSatisfy { key, delta in
            let count = contents.ingredients.users[key]?.count ?? 0
            return pages(count, paging.ingredient) == pages(count + delta, paging.ingredient)
        }
    }

    private static func regroupAssets(
        _ kept: AssetsPieces, for edits: [RecipeEdit], builder: SiteBuilder
    ) -> (files: [SiteFile], pieces: AssetsPieces) {
        var pieces = kept
        var touched = Set<String>()
        var shopping = false
        for edit in edits where edit.changesSearch {
            let changed = pieces.replace(at: edit.position, with: edit.recipe, uses: edit.uses)
            touched.formUnion(changed.search)
            shopping = shopping || changed.shopping
        }
        var files: [SiteFile] = []
        if !touched.isEmpty { files += pieces.changedSearchScripts(since: kept.search, touched: touched) }
        if shopping { files.append(builder.shoppingScript(pieces)) }
        return (files, pieces)
    }
}
