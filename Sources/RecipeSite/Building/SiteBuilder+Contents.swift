import Foundation
import Markdown
import RecipeCore

extension SiteBuilder {
    /// The section index: parts with their recipes and sections, the guide's chapters and
    /// sections, then every ingredient A–Z with the recipes that use it.
    func contentsPage() -> SiteFile {
        let recipes = loaded.book.recipes
        var groups: [[String: Any]] = []
        let loose = recipes.indices.filter { recipes[$0].part == nil }
        if !loose.isEmpty {
            groups.append(["name": "Recipes", "recipes": loose.map(contentsEntry)])
        }
        for part in index.parts {
            groups.append(["name": part.name, "url": SitePath.part(part.slug), "recipes": part.recipes.map(contentsEntry)])
        }
        let chapters = loaded.book.chapters.map { chapter -> [String: Any] in
            let url = SitePath.chapter(chapter.slug)
            return [
                "title": chapter.title, "url": url, "hasSections": !chapter.sections.isEmpty,
                "sections": chapter.sections.map { ["title": $0.title, "url": url, "anchor": $0.anchor, "level": $0.level] },
            ]
        }
        let view = DictionaryView([
            "groups": groups,
            "hasChapters": !chapters.isEmpty,
            "chapters": chapters,
            "index": ingredientIndex(),
        ])
        return page(at: SitePath.contents, template: "contents", view: view, title: "Contents", kind: "contents", section: .contents)
    }

    private func contentsEntry(_ position: Int) -> [String: Any] {
        let recipe = loaded.book.recipes[position]
        let url = SitePath.recipe(recipe.slug)
        var anchors = AnchorSetForRecipes()
        let sections = recipe.elements.compactMap { element -> [String: Any]? in
            guard case .header(let header) = element else { return nil }
            return ["title": header.text, "url": url, "anchor": anchors.claim(header.text)]
        }
        return ["title": recipe.title, "url": url, "hasSections": !sections.isEmpty, "sections": sections]
    }

    /// Ingredients grouped by letter; one entry per ingredient name (case and plural folded),
    /// each listing the recipes that use it once.
    private func ingredientIndex() -> [[String: Any]] {
        var names: [String: String] = [:]
        var users: [String: [Int]] = [:]
        for (position, recipe) in loaded.book.recipes.enumerated() {
            for item in recipe.items where !item.name.isEmpty {
                let key = IngredientName.key(item.name)
                if names[key] == nil { names[key] = item.name }
                if users[key]?.last != position { users[key, default: []].append(position) }
            }
        }
        let keys = names.keys.sorted()
        let byLetter = Dictionary(grouping: keys) { Self.indexLetter(names[$0] ?? $0) }
        return byLetter.keys.sorted().map { letter in
            [
                "letter": letter,
                "anchor": Self.letterAnchor(letter),
                "entries": (byLetter[letter] ?? []).map { key -> [String: Any] in
                    let positions = users[key] ?? []
                    return [
                        "name": names[key] ?? key,
                        "recipes": positions.enumerated().map { offset, position in
                            [
                                "title": loaded.book.recipes[position].title,
                                "url": SitePath.recipe(loaded.book.recipes[position].slug),
                                "last": offset == positions.count - 1,
                            ] as [String: Any]
                        },
                    ]
                },
            ]
        }
    }
}

/// The anchors a recipe page gives its section headers, computed the same way here.
struct AnchorSetForRecipes {
    private var anchors = Markdown.AnchorSet()

    mutating func claim(_ text: String) -> String {
        anchors.claim(heading: text)
    }
}

