import Foundation

/// Recipes inside recipes: an item whose name links to another recipe of the book
/// (`[Pie Crust](../Basics/Pie%20Crust.recipe)`) or is exactly another recipe's title is that
/// recipe, its amount a number of batches (``Item/batches``). This is the one place that
/// decides which item is which recipe, and what a shopping list gathers from it; the command
/// line, the lists the build writes and the data a recipe page carries all ask here.
public struct SubRecipes: Sendable, Equatable {
    /// The book's recipes, in book order.
    public let recipes: [Recipe]
    /// Each recipe's position by its file, and a package's by its folder too.
    public private(set) var byFile: [String: Int] = [:]
    /// Each recipe's position by its title as written; the first of a title wins.
    private var byTitle: [String: Int] = [:]

    /// Indexes `recipes`.
    public init(recipes: [Recipe]) {
        self.recipes = recipes
        // A package's recipe is linked to by its folder too; the first of a name wins.
        let folders = recipes.indices.compactMap { index in recipes[index].file.recipePackageFolder.map { (String($0), index) } }
        byFile = Dictionary(recipes.indices.map { (recipes[$0].file, $0) } + folders) { first, _ in first }
        byTitle = Dictionary(recipes.indices.map { (recipes[$0].title, $0) }) { first, _ in first }
    }

    /// The recipe `item` of the recipe in `file` names: by its link, relative to `file`, or by
    /// its name when that is another recipe's title; `nil` for an ordinary ingredient.
    public func recipe(for item: Item, in file: String) -> Recipe? {
        position(for: item, in: file).map { recipes[$0] }
    }

    /// ``recipe(for:in:)`` as a position in ``recipes``.
    public func position(for item: Item, in file: String) -> Int? {
        if let link = item.nameLink {
            return Self.resolve(link.target, from: file).flatMap { byFile[$0] }
        }
        guard let found = byTitle[item.name.trimmingSpaces], recipes[found].file != file else { return nil }
        return found
    }

    /// Calls `body` with each item the shopping list of `recipe`, made `multiplier` times,
    /// gathers: its own items, and in place of each sub-recipe that counts batches, that
    /// recipe's items in turn, with the recipe they belong to and the multiplier times the
    /// batches. A sub-recipe already being gathered (a cycle), one deeper than
    /// ``ContentLimits/maximumSubRecipeDepth``, one without items, or past
    /// ``ContentLimits/maximumSubRecipeItems`` stays the one item it is.
    public func expand(_ recipe: Recipe, multiplier: Double, _ body: (_ item: Item, _ recipe: Recipe, _ multiplier: Double) -> Void) {
        expandByItem(recipe, multiplier: multiplier) { _, item, from, times in body(item, from, times) }
    }

    /// ``expand(_:multiplier:_:)`` telling also which of `recipe`'s own items (its position
    /// among them) each item stands for: what a recipe page carries for its sub-recipes. One
    /// walk, so the bounds hold for the whole recipe.
    public func expandByItem(
        _ recipe: Recipe, multiplier: Double, _ body: (_ position: Int, _ item: Item, _ recipe: Recipe, _ multiplier: Double) -> Void
    ) {
        var walk = Walk(path: [recipe.file])
        var position = -1
        recipe.forEachElement { element in
            guard case .item(let item) = element else { return }
            position += 1
            walk.item(item, of: recipe, multiplier: multiplier, in: self) { body(position, $0, $1, $2) }
        }
    }

    /// Where an expansion is: the files being gathered, outermost first, and how many items
    /// it has given.
    private struct Walk {
        var path: [String]
        var gathered = 0

        mutating func item(_ item: Item, of recipe: Recipe, multiplier: Double, in book: SubRecipes, _ body: (Item, Recipe, Double) -> Void) {
            if path.count <= ContentLimits.maximumSubRecipeDepth, gathered < ContentLimits.maximumSubRecipeItems,
               let batches = item.batches, let inner = book.recipe(for: item, in: recipe.file),
               !path.contains(inner.file), inner.elements.contains(where: \.isItem) {
                path.append(inner.file)
                inner.forEachElement { element in
                    if case .item(let each) = element { self.item(each, of: inner, multiplier: multiplier * batches, in: book, body) }
                }
                path.removeLast()
            } else {
                gathered += 1
                body(item, recipe, multiplier)
            }
        }
    }

    /// The recipes `recipe`'s page is made of beside itself: those its items name, and those
    /// its shopping list gathers items from however deep, each once, in the order first met.
    public func dependencies(of recipe: Recipe) -> [Recipe] {
        var found: [Recipe] = []
        func note(_ other: Recipe) {
            if other.file != recipe.file, !found.contains(where: { $0.file == other.file }) { found.append(other) }
        }
        recipe.forEachElement { element in
            if case .item(let item) = element, let inner = self.recipe(for: item, in: recipe.file) { note(inner) }
        }
        guard !found.isEmpty else { return found }
        expand(recipe, multiplier: 1) { _, from, _ in note(from) }
        return found
    }

    /// `../Basics/Pie%20Crust.recipe`, written in `file`, as a path in the content folder; `nil`
    /// for another site's address, a path from the root or one climbing out of the folder.
    static func resolve(_ target: String, from file: String) -> String? {
        var path = Substring(target)
        if let end = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = path[..<end] }
        let decoded = String(path).removingPercentEncoding ?? String(path)
        guard !decoded.isEmpty, !decoded.hasPrefix("/"), !decoded.contains(":") else { return nil }
        return (file.parentPath + "/" + decoded).normalisedPath
    }
}

extension RecipeElement {
    /// Whether the element is an item.
    var isItem: Bool {
        if case .item = self { return true }
        return false
    }
}
