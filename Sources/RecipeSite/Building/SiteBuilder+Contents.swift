import Foundation
import Markdown
import RecipeCore

extension SiteBuilder {
    /// The section index: parts with their recipes and sections, the guide's chapters and
    /// sections, then every ingredient A–Z with the recipes that use it.
    func contentsPage() async -> SiteFile {
        let recipes = loaded.book.recipes
        let root = SitePath.root(of: SitePath.contents)
        // The index at the back is the larger half: it is made on the other core meanwhile.
        async let ingredients = ingredientIndex(root: root)
        var toc = ""
        let loose = recipes.indices.filter { recipes[$0].part == nil }
        if !loose.isEmpty {
            toc += tocGroup(name: "Recipes", url: nil, positions: loose, root: root)
        }
        for part in index.parts {
            toc += tocGroup(name: part.name, url: SitePath.part(part.slug), positions: part.recipes, root: root)
        }
        let chapters = loaded.book.chapters.map { chapter -> [String: Any] in
            let url = SitePath.chapter(chapter.slug)
            return [
                "title": chapter.title, "url": url, "hasSections": !chapter.sections.isEmpty,
                "sections": chapter.sections.map { ["title": $0.title, "url": url, "anchor": $0.anchor, "level": $0.level] },
            ]
        }
        let view = DictionaryView([
            "recipesHTML": toc,
            "hasChapters": !chapters.isEmpty,
            "chapters": chapters,
            "indexHTML": await ingredients,
        ])
        return page(at: SitePath.contents, template: "contents", view: view, title: "Contents", kind: "contents", section: .contents)
    }

    private func tocGroup(name: String, url: String?, positions: [Int], root: String) -> String {
        let heading = url.map { "<a href=\"\(HTML.escape(root + $0))\">\(HTML.escape(name))</a>" } ?? HTML.escape(name)
        var html = "<section class=\"toc-part\">\n<h2>\(heading)</h2>\n<ol class=\"toc-recipes\">\n"
        for position in positions {
            let recipe = loaded.book.recipes[position]
            let page = HTML.escape(root + SitePath.recipe(recipe.slug))
            html += "<li><a href=\"\(page)\">\(HTML.escape(recipe.title))</a>"
            var anchors = AnchorSet()
            let sections = recipe.elements.compactMap { element -> String? in
                guard case .header(let header) = element else { return nil }
                let anchor = anchors.claim(heading: header.text)
                return "<li><a href=\"\(page)#\(HTML.escape(anchor))\">\(HTML.escape(header.text))</a></li>"
            }
            if !sections.isEmpty { html += "\n<ol class=\"toc-sections\">" + sections.joined() + "</ol>" }
            html += "</li>\n"
        }
        return html + "</ol>\n</section>\n"
    }

    /// Ingredients grouped by letter; one entry per ingredient name (case and plural folded),
    /// each listing the recipes that use it once.
    private func ingredientIndex(root: String) -> String {
        var names: [String: String] = [:]
        var users: [String: [Int]] = [:]
        for (position, recipe) in loaded.book.recipes.enumerated() {
            for item in recipe.items where !item.name.isEmpty {
                let key = IngredientFacts.of(item.name).key
                if names[key] == nil { names[key] = item.name }
                if users[key]?.last != position { users[key, default: []].append(position) }
            }
        }
        let byLetter = Dictionary(grouping: names.keys) { Self.indexLetter(names[$0] ?? $0) }
        // Each recipe's link is made once, not once per ingredient it uses.
        var links: [Int: String] = [:]
        var html = ""
        for letter in byLetter.keys.sorted() {
            html += "<h3 class=\"index-letter\" id=\"index-\(Self.letterAnchor(letter))\">\(HTML.escape(letter))</h3>\n<dl class=\"index-entries\">\n"
            for key in (byLetter[letter] ?? []).sorted() {
                html += "<dt>\(HTML.escape(names[key] ?? key))</dt>\n<dd>"
                for (number, position) in (users[key] ?? []).enumerated() {
                    if number > 0 { html += ", " }
                    if let link = links[position] {
                        html += link
                    } else {
                        let recipe = loaded.book.recipes[position]
                        let link = "<a href=\"\(HTML.escape(root + SitePath.recipe(recipe.slug)))\">\(HTML.escape(recipe.title))</a>"
                        links[position] = link
                        html += link
                    }
                }
                html += "</dd>\n"
            }
            html += "</dl>\n"
        }
        return html
    }
}

