/// How a shopping list shows its sums: in the units the recipes wrote (``KitchenView/asWritten``)
/// or converted for a Metric or US kitchen, for a book in one language, by the kitchen rules.
///
/// A list is read in a kitchen like a recipe page is, so its sums follow the same rules: a
/// German book's `EL` never add up to a `Tasse`, and a Metric view weighs dry cups.
public struct ShoppingUnits: Sendable, Equatable {
    /// The units asked for.
    public var view: KitchenView
    /// The book's language code: `de`.
    public var language: String
    /// The theme's kitchen rules; without them a list shows its sums as written.
    public var rules: KitchenRules?

    /// Makes the units of a list.
    public init(view: KitchenView = .asWritten, language: String = "en", rules: KitchenRules? = nil) {
        self.view = view
        self.language = language
        self.rules = rules
    }

    /// Sums as written in an English book, the way lists have always shown them.
    public static let asWritten = ShoppingUnits()

    /// Whether a sum of spoons alone may be shown in cups: in the US view, and as written only
    /// in a language whose cooks measure with cups (English when no rules say otherwise).
    var spoonsBecomeCups: Bool {
        switch view {
        case .us: true
        case .metric: false
        case .asWritten: rules.map { $0.cupLanguages.contains(language) } ?? (language == "en")
        }
    }
}
