/// What a list needs to know of a store to be arranged for it, worked out once: its aisles,
/// every item it has seen in walking order with its aisle and category, and its category
/// table. ``ShoppingArranger`` works from this, and it is `Codable` so that a page can arrange
/// lists for the store the same way.
public struct StoreLayout: Sendable, Equatable, Codable {
    /// An aisle of the store's file.
    public struct Aisle: Sendable, Equatable, Codable {
        /// The aisle's name.
        public var name: String
        /// The category its name names or most of its items have (``ShoppingArranger/category(of:table:)``), or `nil`.
        public var category: ItemCategory?

        /// Makes an aisle.
        public init(name: String, category: ItemCategory?) {
            self.name = name
            self.category = category
        }

        private enum CodingKeys: String, CodingKey { case name, category }

        /// Writes `category` as an explicit `null` when absent.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(category, forKey: .category)
        }
    }

    /// An item the store has seen, in an aisle or on a trip.
    public struct Item: Sendable, Equatable, Codable {
        /// ``IngredientName/key(_:)`` of its name.
        public var key: String
        /// The index of its aisle: the one listing it, else that of the nearest listed item
        /// before it in walking order (else after it); `nil` for a store without listed items.
        public var aisle: Int?
        /// Its category by the store's table.
        public var category: ItemCategory

        /// Makes an item.
        public init(key: String, aisle: Int?, category: ItemCategory) {
            self.key = key
            self.aisle = aisle
            self.category = category
        }

        private enum CodingKeys: String, CodingKey { case key, aisle, category }

        /// Writes `aisle` as an explicit `null` when absent.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(aisle, forKey: .aisle)
            try container.encode(category, forKey: .category)
        }
    }

    /// The store's name.
    public var name: String
    /// The aisles in walking order.
    public var aisles: [Aisle]
    /// Every item seen, in the order learned by ``StoreOrder`` (aisles outranking trips).
    public var items: [Item]
    /// The built-in categories with the store's rules.
    public var categories: CategoryTable

    /// Works out the layout of `store`, guessing categories in `language` and English.
    public init(store: Store, language: Language = .english) {
        name = store.name
        categories = store.categories(language: language)
        let table = categories
        aisles = store.aisles.map { Aisle(name: $0.name, category: ShoppingArranger.category(of: $0, table: table)) }
        var aisleOfKey: [String: Int] = [:]
        for (index, aisle) in store.aisles.enumerated() {
            for item in aisle.items {
                let key = IngredientName.key(item)
                if aisleOfKey[key] == nil { aisleOfKey[key] = index }
            }
        }
        let keys = StoreOrder(store: store).keys
        var aisleAt = [Int?](repeating: nil, count: keys.count)
        var current: Int?
        for (position, key) in keys.enumerated() {
            if let listed = aisleOfKey[key] { current = listed }
            aisleAt[position] = current
        }
        let firstListed = aisleAt.compactMap { $0 }.first
        items = keys.enumerated().map { position, key in
            Item(key: key, aisle: aisleAt[position] ?? firstListed, category: table.category(for: key))
        }
    }

    /// Whether the store's file says nothing about its order.
    public var isEmpty: Bool { aisles.isEmpty && items.isEmpty }
}
