/// The lines above a printed shopping list, shared by every format.
public struct ShoppingListHeading: Sendable, Equatable {
    /// `Sunday Dinner: shopping list`, or `Shopping list` for recipes named one by one.
    public var title: String
    /// `Corner Market, 2026-05-04`, or `By category, 2026-05-04` for no store.
    public var details: String
    /// `Recipes: Sunday Roast Chicken ×2, Potato Salad`, or `nil` for extras only.
    public var recipes: String?
    /// The store, or `By category`: the first part of ``details``.
    public var place: String
    /// The date as ``details`` writes it (`4 May 2026`), when the list has one.
    public var writtenDate: String?
    /// The date as given, `YYYY-MM-DD`, for a machine to read (`<time datetime>`).
    public var isoDate: String?

    /// The heading of `list`, dated `date` (`YYYY-MM-DD`) when given, in `words`.
    public init(list: ShoppingList, date: String?, words: ShoppingListWords = .english) {
        title = list.title.map { words.titled.filling(["title": $0]) } ?? words.shoppingList
        place = list.store ?? words.byCategory
        isoDate = date
        writtenDate = date.map(words.date)
        details = ([place] + (writtenDate.map { [$0] } ?? [])).joined(separator: ", ")
        let names = list.recipes.map { entry in
            entry.multiplier == 1 ? entry.title : entry.title + " ×" + FriendlyFraction.format(entry.multiplier)
        }
        recipes = names.isEmpty ? nil : words.recipes.filling(["list": names.joined(separator: ", ")])
    }
}
