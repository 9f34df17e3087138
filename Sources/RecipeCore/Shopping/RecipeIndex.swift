import Foundation

/// Finds the recipe a plan or a command line means, by title or by file.
///
/// A reference may be the title (`Grandma's Apple Crumble`; case, accents and punctuation do
/// not matter), the page name (`grandmas-apple-crumble`), the file's path from the content
/// folder or from `recipes/` (`recipes/Mains/Beef Chili.recipe`, `Mains/Beef Chili.recipe`,
/// `../recipes/…` as a link from a plan), a package folder (`…/Cinnamon Rolls.recipepackage`),
/// or the file name without its extension. `%20` in a path is a space.
public struct RecipeIndex: Sendable {
    /// The recipes, in book order.
    public let recipes: [Recipe]
    /// The same recipes, to tell which items are recipes of their own.
    public let subRecipes: SubRecipes
    private var byTitle: [String: Int] = [:]
    private var byPath: [String: Int] = [:]
    private var byFileName: [String: Int] = [:]
    private var bySlug: [String: Int] = [:]

    /// Indexes `recipes`; when two share a name, the first one is found.
    public init(recipes: [Recipe]) {
        self.recipes = recipes
        subRecipes = SubRecipes(recipes: recipes)
        for (index, recipe) in recipes.enumerated() {
            Self.claim(&byTitle, Self.titleKey(recipe.title), index)
            Self.claim(&bySlug, recipe.slug, index)
            for path in Self.paths(of: recipe.file) {
                Self.claim(&byPath, path.lowercased(), index)
            }
            Self.claim(&byFileName, Self.titleKey(Self.fileName(of: recipe.file)), index)
        }
    }

    private static func claim(_ table: inout [String: Int], _ key: String, _ index: Int) {
        guard !key.isEmpty, table[key] == nil else { return }
        table[key] = index
    }

    /// The recipe `reference` names, or `nil`.
    public func recipe(for reference: String) -> Recipe? {
        let trimmed = reference.trimmingSpaces
        guard !trimmed.isEmpty else { return nil }
        if let link = trimmed.wholeLink {
            return recipe(for: link.target) ?? recipe(for: link.text)
        }
        let path = Self.normalisedPath(trimmed)
        let index = byPath[path] ?? byPath["recipes/" + path]
            ?? byTitle[Self.titleKey(trimmed)]
            ?? bySlug[trimmed.lowercased()]
            ?? byFileName[Self.titleKey(Self.fileName(of: path))]
        return index.map { recipes[$0] }
    }

    /// The titles closest to a reference that found nothing, closest first.
    public func suggestions(for reference: String, limit: Int = 3) -> [String] {
        var query = reference
        if let link = reference.wholeLink { query = link.text }
        if query.contains("/") { query = Self.fileName(of: Self.normalisedPath(query)) }
        return NameSuggestions.closest(to: query, among: recipes.map(\.title), limit: limit)
    }

    private static func titleKey(_ text: String) -> String {
        IngredientName.words(text).joined(separator: " ")
    }

    /// `recipes/A/B.recipe` and `A/B.recipe`; for a package also its folder, both ways.
    private static func paths(of file: String) -> [String] {
        var paths = [file]
        let parts = file.split(separator: "/")
        if parts.count >= 2, parts[parts.count - 2].lowercased().hasSuffix(".recipepackage") {
            paths.append(parts.dropLast().joined(separator: "/"))
        }
        for path in paths where path.hasPrefix("recipes/") {
            paths.append(String(path.dropFirst("recipes/".count)))
        }
        return paths
    }

    /// The last path component without its extension.
    private static func fileName(of path: String) -> String {
        var name = Substring(path)
        while name.hasSuffix("/") { name = name.dropLast() }
        return String(NumberedName.baseName(of: name))
    }

    /// Lowercased, `%20` decoded, without leading `./` and `../` or a trailing `/`.
    private static func normalisedPath(_ text: String) -> String {
        var path = Substring(text.removingPercentEncoding ?? text)
        while path.hasPrefix("./") || path.hasPrefix("../") {
            path = path.drop { $0 == "." }.dropFirst()
        }
        while path.hasSuffix("/") { path = path.dropLast() }
        return path.lowercased()
    }
}
