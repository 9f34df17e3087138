import RecipeCore

extension SiteBuilder {
    /// The pages of `recipes`, just read again, made by the last build's builder as soon as
    /// they are read: the page being edited reaches the disk before the book is put together
    /// again. They are made the one way every recipe page is, with where links lead and what
    /// links to each recipe (`usedIn`, by file) as the last build knew them; the build that
    /// follows writes each again only if it ends up different.
    ///
    /// A recipe keeps its address while its title stays; a new title or a new file takes the
    /// address its title gives, unless this book gives that address to another recipe or the
    /// site's own pages: then its page is left to the build.
    func pagesAhead(of recipes: [Recipe], usedIn: [String: [String]]) -> [SiteFile] {
        let resolver = LinkResolver(index: index)
        let shared = SharedBuilder(self)
        return recipes.compactMap { read in
            guard let recipe = placed(read) else { return nil }
            let fragments = RecipeFragments(recipe: recipe, resolver: resolver, language: language)
            return shared.recipePageFile(recipe, key: nil, siteVersion: 0, fragments: fragments, usedIn: usedIn[recipe.file] ?? [])
        }
    }

    /// `recipe` at the address it had, or at a free one its title gives; `nil` when another
    /// recipe of this book has that address.
    private func placed(_ read: Recipe) -> Recipe? {
        let book = loaded.book.recipes
        var recipe = read
        if let position = index.recipeByFile[recipe.file], book[position].file == recipe.file, book[position].title == recipe.title {
            recipe.slug = book[position].slug
            return recipe
        }
        let taken = SitePath.reservedRecipeSlugs.contains(recipe.slug)
            || book.contains { $0.slug == recipe.slug && $0.file != recipe.file }
        return taken ? nil : recipe
    }
}
