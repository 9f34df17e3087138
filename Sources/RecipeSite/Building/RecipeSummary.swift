import RecipeCore

/// A recipe as the pages made of the whole book see it, a hash for each group of them: never
/// its steps, nor its items' amounts and preparation (the ingredient index, the search and the
/// stores' data know an item by its name). An edit that leaves one of these hashes as it was
/// leaves that group's pages as they were.
struct RecipeSummary: Hashable, Sendable {
    /// What its card in the lists shows: title, description, time, tags (and where it lives).
    let lists: Int
    /// What the contents show of it: title, part, headings, items' names.
    let contents: Int
    /// What the search data and the stores' data hold of it: title, part, tags, notes,
    /// headings, items' names.
    let search: Int

    init(of recipe: Recipe) {
        var lists = Self.identity(of: recipe)
        lists.combine(recipe.cardSources)
        lists.combine(recipe.tags)
        // The card's thumbnail.
        lists.combine(recipe.firstPhoto?.found)
        var contents = Self.identity(of: recipe)
        var search = Self.identity(of: recipe)
        search.combine(recipe.tags)
        search.combine(recipe.firstPhoto?.found)
        recipe.forEachElement { element in
            switch element {
            case .step, .photo: break
            case .item(let item):
                contents.combine("item")
                contents.combine(item.name)
                search.combine("item")
                search.combine(item.name)
            case .header:
                contents.combine(element)
                search.combine(element)
            case .note:
                search.combine(element)
            }
        }
        self.lists = lists.finalize()
        self.contents = contents.finalize()
        self.search = search.finalize()
    }

    /// What a kept summary is made of: the reading of its recipe's file (a summary of a
    /// recipe not read from a file is never reused), and its address, which another
    /// recipe's title can change.
    static func key(generation: Int?, slug: String) -> Int? {
        guard let generation else { return nil }
        var hasher = Hasher()
        hasher.combine(generation)
        hasher.combine(slug)
        return hasher.finalize()
    }

    private static func identity(of recipe: Recipe) -> Hasher {
        var hasher = Hasher()
        hasher.combine(recipe.file)
        hasher.combine(recipe.slug)
        hasher.combine(recipe.title)
        hasher.combine(recipe.part)
        return hasher
    }
}

/// The pages made of the whole book but of no recipe's steps, in groups that each read less of
/// it, so that an edit renders again only the groups that read what it changed.
enum AggregateGroup: CaseIterable, Sendable {
    /// All recipes A–Z, the parts' and tags' pages, the list of tags.
    case lists
    /// The contents, with the index of ingredients.
    case contents
    /// The guide's pages and its print page.
    case guide
    /// The theme's assets, the unit table, the search data and the stores' data.
    case assets
}
