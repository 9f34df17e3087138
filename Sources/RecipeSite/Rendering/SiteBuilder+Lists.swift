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
            // "All 1 recipes" reads wrong in every language; one recipe is just "All recipes".
            "allRecipesText": recipes.count > 1 ? words("allRecipesCount", ["n": String(recipes.count)]) : words["allRecipesAZ"],
        ] as [String: Any?]).compactMapValues { $0 })
        return page(at: "", template: "home", view: home, title: nil, kind: "home")
    }

    /// All recipes A–Z, a page per part, the tag index and a page per tag: made of the
    /// recipes' titles, descriptions, times, parts and tags only (each recipe's `digests`, by
    /// position), each list page rendered only when written (``ListsPieces``).
    func listPages(digests: [RecipeDigest], siteVersion: Int) -> [SiteFile] {
        let pieces = listsPieces(digests: digests)
        var pages = allRecipesPages(pieces, siteVersion: siteVersion)
        for part in index.parts { pages += partPages(part, pieces, siteVersion: siteVersion) }
        pages.append(tagsPage())
        for tag in index.tags { pages += tagPages(tag, pieces, siteVersion: siteVersion) }
        return pages
    }

    /// What each recipe's card says and is made of, and the letters of the A–Z list.
    func listsPieces(digests: [RecipeDigest]) -> ListsPieces {
        let recipes = loaded.book.recipes
        let cardKeys = recipes.indices.map { position in
            var hasher = Hasher()
            hasher.combine(digests[position].summary.lists)
            for tag in recipes[position].tags { hasher.combine(index.tagPath(tag)) }
            return hasher.finalize()
        }
        let letters = Dictionary(grouping: recipes.indices) { Self.indexLetter(recipes[$0].title) }
        return ListsPieces(
            texts: digests.map(\.card), cardKeys: cardKeys,
            letters: letters.keys.sorted().map { ($0, Self.sortedByTitle(letters[$0] ?? [], recipes)) })
    }

    /// A part's recipes, in book order, a page at a time.
    func partPages(_ part: SiteIndex.Part, _ pieces: ListsPieces, siteVersion: Int) -> [SiteFile] {
        listPages(
            at: SitePath.part(part.slug), template: "part", name: part.name, title: part.name, kind: "part",
            section: .recipes, positions: part.recipes, pieces: pieces, siteVersion: siteVersion)
    }

    /// Every tag, with how many recipes have it.
    func tagsPage() -> SiteFile {
        let view = DictionaryView([
            "tags": index.tags.map { ["name": $0.name, "url": SitePath.tag($0.slug), "count": $0.recipes.count] },
        ])
        return page(at: SitePath.tags, template: "tags", view: view, title: words["tags"], kind: "tags", section: .tags)
    }

    /// A tag's recipes, in book order, a page at a time.
    func tagPages(_ tag: SiteIndex.Tag, _ pieces: ListsPieces, siteVersion: Int) -> [SiteFile] {
        listPages(
            at: SitePath.tag(tag.slug), template: "tag", name: tag.name, title: "#" + tag.name, kind: "tag",
            section: .tags, positions: tag.recipes, pieces: pieces, siteVersion: siteVersion, shownTag: SitePath.tag(tag.slug))
    }

    /// The pages of a part's or tag's recipes, their cards written as pieces, each rendered
    /// only when written. On the page of the tag at `shownTag`, cards leave that tag out:
    /// every card there has it.
    private func listPages(
        at path: String, template: String, name: String, title: String, kind: String, section: LayoutValues.NavSection,
        positions: [Int], pieces: ListsPieces, siteVersion: Int, shownTag: String? = nil
    ) -> [SiteFile] {
        let size = paging.cards
        let pager = PagerHTML(path: path, count: ListPaging.pageCount(positions.count, size: size), labels: nil, words: words)
        let shared = SharedBuilder(self)
        let countText = words.count(positions.count, "recipe")
        return (0..<pager.count).map { number -> SiteFile in
            let slice = positions[ListPaging.range(page: number, of: positions.count, size: size)]
            let at = pager.path(of: number)
            let around = [template, name, title, countText, shownTag ?? "", String(number), String(pager.count), String(size)]
            let fingerprint = pieces.fingerprint(siteVersion: siteVersion, around: [at] + around, positions: slice)
            return SiteFile(path: SitePath.file(of: at), content: .rendered {
                let builder = shared.builder
                let blocks = [
                    "recipeListHTML": RecipeListHTML.listParts(pieces.cards(slice, root: SitePath.root(of: at), index: builder.index, shownTag: shownTag)),
                    "pagerHTML": [pager.pages(current: number)], "stepsHTML": [pager.steps(current: number)],
                ]
                return builder.page(
                    at: at, template: template, values: ["name": name, "countText": countText],
                    blocks: blocks, title: pager.title(title, page: number), kind: kind, section: section).content.pieces
            }, fingerprint: fingerprint)
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

