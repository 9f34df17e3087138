import Foundation
import Mustache
import RecipeCore

extension SiteBuilder {
    /// The home page, all recipes A–Z, a page per part, the tag index and a page per tag.
    func listPages() -> [SiteFile] {
        let recipes = loaded.book.recipes
        var files: [SiteFile] = []

        let recent = recipes.indices
            .sorted { (loaded.modified[recipes[$0].file] ?? 0, recipes[$1].title) > (loaded.modified[recipes[$1].file] ?? 0, recipes[$0].title) }
            .prefix(12)
        let home = DictionaryView(([
            "description": config.description,
            "hasParts": !index.parts.isEmpty,
            "parts": index.parts.map { part in
                ["name": part.name, "url": SitePath.part(part.slug), "countText": Self.count(part.recipes.count, "recipe")]
            },
            "recipeListHTML": RecipeListHTML.list(Array(recent), index: index, root: ""),
            "recipeCount": recipes.count,
        ] as [String: Any?]).compactMapValues { $0 })
        files.append(page(at: "", template: "home", view: home, title: nil, kind: "home"))

        let letters = Dictionary(grouping: recipes.indices) { Self.indexLetter(recipes[$0].title) }
        let azView = DictionaryView([
            "letters": letters.keys.sorted().map { letter in
                [
                    "letter": letter, "anchor": Self.letterAnchor(letter),
                    "recipeListHTML": RecipeListHTML.list(
                        (letters[letter] ?? []).sorted { recipes[$0].title.lowercased() < recipes[$1].title.lowercased() },
                        index: index, root: SitePath.root(of: SitePath.allRecipes)),
                ] as [String: Any]
            },
        ])
        files.append(page(at: SitePath.allRecipes, template: "recipes", view: azView, title: "All recipes", kind: "recipes", section: .recipes))

        for part in index.parts {
            let view = DictionaryView([
                "name": part.name, "countText": Self.count(part.recipes.count, "recipe"),
                "recipeListHTML": RecipeListHTML.list(part.recipes, index: index, root: SitePath.root(of: SitePath.part(part.slug))),
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
                "recipeListHTML": RecipeListHTML.list(tag.recipes, index: index, root: SitePath.root(of: SitePath.tag(tag.slug))),
            ])
            files.append(page(at: SitePath.tag(tag.slug), template: "tag", view: view, title: "#" + tag.name, kind: "tag", section: .tags))
        }
        return files
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

