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
    /// (`2 cups flour` is not `flours`); a link to another recipe counts batches, not things.
    init(_ item: Item, language: Language) {
        guard let quantity = item.quantity, quantity.unit == nil, !item.name.contains("]("),
              case let plural = language.plural(of: item.name), plural != item.name else {
            shown = item.name
            forms = nil
            return
        }
        shown = language.takesPlural(quantity.high ?? quantity.low) ? plural : item.name
        forms = (item.name, plural)
    }
}
