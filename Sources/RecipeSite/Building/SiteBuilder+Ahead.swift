import RecipeCore

extension SiteBuilder {
    /// The pages of `recipes`, just read again, made by the last build's builder before the
    /// book is put together again, the one way every recipe page is, with links and "Used in"
    /// (`usedIn`, by file) as the last build knew them; the build writes each again only if it
    /// ends up different. A recipe keeps its address while its title stays; a new title or file
    /// takes the one its title gives, unless another recipe or a page of the site's own has it:
    /// then its page is left to the build.
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
