import Foundation
import Markdown
import RecipeCore

extension SiteBuilder {
    /// The contents, `paging.contents` recipes a page: parts with their recipes and sections,
    /// the guide's chapters and sections on the last page; the index of ingredients and a page
    /// per ingredient.
    /// The ingredients' pages are made on every core: made last, on one, they left the other
    /// cores idle at the end of the stage that makes the pages of the whole book.
    func contentsPages(uses: [IngredientUses]) async -> [SiteFile] {
        let builder = self
        let pieces = await contentsPieces(uses: uses)
        // The contents' pages are made beside the ingredients': the last one lists every
        // chapter of the guide through the template engine, and made alone it kept a core idle.
        async let contents = builder.tocPages(pieces)
        let ingredients = await ParallelWork.map(pieces.ingredients.users.keys.sorted()) {
            builder.ingredientPages($0, pieces: pieces)
        }
        return await contents + ingredientIndexPages(pieces) + ingredients.flatMap { $0 }
    }

    /// The recipes in the contents' order, each with its group: the recipes without a part
    /// (`nil`), then each part's (by its number in `index.parts`).
    var tocOrder: [(group: Int?, position: Int)] {
        let recipes = loaded.book.recipes
        return recipes.indices.filter { recipes[$0].part == nil }.map { (nil, $0) }
            + index.parts.enumerated().flatMap { number, part in part.recipes.map { (Optional(number), $0) } }
    }

    /// The contents' pages.
    func tocPages(_ pieces: ContentsPieces) -> [SiteFile] {
        let order = tocOrder
        let size = paging.contents
        let pager = PagerHTML(
            path: SitePath.contents, count: ListPaging.pageCount(order.count, size: size), labels: nil, words: words)
        return (0..<pager.count).map { number in
            tocPage(number, range: ListPaging.range(page: number, of: order.count, size: size), order: order, pager: pager, pieces: pieces)
        }
    }

    private func tocPage(
        _ number: Int, range: Range<Int>, order: [(group: Int?, position: Int)], pager: PagerHTML, pieces: ContentsPieces
    ) -> SiteFile {
        let path = pager.path(of: number)
        let root = SitePath.root(of: path)
        let entries = number == 0 ? pieces.entries.first : pieces.entries.later
        // The entries are written one after the other, never joined into one string.
        var toc: [String] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let group = order[start].group
            var end = start
            while end < range.upperBound, order[end].group == group { end += 1 }
            let continued = start > 0 && order[start - 1].group == group
            toc += tocGroup(group, positions: order[start..<end].map(\.position), continued: continued, root: root, entries: entries)
            start = end
        }
        let isLast = number == pager.count - 1
        let blocks = [
            "recipesHTML": toc, "jumpHTML": [tocJumps(order: order, pager: pager, current: number)],
            "pagerHTML": [pager.pages(current: number)], "stepsHTML": [pager.steps(current: number)],
        ]
        let chapters = !isLast ? [] : loaded.book.chapters.map { chapter -> [String: Any] in
            let url = SitePath.chapter(chapter.slug)
            return [
                "title": chapter.title, "url": url, "hasSections": !chapter.sections.isEmpty,
                "sections": chapter.sections.map { ["title": $0.title, "url": url, "anchor": $0.anchor, "level": $0.level] },
            ]
        }
        return page(
            at: path, template: "contents", values: ["hasChapters": !chapters.isEmpty, "chapters": chapters],
            blocks: blocks, title: pager.title(words["contents"], page: number), kind: "contents", section: .contents)
    }

    /// The parts (and the guide) with a link to the page each starts on, for contents of more
    /// than one page.
    private func tocJumps(order: [(group: Int?, position: Int)], pager: PagerHTML, current: Int) -> String {
        guard pager.count > 1 else { return "" }
        let root = SitePath.root(of: pager.path(of: current))
        func link(_ name: String, page: Int, anchor: String) -> String {
            let href = page == current ? "#" + anchor : root + pager.path(of: page) + "#" + anchor
            return "<li><a href=\"\(HTML.escape(href))\">\(HTML.escape(name))</a></li>\n"
        }
        var html = "<nav class=\"toc-jump\" aria-label=\"\(HTML.escape(words["parts"]))\">\n<ul>\n"
        var seen = Set<Int?>()
        for (offset, entry) in order.enumerated() where seen.insert(entry.group).inserted {
            let page = offset / max(paging.contents, 1)
            if let group = entry.group {
                html += link(index.parts[group].name, page: page, anchor: "part-" + index.parts[group].slug)
            } else {
                html += link(words["recipes"], page: page, anchor: "loose-recipes")
            }
        }
        if !loaded.book.chapters.isEmpty { html += link(words["theGuide"], page: pager.count - 1, anchor: "the-guide") }
        return html + "</ul>\n</nav>\n"
    }

    private func tocGroup(_ group: Int?, positions: [Int], continued: Bool, root: String, entries: [String]) -> [String] {
        let part = group.map { index.parts[$0] }
        let name = HTML.escape(part?.name ?? words["recipes"])
        var heading = part.map { "<a href=\"\(HTML.escape(root + SitePath.part($0.slug)))\">\(name)</a>" } ?? name
        if continued { heading += ColumnPieces.continuedMark(words["continued"]) }
        let id = continued ? "" : " id=\"\(part.map { "part-" + $0.slug } ?? "loose-recipes")\""
        let opening = "<section class=\"toc-part\(continued ? " is-continued" : "")\"\(id)>\n<h2>\(heading)</h2>\n<ol class=\"toc-recipes\">\n"
        return [opening] + positions.map { entries[$0] } + ["</ol>\n</section>\n"]
    }

    /// Every recipe's entries and link, made on every core, and the index of its ingredients
    /// (`uses`, by position) letter by letter.
    func contentsPieces(uses: [IngredientUses]) async -> ContentsPieces {
        let recipes = loaded.book.recipes
        let roots = Self.contentsRoots
        let made = await ParallelWork.map(Array(recipes.indices)) { position in
            let recipe = recipes[position]
            return (first: Self.tocEntry(recipe, root: roots.first), later: Self.tocEntry(recipe, root: roots.later),
                    link: Self.ingredientLink(recipe))
        }
        let ingredients = await IngredientUsers.make(uses: uses.map(\.index))
        return await ContentsPieces(
            entries: (made.map(\.first), made.map(\.later)), links: made.map(\.link), ingredients: ingredients,
            continued: words["continued"])
    }

    /// The way back to the root from the contents' first page and from its later ones.
    static let contentsRoots = (
        first: SitePath.root(of: SitePath.contents), later: SitePath.root(of: ListPaging.path(SitePath.contents, page: 1))
    )

    /// A recipe's `<li>` in the contents: its link, and its sections' links.
    static func tocEntry(_ recipe: Recipe, root: String) -> String {
        let page = HTML.escape(root + SitePath.recipe(recipe.slug))
        // One string, appended to: the contents list every recipe and its sections.
        var html = "<li><a href=\""
        html.reserveCapacity(128)
        html += page
        html += "\">"
        html += HTML.escape(recipe.title)
        html += "</a>"
        var anchors = AnchorSet()
        var hasSections = false
        recipe.forEachElement { element in
            guard case .header(let header) = element else { return }
            if !hasSections { html += "\n<ol class=\"toc-sections\">" }
            hasSections = true
            html += "<li><a href=\""
            html += page
            html += "#"
            html += HTML.escape(anchors.claim(heading: header.text))
            html += "\">"
            html += HTML.escape(header.text)
            html += "</a></li>"
        }
        if hasSections { html += "</ol>" }
        html += "</li>\n"
        return html
    }
}
