import RecipeCore

/// An item's name as its amount makes it read: `Lemons` beside `2` when the recipe writes
/// `- Lemon | 2 |`, in the book's language (``Language/name(_:counted:)``).
struct CountedName: Sendable {
    /// The name shown at the recipe's own amount.
    let shown: String
    /// The singular and plural, for a thing counted without a unit whose plural differs:
    /// the page script picks one when the recipe is scaled.
    let forms: (one: String, other: String)?

    /// A name that never changes with the amount.
    init(shown: String) {
        self.shown = shown
        forms = nil
    }

    /// The name of `item` beside its amount. Only a count with no unit takes the plural
    /// (`2 cups flour` is not `flours`); a sub-recipe's link counts its batches as things
    /// (`2 Pie Crusts`), as its line of a shopping list does.
    init(_ item: Item, language: Language) {
        let name = item.shownName
        guard let quantity = item.quantity, quantity.unit == nil,
              case let plural = language.plural(of: name), plural != name else {
            shown = name
            forms = nil
            return
        }
        shown = language.takesPlural(quantity.high ?? quantity.low) ? plural : name
        forms = (name, plural)
    }
}
