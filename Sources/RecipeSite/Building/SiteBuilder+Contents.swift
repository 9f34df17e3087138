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
        return page(
            at: SitePath.contents, template: "contents", values: ["hasChapters": !chapters.isEmpty, "chapters": chapters],
            blocks: ["recipesHTML": [toc], "indexHTML": await ingredients], title: "Contents", kind: "contents", section: .contents)
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
    /// each listing the recipes that use it once. Gathered and written on every core, a
    /// piece per letter.
    private func ingredientIndex(root: String) async -> [String] {
        let recipes = loaded.book.recipes
        let chunkSize = 256
        let gathered = await Self.concurrentMap(Array(stride(from: 0, to: recipes.count, by: chunkSize))) { start in
            var names: [String: String] = [:]
            var users: [String: [Int]] = [:]
            for position in start..<min(start + chunkSize, recipes.count) {
                for case .item(let item) in recipes[position].elements where !item.name.isEmpty {
                    let key = IngredientFacts.of(item.name).key
                    if names[key] == nil { names[key] = item.name }
                    if users[key]?.last != position { users[key, default: []].append(position) }
                }
            }
            return (names: names, users: users)
        }
        // In recipe order: each name as first written, each list of users in book order.
        var names: [String: String] = [:]
        var users: [String: [Int]] = [:]
        for chunk in gathered {
            names.merge(chunk.names) { first, _ in first }
            users.merge(chunk.users) { first, later in first + later }
        }
        let byLetter = Dictionary(grouping: names.keys) { Self.indexLetter(names[$0] ?? $0) }
        let (finalNames, finalUsers) = (names, users)
        // Each recipe's link is made once, not once per ingredient it uses.
        let links = await Self.concurrentMap(Array(recipes.indices)) { position in
            let recipe = recipes[position]
            return "<a href=\"\(HTML.escape(root + SitePath.recipe(recipe.slug)))\">\(HTML.escape(recipe.title))</a>"
        }
        return await Self.concurrentMap(byLetter.keys.sorted()) { letter in
            var html = "<h3 class=\"index-letter\" id=\"index-\(Self.letterAnchor(letter))\">\(HTML.escape(letter))</h3>\n<dl class=\"index-entries\">\n"
            for key in (byLetter[letter] ?? []).sorted() {
                html += "<dt>\(HTML.escape(finalNames[key] ?? key))</dt>\n<dd>"
                for (number, position) in (finalUsers[key] ?? []).enumerated() {
                    if number > 0 { html += ", " }
                    html += links[position]
                }
                html += "</dd>\n"
            }
            return html + "</dl>\n"
        }
    }
}

