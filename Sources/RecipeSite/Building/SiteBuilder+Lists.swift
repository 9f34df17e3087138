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
        let home = DictionaryView([
            "description": config.description as Any,
            "hasParts": !index.parts.isEmpty,
            "parts": index.parts.map { part in
                ["name": part.name, "url": SitePath.part(part.slug), "countText": Self.count(part.recipes.count, "recipe")]
            },
            "recipes": recent.map(recipeCard),
            "recipeCount": recipes.count,
        ].compactMapValues { $0 is NSNull ? nil : $0 })
        files.append(page(at: "", template: "home", view: home, title: nil, kind: "home"))

        let letters = Dictionary(grouping: recipes.indices) { Self.indexLetter(recipes[$0].title) }
        let azView = DictionaryView([
            "letters": letters.keys.sorted().map { letter in
                [
                    "letter": letter, "anchor": Self.letterAnchor(letter),
                    "recipes": (letters[letter] ?? [])
                        .sorted { recipes[$0].title.lowercased() < recipes[$1].title.lowercased() }
                        .map(recipeCard),
                ] as [String: Any]
            },
        ])
        files.append(page(at: SitePath.allRecipes, template: "recipes", view: azView, title: "All recipes", kind: "recipes", section: .recipes))

        for part in index.parts {
            let view = DictionaryView([
                "name": part.name, "countText": Self.count(part.recipes.count, "recipe"),
                "recipes": part.recipes.map(recipeCard),
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
                "recipes": tag.recipes.map(recipeCard),
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

    func recipeCard(_ position: Int) -> RecipeCardView {
        RecipeCardView(recipe: loaded.book.recipes[position], index: index)
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

/// A recipe in a list: its title, description and tags.
struct RecipeCardView: MustacheParent {
    let recipe: Recipe
    let index: SiteIndex

    func child(named name: String) -> Any? {
        switch name {
        case "title": recipe.title
        case "url": SitePath.recipe(recipe.slug)
        case "slug": recipe.slug
        // Plain text: a list sits at another depth than the recipe, so links in the
        // description would lead elsewhere; the recipe's own page shows them.
        case "description": recipe.description.map { HTML.escape(MarkdownText.plain($0)) }
        case "hasTags": !recipe.tags.isEmpty
        case "tags": recipe.tags.map { LinkView(name: $0, url: index.tagPath($0)) }
        default: nil
        }
    }
}
