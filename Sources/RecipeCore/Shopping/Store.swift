/// How one store is laid out, from a file in `stores/`: its aisles in walking order with the
/// items found in each, and trips, the items of past visits in the order they were picked up.
/// Either may be missing. A store's file may also add category rules for items it does not list.
public struct Store: Sendable, Equatable, Codable {
    /// The `# ` name, or the file name without its extension.
    public var name: String
    /// The file, relative to the content folder.
    public var file: String
    /// The `> ` notes, in order.
    public var notes: [String]
    /// The aisles in walking order.
    public var aisles: [Aisle]
    /// The trips, in file order (``orderedTrips`` sorts them oldest first).
    public var trips: [Trip]
    /// The lines of `## Categories`.
    public var categoryRules: [CategoryRule]

    /// Makes a store.
    public init(name: String, file: String = "", notes: [String] = [], aisles: [Aisle] = [], trips: [Trip] = [],
                categoryRules: [CategoryRule] = []) {
        self.name = name
        self.file = file
        self.notes = notes
        self.aisles = aisles
        self.trips = trips
        self.categoryRules = categoryRules
    }

    /// An aisle: a `## ` section of items, in walking order.
    public struct Aisle: Sendable, Equatable, Codable {
        /// The header's text: `Produce`, `Aisle 3 – Baking`.
        public var name: String
        /// The items as written, in the order they are passed.
        public var items: [String]

        /// Makes an aisle.
        public init(name: String, items: [String]) {
            self.name = name
            self.items = items
        }
    }

    /// One past visit: the items in the order they were picked up (checked off).
    public struct Trip: Sendable, Equatable, Codable {
        /// `YYYY-MM-DD`, or `nil` when the header gives none.
        public var date: String?
        /// The header's words after `Trip` and the date: `Saturday`; often empty.
        public var label: String
        /// The items as written, in pick-up order.
        public var items: [String]

        /// Makes a trip.
        public init(date: String?, label: String = "", items: [String]) {
            self.date = date
            self.label = label
            self.items = items
        }

        private enum CodingKeys: String, CodingKey { case date, label, items }

        /// Writes `date` as an explicit `null` when the trip has none.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
            try container.encode(label, forKey: .label)
            try container.encode(items, forKey: .items)
        }
    }

    /// The built-in category table with this store's rules added.
    public var categories: CategoryTable { CategoryTable.builtIn.adding(categoryRules) }

    /// The built-in category table of a book in `language` with this store's rules added.
    public func categories(language: Language) -> CategoryTable {
        CategoryTable.builtIn(for: language).adding(categoryRules)
    }

    /// The trips oldest first: dated trips by date, after the undated ones; ties keep file order.
    public var orderedTrips: [Trip] {
        trips.enumerated().sorted { left, right in
            let leftDate = left.element.date ?? "", rightDate = right.element.date ?? ""
            return (leftDate, left.offset) < (rightDate, right.offset)
        }.map(\.element)
    }
}
