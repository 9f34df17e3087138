/// Where the importer puts the ingredients.
public enum IngredientPlacement: Sendable, Equatable {
    /// Where the text had them: usually all at the top.
    case asWritten
    /// Each just before the first step that mentions it; unmentioned ones stay at the top.
    case interleaved
}

/// How to import a recipe.
public struct ImportOptions: Sendable, Equatable {
    /// The title to use instead of the one found in the text (`--title`).
    public var title: String?
    /// The book part (sub-folder of `recipes/`) the recipe goes into (`--part`).
    public var part: String?
    /// Where the ingredients go (`--interleave`).
    public var placement: IngredientPlacement
    /// The book's language: amounts are read in it and in English, and item names are
    /// capitalised its way.
    public var language: Language

    /// Options; by default the title found in the text, no part, ingredients as written, English.
    public init(title: String? = nil, part: String? = nil, placement: IngredientPlacement = .asWritten,
                language: Language = .english) {
        self.title = title
        self.part = part
        self.placement = placement
        self.language = language
    }
}
