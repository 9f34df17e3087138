/// The words a shopping list is written with: its headings and the names of its categories.
/// English here; a site gives its book's language (RecipeSite's `Wording`).
public struct ShoppingListWords: Sendable, Hashable {
    /// `Shopping list`.
    public var shoppingList: String
    /// `{title}: shopping list`, for a meal plan's list.
    public var titled: String
    /// `By category`, the list's order when no store is picked.
    public var byCategory: String
    /// `Recipes: {list}`.
    public var recipes: String
    /// `Nothing to buy.`
    public var nothingToBuy: String
    /// Each category's section name.
    public var categories: [ItemCategory: String]
    /// How a date is written, from `{y}`, `{m}` and `{d}`: `{d}.{m}.{y}`.
    public var dateFormat: String

    /// Makes the words.
    public init(
        shoppingList: String, titled: String, byCategory: String, recipes: String, nothingToBuy: String,
        categories: [ItemCategory: String], dateFormat: String
    ) {
        self.shoppingList = shoppingList
        self.titled = titled
        self.byCategory = byCategory
        self.recipes = recipes
        self.nothingToBuy = nothingToBuy
        self.categories = categories
        self.dateFormat = dateFormat
    }

    /// The English words lists have always had.
    public static let english = ShoppingListWords(
        shoppingList: "Shopping list", titled: "{title}: shopping list", byCategory: "By category", recipes: "Recipes: {list}",
        nothingToBuy: "Nothing to buy.", categories: Dictionary(uniqueKeysWithValues: ItemCategory.allCases.map { ($0, $0.displayName) }),
        dateFormat: "{y}-{m}-{d}")

    /// `2026-05-04` (`YYYY-MM-DD`) written with ``dateFormat``.
    public func date(_ iso: String) -> String {
        let parts = iso.split(separator: "-")
        guard parts.count == 3 else { return iso }
        return dateFormat.replacingOccurrences(of: "{y}", with: parts[0]).replacingOccurrences(of: "{m}", with: parts[1])
            .replacingOccurrences(of: "{d}", with: parts[2])
    }
}

extension ShoppingList {
    /// The list with its category sections named in `words` (aisles keep the store's names).
    public func named(by words: ShoppingListWords) -> ShoppingList {
        var list = self
        for index in list.sections.indices where list.sections[index].kind == .category {
            if let category = list.sections[index].category, let name = words.categories[category] {
                list.sections[index].name = name
            }
        }
        return list
    }
}
