import Foundation
import Markdown
import RecipeCore

extension SiteBuilder {
    /// The section index: parts with their recipes and sections, the guide's chapters and
    /// sections, then every ingredient A–Z with the recipes that use it.
    func contentsPage() async -> SiteFile {
        var pieces = await contentsPieces(uses: await ingredientUses())
        return contentsPage(&pieces)
    }

    /// The contents page put together from `pieces`, around the page they keep from the last
    /// time when it still fits: the chapters, config and theme are the same for as long as
    /// the pieces are kept.
    func contentsPage(_ pieces: inout ContentsPieces) -> SiteFile {
        let recipes = loaded.book.recipes
        let root = SitePath.root(of: SitePath.contents)
        // The entries are written one after the other, never joined into one string.
        var toc: [String] = []
        let loose = recipes.indices.filter { recipes[$0].part == nil }
        if !loose.isEmpty {
            toc += tocGroup(name: words["recipes"], url: nil, positions: loose, root: root, entries: pieces.entries)
        }
        for part in index.parts {
            toc += tocGroup(name: part.name, url: SitePath.part(part.slug), positions: part.recipes, root: root, entries: pieces.entries)
        }
        let blocks = ["recipesHTML": toc, "indexHTML": pieces.indexHTML]
        return PageShell.fill(blocks, keptIn: &pieces.shell) { block in
            let chapters = loaded.book.chapters.map { chapter -> [String: Any] in
                let url = SitePath.chapter(chapter.slug)
                return [
                    "title": chapter.title, "url": url, "hasSections": !chapter.sections.isEmpty,
                    "sections": chapter.sections.map { ["title": $0.title, "url": url, "anchor": $0.anchor, "level": $0.level] },
                ]
            }
            return pageShell(
                at: SitePath.contents, template: "contents", values: ["hasChapters": !chapters.isEmpty, "chapters": chapters],
                blocks: Array(blocks.keys), emptyBlocks: PageShell.emptyBlocks(of: blocks), title: words["contents"], kind: "contents",
                section: .contents, block: block)
        }
    }

    /// Every recipe's entry and link, made on every core, and the index of its ingredients
    /// (`uses`, by position) letter by letter.
    func contentsPieces(uses: [IngredientUses]) async -> ContentsPieces {
        let recipes = loaded.book.recipes
        let root = SitePath.root(of: SitePath.contents)
        let made = await Self.concurrentMap(Array(recipes.indices)) { position in
            let recipe = recipes[position]
            return (entry: Self.tocEntry(recipe, root: root), link: Self.indexLink(recipe, root: root))
        }
        let ingredients = await IngredientUsers.make(uses: uses.map(\.index))
        return await ContentsPieces(entries: made.map(\.entry), links: made.map(\.link), ingredients: ingredients, continued: words["continued"])
    }

    private func tocGroup(name: String, url: String?, positions: [Int], root: String, entries: [String]) -> [String] {
        let heading = url.map { "<a href=\"\(HTML.escape(root + $0))\">\(HTML.escape(name))</a>" } ?? HTML.escape(name)
        return ["<section class=\"toc-part\">\n<h2>\(heading)</h2>\n<ol class=\"toc-recipes\">\n"]
            + positions.map { entries[$0] } + ["</ol>\n</section>\n"]
    }

    /// A recipe's `<li>` in the contents: its link, and its sections' links.
    static func tocEntry(_ recipe: Recipe, root: String) -> String {
        let page = HTML.escape(root + SitePath.recipe(recipe.slug))
        var html = "<li><a href=\"\(page)\">\(HTML.escape(recipe.title))</a>"
        var anchors = AnchorSet()
        let sections = recipe.elements.compactMap { element -> String? in
            guard case .header(let header) = element else { return nil }
            let anchor = anchors.claim(heading: header.text)
            return "<li><a href=\"\(page)#\(HTML.escape(anchor))\">\(HTML.escape(header.text))</a></li>"
        }
        if !sections.isEmpty { html += "\n<ol class=\"toc-sections\">" + sections.joined() + "</ol>" }
        return html + "</li>\n"
    }

    /// A recipe's link in the index of ingredients.
    static func indexLink(_ recipe: Recipe, root: String) -> String {
        "<a href=\"\(HTML.escape(root + SitePath.recipe(recipe.slug)))\">\(HTML.escape(recipe.title))</a>"
    }

    /// One letter of the index of ingredients: each of `keys` (sorted) by the name it is shown
    /// by, with the recipes that use it in book order. The index is laid out in columns, so a
    /// long letter is cut into groups, each after the first headed `continued` (``ColumnPieces``).
    static func indexLetterHTML(
        _ letter: String, keys: [String], ingredients: IngredientUsers, links: [String], continued: String
    ) -> String {
        var html = ""
        for (index, piece) in ColumnPieces.ranges(count: keys.count).enumerated() {
            if index == 0 {
                html += "<div class=\"index-group\">\n<h3 class=\"index-letter\" id=\"index-\(letterAnchor(letter))\">\(HTML.escape(letter))</h3>\n"
            } else {
                html += "<div class=\"index-group is-continued\">\n<h3 class=\"index-letter\">\(HTML.escape(letter))\(continued)</h3>\n"
            }
            html += "<dl class=\"index-entries\">\n"
            for key in keys[piece] {
                html += "<dt>\(HTML.escape(ingredients.name(of: key) ?? key))</dt>\n<dd>"
                for (number, position) in (ingredients.users[key] ?? []).enumerated() {
                    if number > 0 { html += ", " }
                    html += links[position]
                }
                html += "</dd>\n"
            }
            html += "</dl>\n</div>\n"
        }
        return html
    }
}
