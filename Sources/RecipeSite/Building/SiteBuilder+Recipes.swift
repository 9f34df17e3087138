import Foundation
import Mustache
import RecipeCore

extension SiteBuilder {
    func recipePage(_ position: Int, fragments: RecipeFragments, usedIn: [Int]) -> SiteFile {
        let recipe = loaded.book.recipes[position]
        let path = SitePath.recipe(recipe.slug)
        let common = common(at: path)
        let values = RecipeValues(
            recipe: recipe, fragments: fragments, index: index, usedIn: usedIn, idPrefix: "", printing: false,
            root: common.root)
        let body = splicer.render("recipe", values: values.values, common: common, templates: templates)
        let jsonLD = RecipeJSONLD.script(for: recipe, config: config)
        return layoutPage(
            at: path, common: common, body: body, title: recipe.title, kind: "recipe",
            section: .recipes, head: jsonLD, description: recipe.description.map(MarkdownText.plain))
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

    /// One recipe as it stands on the whole-cookbook page: its ids prefixed with its slug.
    func printArticle(_ position: Int, fragments: RecipeFragments) -> String {
        let recipe = loaded.book.recipes[position]
        let common = common(at: SitePath.printBook)
        let values = RecipeValues(
            recipe: recipe, fragments: fragments, index: index, usedIn: [],
            idPrefix: recipe.slug + "--", printing: true, root: common.root)
        return splicer.render("recipe", values: values.values, common: common, templates: templates)
    }

    func printBookPage(articles: [String]) -> SiteFile {
        var contents = ""
        for recipe in loaded.book.recipes {
            contents += "<li><a href=\"#recipe-\(HTML.escape(recipe.slug))\">\(HTML.escape(recipe.title))</a></li>\n"
        }
        return page(
            at: SitePath.printBook, template: "print-book", values: [:],
            blocks: ["contentsHTML": [contents], "recipesHTML": articles], title: "The whole cookbook", kind: "print-book")
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
