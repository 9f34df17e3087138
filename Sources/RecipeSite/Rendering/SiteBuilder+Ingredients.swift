import RecipeCore

extension SiteBuilder {
    /// The index of ingredients: every ingredient A–Z, a link to its page and how many recipes
    /// use it, laid out in columns letter by letter; and the data of "What can I make", which
    /// the page loads (``PantryData``).
    func ingredientIndexPages(_ pieces: ContentsPieces) -> [SiteFile] {
        let letters = pieces.indexLetters.map { ["letter": $0, "anchor": Self.letterAnchor($0)] }
        let pantry = PantryData.script(
            recipes: loaded.book.recipes, ingredients: pieces.ingredients, numbers: pieces.numbers, slugs: pieces.slugs,
            staples: PantryStaples.keys(language))
        let loader = "<script defer src=\"" + HTML.escape(SitePath.root(of: SitePath.ingredients) + SitePath.pantryData) + "\"></script>\n"
        let index = page(
            at: SitePath.ingredients, template: "ingredients", values: ["letters": letters],
            blocks: ["indexHTML": pieces.indexHTML, "pantryHTML": [loader]], title: words["ingredientIndex"], kind: "ingredients",
            section: .contents)
        return [index, SiteFile(path: SitePath.pantryData, content: .text(pantry))]
    }

    /// The pages of the recipes that use the ingredient `key`, in book order, `paging.ingredient`
    /// a page; none when no recipe uses it.
    func ingredientPages(_ key: String, pieces: ContentsPieces) -> [SiteFile] {
        guard let users = pieces.ingredients.users[key], let slug = pieces.slugs[key] else { return [] }
        let name = pieces.ingredients.name(of: key) ?? key
        let size = paging.ingredient
        let pager = PagerHTML(
            path: SitePath.ingredient(slug), count: ListPaging.pageCount(users.count, size: size), labels: nil, words: words)
        return (0..<pager.count).map { number in
            let path = pager.path(of: number)
            let opening = "<li><a href=\"" + SitePath.root(of: path)
            // Two pieces a link, each shared by every page that has it: no link is copied.
            let links = users[ListPaging.range(page: number, of: users.count, size: size)].flatMap { [opening, pieces.links[$0]] }
            return page(
                at: path, template: "ingredient", values: ["name": name, "countText": words.count(users.count, "recipe")],
                blocks: ["recipesHTML": links, "pagerHTML": [pager.pages(current: number)], "stepsHTML": [pager.steps(current: number)]],
                title: pager.title(name, page: number), kind: "ingredient", section: .contents)
        }
    }

    /// A recipe's link on an ingredient's page, but the way back to the root.
    static func ingredientLink(_ recipe: Recipe) -> String {
        HTML.escape(SitePath.recipe(recipe.slug)) + "\">" + HTML.escape(recipe.title) + "</a></li>\n"
    }

    /// One letter of the index of ingredients: each of `keys` (sorted) by the name it is shown
    /// by, a link to its page, with how many recipes use it, numbered from `first` in index
    /// order (`data-ingredient`, for "What can I make"). The index is laid out in two
    /// columns, cut once near its middle (`cut`, with the letter's place `group`); a letter cut
    /// there goes on at the top of the second column headed `continued` (``ColumnPieces``).
    static func indexLetterHTML(
        _ letter: String, keys: [String], first: Int, group: Int, cut: ColumnPieces.Cut?, ingredients: IngredientUsers,
        slugs: [String: String], continued: String
    ) -> String {
        var html = ""
        for (index, piece) in ColumnPieces.ranges(count: keys.count, group: group, cut: cut).enumerated() {
            let start = ColumnPieces.startsColumn(group: group, piece: index, cut: cut) ? " is-column-start" : ""
            if index == 0 {
                html += "<div class=\"index-group\(start)\">\n<h2 class=\"index-letter\" id=\"index-\(letterAnchor(letter))\">\(HTML.escape(letter))</h2>\n"
            } else {
                html += "<div class=\"index-group is-continued\(start)\">\n<h2 class=\"index-letter\">\(HTML.escape(letter))\(continued)</h2>\n"
            }
            html += "<dl class=\"index-entries\">\n"
            for (number, key) in zip(piece, keys[piece]) {
                let name = HTML.escape(ingredients.name(of: key) ?? key)
                let slug = HTML.escape(slugs[key] ?? Slug.make(from: key))
                html += "<dt data-ingredient=\"\(first + number)\"><a href=\"\(slug).html\">\(name)</a></dt>"
                html += "<dd>\(ingredients.users[key]?.count ?? 0)</dd>\n"
            }
            html += "</dl>\n</div>\n"
        }
        return html
    }
}
