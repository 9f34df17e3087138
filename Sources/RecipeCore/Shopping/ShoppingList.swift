/// A shopping list ready to print or to send to a page: the combined lines of a request,
/// grouped into sections in the order of one store (or, for no store, by category).
public struct ShoppingList: Sendable, Equatable, Codable {
    /// The meal plan's name, or `nil` for a list of recipes named one by one.
    public var title: String?
    /// The store the list is ordered for, or `nil` when it is ordered by category.
    public var store: String?
    /// The recipes the list was made from, in order, each once (``ShoppingRequest/combinedRecipes``).
    public var recipes: [Entry]
    /// The sections in walking order; none is empty.
    public var sections: [ShoppingSection]

    /// A recipe the list was made from.
    public struct Entry: Sendable, Equatable, Codable {
        /// The recipe's title.
        public var title: String
        /// The recipe's page name.
        public var slug: String
        /// How many times it is made.
        public var multiplier: Double

        /// Makes an entry.
        public init(title: String, slug: String, multiplier: Double) {
            self.title = title
            self.slug = slug
            self.multiplier = multiplier
        }
    }

    /// Makes a list from sections already arranged.
    public init(title: String?, store: String?, recipes: [Entry], sections: [ShoppingSection]) {
        self.title = title
        self.store = store
        self.recipes = recipes
        self.sections = sections
    }

    /// Combines `request` and arranges it for `store` (see ``ShoppingArranger``), or by
    /// category when `store` is `nil`. Items are put in categories by the keywords of
    /// `language` as well as the English ones (`Milch` is dairy in a German book).
    public init(request: ShoppingRequest, title: String? = nil, store: Store? = nil, language: Language = .english) {
        let table = store?.categories(language: language) ?? .builtIn(for: language)
        let lines = request.lines(categories: table)
        self.init(
            title: title,
            store: store?.name,
            recipes: request.combinedRecipes.map { Entry(title: $0.recipe.title, slug: $0.recipe.slug, multiplier: $0.multiplier) },
            sections: ShoppingArranger.sections(for: lines, store: store, language: language)
        )
    }

    /// Every line, section after section.
    public var lines: [ShoppingLine] { sections.flatMap(\.lines) }

    private enum CodingKeys: String, CodingKey { case title, store, recipes, sections }

    /// Writes `title` and `store` as explicit `null`s when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(store, forKey: .store)
        try container.encode(recipes, forKey: .recipes)
        try container.encode(sections, forKey: .sections)
    }
}

/// A group of lines found together: one aisle of a store, or one category.
public struct ShoppingSection: Sendable, Equatable, Codable {
    /// Where a section comes from.
    public enum Kind: String, Sendable, Equatable, Codable {
        /// An aisle of the store's file.
        case aisle
        /// Items of one category: a list for no store, items a store has never seen, or a run
        /// of items of one category in the order learned from trips.
        case category
    }

    /// The aisle's name, or the category's ``ItemCategory/displayName``.
    public var name: String
    /// Where the section comes from.
    public var kind: Kind
    /// The category: the section's own for ``Kind/category``; for an aisle, the one its name
    /// or most of its items suggest, or `nil`.
    public var category: ItemCategory?
    /// The lines in walking order.
    public var lines: [ShoppingLine]

    /// Makes a section.
    public init(name: String, kind: Kind, category: ItemCategory?, lines: [ShoppingLine]) {
        self.name = name
        self.kind = kind
        self.category = category
        self.lines = lines
    }

    private enum CodingKeys: String, CodingKey { case name, kind, category, lines }

    /// Writes `category` as an explicit `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(category, forKey: .category)
        try container.encode(lines, forKey: .lines)
    }
}
