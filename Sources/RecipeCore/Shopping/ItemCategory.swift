/// The kind of shelf an item is found on, used to place items a store's file does not
/// mention. The cases are in the order a typical supermarket is walked, which is the order of
/// a list made for no particular store.
public enum ItemCategory: String, Sendable, Equatable, Hashable, Codable, CaseIterable, Comparable {
    /// Fruit, vegetables and fresh herbs.
    case produce
    /// Bread, rolls, tortillas.
    case bakery
    /// Meat, poultry, fish and seafood.
    case meatAndFish = "meat-and-fish"
    /// Milk, cream, butter, cheese, yogurt, eggs.
    case dairyAndEggs = "dairy-and-eggs"
    /// Dry and canned goods: rice, pasta, beans, oil, vinegar, stock, sauces.
    case pantry
    /// Flour, sugar, leaveners, chocolate, nuts, vanilla.
    case baking
    /// Salt, pepper, dried herbs and ground spices.
    case spices
    /// The freezer aisle.
    case frozen
    /// Coffee, tea, juice, wine, beer, water.
    case drinks
    /// Things that are not food: paper towels, soap, foil.
    case household
    /// Anything the table does not know.
    case other

    /// The name shown as a section of a list: `Dairy & Eggs`.
    public var displayName: String {
        switch self {
        case .produce: "Produce"
        case .bakery: "Bakery"
        case .meatAndFish: "Meat & Fish"
        case .dairyAndEggs: "Dairy & Eggs"
        case .pantry: "Pantry"
        case .baking: "Baking"
        case .spices: "Spices"
        case .frozen: "Frozen"
        case .drinks: "Drinks"
        case .household: "Household"
        case .other: "Other"
        }
    }

    /// The category a person names in a store file or an aisle header, in any of its usual
    /// spellings: `Dairy & Eggs`, `dairy and eggs`, `dairy-and-eggs`, `Dairy`, `Spice`,
    /// `Fruit & Veg`. Case, accents and punctuation do not matter. `nil` for anything else.
    public init?(named name: String) {
        let words = IngredientName.words(name).filter { $0 != "and" }
        guard !words.isEmpty else { return nil }
        let joined = words.joined(separator: " ")
        let singular = (words.dropLast() + [IngredientName.singular(words[words.count - 1])]).joined(separator: " ")
        if let exact = Self.spellings[joined] ?? Self.spellings[singular] {
            self = exact
            return
        }
        // `Dairy`, `Eggs & Dairy`, `Fruit & Veg`: every word names the same category.
        var found: ItemCategory?
        for word in words {
            guard let category = Self.spellings[IngredientName.singular(word)] ?? Self.spellings[word] else { return nil }
            if let found, found != category { return nil }
            found = category
        }
        guard let found else { return nil }
        self = found
    }

    /// Words and phrases (without `and`, singular) that name a category.
    private static let spellings: [String: ItemCategory] = [
        "produce": .produce, "fruit": .produce, "vegetable": .produce, "veg": .produce, "veggy": .produce,
        "greengrocer": .produce, "fruit veg": .produce, "fruit vegetable": .produce,
        "bakery": .bakery, "bread": .bakery,
        "meat fish": .meatAndFish, "meat": .meatAndFish, "fish": .meatAndFish, "seafood": .meatAndFish,
        "butcher": .meatAndFish, "poultry": .meatAndFish,
        "dairy eggs": .dairyAndEggs, "dairy egg": .dairyAndEggs, "dairy": .dairyAndEggs, "egg": .dairyAndEggs, "cheese": .dairyAndEggs,
        "pantry": .pantry, "dry good": .pantry, "canned good": .pantry, "grocery": .pantry, "groceries": .pantry,
        "baking": .baking,
        "spice": .spices, "spices": .spices, "herbs spices": .spices, "seasoning": .spices,
        "frozen": .frozen, "freezer": .frozen, "frozen food": .frozen,
        "drink": .drinks, "drinks": .drinks, "beverage": .drinks, "beverages": .drinks,
        "household": .household, "cleaning": .household, "home": .household,
        "other": .other, "misc": .other, "miscellaneous": .other,
    ]

    /// The walking order: the order of the cases.
    public static func < (lhs: ItemCategory, rhs: ItemCategory) -> Bool {
        lhs.position < rhs.position
    }

    /// Where the category comes in ``allCases``: lists sort by it for every line.
    var position: Int {
        Self.positions[self] ?? Self.positions.count
    }

    private static let positions = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
