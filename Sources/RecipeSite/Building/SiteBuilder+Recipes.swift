import Mustache
import RecipeCore

extension SiteBuilder {
    func recipePage(_ position: Int, fragments: RecipeFragments, usedIn: [Int]) -> SiteFile {
        let recipe = loaded.book.recipes[position]
        let path = SitePath.recipe(recipe.slug)
        let view = RecipeView(recipe: recipe, fragments: fragments, index: index, usedIn: usedIn, idPrefix: "", printing: false)
        let jsonLD = RecipeJSONLD.script(for: recipe, config: config)
        return page(
            at: path, template: "recipe", view: view, title: recipe.title, kind: "recipe",
            section: .recipes, head: jsonLD, description: recipe.description)
    }

    /// Every photo that was found, copied beside its recipe's page.
    func photoFiles() -> [SiteFile] {
        var files: [SiteFile] = []
        var seen = Set<String>()
        for recipe in loaded.book.recipes {
            for case .photo(let photo) in recipe.elements {
                guard let source = photo.path, let target = SitePath.photo(photo, recipeSlug: recipe.slug),
                      seen.insert(target).inserted else { continue }
                files.append(SiteFile(path: target, content: .copy(from: loaded.contentFolder + "/" + source)))
            }
        }
        return files
    }

    func printBookPage(fragments: [RecipeFragments]) -> SiteFile {
        let path = SitePath.printBook
        let common = common(at: path)
        var articles = ""
        for (position, recipe) in loaded.book.recipes.enumerated() {
            let view = RecipeView(
                recipe: recipe, fragments: fragments[position], index: index, usedIn: [],
                idPrefix: recipe.slug + "--", printing: true)
            articles += templates.render(LayeredView(primary: view, fallback: common), with: "recipe")
        }
        let recipes = loaded.book.recipes.map { TitledLinkView(title: $0.title, url: SitePath.recipe($0.slug)) }
        let slugs = loaded.book.recipes.map(\.slug)
        let view = DictionaryView([
            "recipes": zip(recipes, slugs).map { ["title": $0.title, "slug": $1] },
            "recipesHTML": articles,
        ])
        return page(at: path, template: "print-book", view: view, title: "The whole cookbook", kind: "print-book")
    }
}

/// A view over a plain dictionary, for pages that are few and small.
struct DictionaryView: MustacheParent {
    let values: [String: Any]

    init(_ values: [String: Any]) {
        self.values = values
    }

    func child(named name: String) -> Any? { values[name] }
}
