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
                ["name": part.name, "url": SitePath.part(part.slug), "countText": Self.count(part.recipes.count, "recipe")]
            },
            "recipeListHTML": RecipeListHTML.list(recent, index: index, root: ""),
            "recipeCount": recipes.count,
        ] as [String: Any?]).compactMapValues { $0 })
        return page(at: "", template: "home", view: home, title: nil, kind: "home")
    }

    /// All recipes A–Z, a page per part, the tag index and a page per tag: made of the
    /// recipes' titles, descriptions, parts and tags only.
    func recipeListPages() -> [SiteFile] {
        let recipes = loaded.book.recipes
        var files: [SiteFile] = []
        let cards = RecipeListHTML.CardCache(index: index)
        let letters = Dictionary(grouping: recipes.indices) { Self.indexLetter(recipes[$0].title) }
        let azView = DictionaryView([
            "letters": letters.keys.sorted().map { letter in
                [
                    "letter": letter, "anchor": Self.letterAnchor(letter),
                    "recipeListHTML": RecipeListHTML.list(
                        Self.sortedByTitle(letters[letter] ?? [], recipes),
                        index: index, root: SitePath.root(of: SitePath.allRecipes), cards: cards),
                ] as [String: Any]
            },
        ])
        files.append(page(at: SitePath.allRecipes, template: "recipes", view: azView, title: "All recipes", kind: "recipes", section: .recipes))

        for part in index.parts {
            let view = DictionaryView([
                "name": part.name, "countText": Self.count(part.recipes.count, "recipe"),
                "recipeListHTML": RecipeListHTML.list(part.recipes, index: index, root: SitePath.root(of: SitePath.part(part.slug)), cards: cards),
            ])
            files.append(page(at: SitePath.part(part.slug), template: "part", view: view, title: part.name, kind: "part", section: .recipes))
        }

        let tagsView = DictionaryView([
            "tags": index.tags.map { ["name": $0.name, "url": SitePath.tag($0.slug), "count": $0.recipes.count] },
        ])
        files.append(page(at: SitePath.tags, template: "tags", view: tagsView, title: "Tags", kind: "tags", section: .tags))
        for tag in index.tags {
            let view = DictionaryView([
                "name": tag.name, "countText": Self.count(tag.recipes.count, "recipe"),
                "recipeListHTML": RecipeListHTML.list(tag.recipes, index: index, root: SitePath.root(of: SitePath.tag(tag.slug)), cards: cards),
            ])
            files.append(page(at: SitePath.tag(tag.slug), template: "tag", view: view, title: "#" + tag.name, kind: "tag", section: .tags))
        }
        return files
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
        // A server shows 404.html for any missing address, at any depth: its links cannot be
        // relative to one folder, so it is the one page whose `root` is the site's base URL.
        let rendered = page(
            at: "", template: "404", view: DictionaryView([:]), title: "Page not found", kind: "not-found",
            root: config.baseURL ?? "")
        return SiteFile(path: "404.html", content: rendered.content)
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The letter a title is filed under in an A–Z list: accents folded, digits under `#`.
    static func indexLetter(_ title: String) -> String {
        guard let first = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            .first(where: { $0.isLetter || $0.isNumber }) else { return "#" }
        return first.isLetter ? first.uppercased() : "#"
    }

    static func letterAnchor(_ letter: String) -> String {
        letter == "#" ? "0-9" : Slug.make(from: letter)
    }
}

