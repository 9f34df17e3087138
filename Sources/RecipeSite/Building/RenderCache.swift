import RecipeCore

/// What an earlier build of the same site rendered, so a rebuild renders only recipes whose
/// inputs changed. Every key holds all that its value is made from, so a cached value is
/// always the value a fresh render would give; what the whole site shares (config, templates)
/// is not in the keys: a session starts a new cache when those change.
public struct RenderCache: Sendable {
    struct Cached<Value: Sendable>: Sendable {
        let key: Int
        let value: Value
    }

    var fragments: [String: Cached<RecipeFragments>] = [:]
    var pages: [String: Cached<SiteFile>] = [:]
    /// Chapters rendered for their pages and for the print page, by file.
    var chapters: [String: Cached<SiteBuilder.RenderedChapter>] = [:]
    /// For each recipe of the last build, by file, the recipes whose steps link to it, in
    /// book order.
    var usedIn: [String: [String]] = [:]
    /// Each recipe's ``RecipeDigest``, by file, with the reading of the file and the address
    /// it was made from (``RecipeSummary/key(generation:slug:)``).
    var digests: [String: Cached<RecipeDigest>] = [:]
    /// The pages and files made of the whole book but of no recipe's steps, by group, with the
    /// key of what each group was made of.
    var aggregates: [AggregateGroup: Cached<[SiteFile]>] = [:]
    /// The print volumes' articles, each with the print key it was made from.
    var articles = PrintedArticles()
    /// A fingerprint of what every page shares (config, theme), mixed into page fingerprints.
    var siteVersion = 0

    /// An empty cache: the next build renders everything.
    public init() {}
}

extension SiteIndex {
    /// A recipe as a cache key sees it: by the reading of its file when known (cheaper than
    /// hashing the whole recipe), and its slug, which other recipes' titles decide too.
    static func combineIdentity(of recipe: Recipe, generations: [String: Int], into hasher: inout Hasher) {
        if let generation = generations[recipe.file] {
            hasher.combine(recipe.file)
            hasher.combine(generation)
            hasher.combine(recipe.slug)
        } else {
            hasher.combine(recipe)
        }
    }

    /// What a recipe's ``RecipeFragments`` are made of, but for where its links lead (which
    /// the fragments keep, to be checked: ``LinkResolver/stillLead(_:from:)``): the recipe,
    /// and the sub-recipes its items name (``SubRecipes/dependencies(of:)``).
    func fragmentsKey(of recipe: Recipe, generations: [String: Int]) -> Int {
        var hasher = Hasher()
        Self.combineIdentity(of: recipe, generations: generations, into: &hasher)
        combineSubRecipes(of: recipe, generations: generations, into: &hasher)
        return hasher.finalize()
    }

    /// The sub-recipes a recipe's page shows and gathers, by identity: a crust's new title or
    /// items change the pie's page, and so does a new recipe titled as one of its items.
    private func combineSubRecipes(of recipe: Recipe, generations: [String: Int], into hasher: inout Hasher) {
        for other in subRecipes.dependencies(of: recipe) {
            Self.combineIdentity(of: other, generations: generations, into: &hasher)
        }
    }

    /// What a recipe's page is made of: what its fragments are (`fragmentsKey`, the recipe
    /// and its sub-recipes), where its links lead (`links`, its fragments'
    /// ``RecipeFragments/links``), its part's and tags' pages, and what links to it; and the
    /// same without what links to it, for its article on the print page and its list. Where
    /// other recipes live is not in them: a recipe renamed changes the pages that link to it,
    /// and those it links to, alone.
    func pageKeys(_ position: Int, fragmentsKey: Int, usedIn: [String], links: [LinkResolution]) -> (page: Int, print: Int) {
        let recipe = book.recipes[position]
        var hasher = Hasher()
        hasher.combine(fragmentsKey)
        hasher.combine(links.digest)
        hasher.combine(recipe.part.flatMap(partSlug))
        for tag in recipe.tags { hasher.combine(tagPath(tag)) }
        let print = hasher
        for file in usedIn {
            guard let other = recipeByFile[file].map({ book.recipes[$0] }) else { continue }
            hasher.combine(other.title)
            hasher.combine(other.slug)
        }
        return (hasher.finalize(), print.finalize())
    }
}
