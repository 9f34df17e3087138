import Foundation
import Mustache
import RecipeCore

extension SiteBuilder {
    /// The home page, with the newest recipes: it changes whenever a recipe file is saved.
    func homePage() -> SiteFile {
        let recipes = loaded.book.recipes
        // The times are looked up once, not in every comparison of a sort of the whole book.
        let modified = recipes.map { loaded.modified[$0.file] ?? 0 }
        let recent = Self.mostRecent(12, of: recipes.indices.map { (modified[$0], $0) }) { recipes[$0].title }
        let home = DictionaryView(([
            "description": config.description,
            "hasParts": !index.parts.isEmpty,
            "parts": index.parts.map { part in
                ["name": part.name, "url": SitePath.part(part.slug), "countText": words.count(part.recipes.count, "recipe")]
            },
            "recipeListHTML": RecipeListHTML.list(recent, index: index, root: "", words: words, language: language),
            "recipeCount": recipes.count,
            "allRecipesText": words("allRecipesCount", ["n": String(recipes.count)]),
        ] as [String: Any?]).compactMapValues { $0 })
        return page(at: "", template: "home", view: home, title: nil, kind: "home")
    }

    /// All recipes A–Z, a page per part, the tag index and a page per tag: made of the
    /// recipes' titles, descriptions, times, parts and tags only.
    func listPages() async -> [SiteFile] {
        let pieces = await listsPieces()
        var pages = allRecipesPages(pieces)
        for part in index.parts { pages += partPages(part, pieces) }
        pages.append(tagsPage())
        for tag in index.tags { pages += tagPages(tag, pieces) }
        return pages
    }

    /// Every recipe's card at each depth a list shows it, made on every core, and the letters
    /// of the A–Z list.
    func listsPieces() async -> ListsPieces {
        let recipes = loaded.book.recipes
        let size = paging.cards
        // Each list's first page, and its next ones (all one folder deeper) when it has them.
        func roots(_ path: String, count: Int) -> [String] {
            (0..<min(2, ListPaging.pageCount(count, size: size))).map { SitePath.root(of: ListPaging.path(path, page: $0)) }
        }
        // A tag's page makes its own cards, which leave that tag out.
        let roots = Set(roots(SitePath.allRecipes, count: recipes.count)
            + index.parts.flatMap { roots(SitePath.part($0.slug), count: $0.recipes.count) }).sorted()
        let (index, words, language) = (index, words, language)
        let made = await ParallelWork.map(Array(recipes.indices)) { position in
            let text = CardText(recipes[position], words: words, language: language)
            return (text, roots.map { RecipeListHTML.card(position, index: index, root: $0, text: text) })
        }
        var cards: [String: [String]] = [:]
        for (number, root) in roots.enumerated() { cards[root] = made.map { $0.1[number] } }
        let letters = Dictionary(grouping: recipes.indices) { Self.indexLetter(recipes[$0].title) }
        return ListsPieces(
            texts: made.map(\.0), cards: cards,
            letters: letters.keys.sorted().map { ($0, Self.sortedByTitle(letters[$0] ?? [], recipes)) })
    }

    /// A part's recipes, in book order, a page at a time.
    func partPages(_ part: SiteIndex.Part, _ pieces: ListsPieces) -> [SiteFile] {
        listPages(
            at: SitePath.part(part.slug), template: "part", name: part.name, title: part.name, kind: "part",
            section: .recipes, positions: part.recipes, pieces: pieces)
    }

    /// Every tag, with how many recipes have it.
    func tagsPage() -> SiteFile {
        let view = DictionaryView([
            "tags": index.tags.map { ["name": $0.name, "url": SitePath.tag($0.slug), "count": $0.recipes.count] },
        ])
        return page(at: SitePath.tags, template: "tags", view: view, title: words["tags"], kind: "tags", section: .tags)
    }

    /// A tag's recipes, in book order, a page at a time.
    func tagPages(_ tag: SiteIndex.Tag, _ pieces: ListsPieces) -> [SiteFile] {
        listPages(
            at: SitePath.tag(tag.slug), template: "tag", name: tag.name, title: "#" + tag.name, kind: "tag",
            section: .tags, positions: tag.recipes, pieces: pieces, shownTag: SitePath.tag(tag.slug))
    }

    /// The pages of a part's or tag's recipes, their cards written as pieces. On the page of the
    /// tag at `shownTag`, cards leave that tag out: every card there has it.
    private func listPages(
        at path: String, template: String, name: String, title: String, kind: String, section: LayoutValues.NavSection,
        positions: [Int], pieces: ListsPieces, shownTag: String? = nil
    ) -> [SiteFile] {
        let size = paging.cards
        let pager = PagerHTML(path: path, count: ListPaging.pageCount(positions.count, size: size), labels: nil, words: words)
        return (0..<pager.count).map { number -> SiteFile in
            let slice = positions[ListPaging.range(page: number, of: positions.count, size: size)]
            let at = pager.path(of: number)
            let blocks = [
                "recipeListHTML": RecipeListHTML.listParts(shownTag.map { tag in
                    slice.map { RecipeListHTML.card($0, index: index, root: SitePath.root(of: at), text: pieces.texts[$0], shownTag: tag) }
                } ?? pieces.cards(slice, root: SitePath.root(of: at), index: index)),
                "pagerHTML": [pager.pages(current: number)], "stepsHTML": [pager.steps(current: number)],
            ]
            return page(
                at: at, template: template, values: ["name": name, "countText": words.count(positions.count, "recipe")],
                blocks: blocks, title: pager.title(title, page: number), kind: kind, section: section)
        }
    }

    /// The `count` newest of `entries` (time, position), newest first, ties by title
    /// (as ``Swift/Sequence/sorted(by:)`` on (time, reversed title) would give), in one pass.
    static func mostRecent(_ count: Int, of entries: [(time: Double, position: Int)], title: (Int) -> String) -> [Int] {
        func before(_ left: (time: Double, position: Int), _ right: (time: Double, position: Int)) -> Bool {
            (left.time, title(right.position)) > (right.time, title(left.position))
        }
        var kept: [(time: Double, position: Int)] = []
        for entry in entries {
            if kept.count == count, let last = kept.last, !before(entry, last) { continue }
            let place = kept.firstIndex { before(entry, $0) } ?? kept.endIndex
            kept.insert(entry, at: place)
            if kept.count > count { kept.removeLast() }
        }
        return kept.map(\.position)
    }

    /// `positions` by title, case aside, each title lowered once.
    static func sortedByTitle(_ positions: [Int], _ recipes: [Recipe]) -> [Int] {
        positions.map { ($0, recipes[$0].title.lowercased()) }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    func notFoundPage() -> SiteFile {
        // A server shows 404.html for any missing address, at any depth, so its links and
        // assets are written relative to the site's root and a `<base>` names the root's path
        // when the site's address is known. Only the path is taken from `base_url`: the page
        // never loads a script from another host, whatever `site.toml` says.
        let base = config.baseURL.flatMap(Self.basePath).map { "<base href=\"\(HTML.escape($0))\">" } ?? ""
        let rendered = page(
            at: "", template: "404", view: DictionaryView([:]), title: words["pageNotFound"], kind: "not-found",
            root: "", base: base)
        return SiteFile(path: "404.html", content: rendered.content)
    }

    /// The path of `url` (`https://example.org/family` → `/family/`), or `nil` when it has none
    /// to name.
    static func basePath(_ url: String) -> String? {
        guard let components = URLComponents(string: url), components.scheme != nil else { return nil }
        let path = components.percentEncodedPath
        guard path.hasPrefix("/") else { return path.isEmpty ? "/" : nil }
        return path.hasSuffix("/") ? path : path + "/"
    }


    /// The letter a title is filed under in an A–Z list: accents folded, digits under `#`.
    static func indexLetter(_ title: String) -> String {
        // An ASCII start is told by its bytes; only a title with other characters before its
        // first letter or digit is folded, which takes Foundation's whole-string work.
        ascii: for byte in title.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return String(UnicodeScalar(byte & ~0x20))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return String(UnicodeScalar(byte))
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return "#"
            case 0x80...: break ascii
            default: continue
            }
        }
        guard let first = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            .first(where: { $0.isLetter || $0.isNumber }) else { return "#" }
        return first.isLetter ? first.uppercased() : "#"
    }

    static func letterAnchor(_ letter: String) -> String {
        letter == "#" ? "0-9" : Slug.make(from: letter)
    }
}

