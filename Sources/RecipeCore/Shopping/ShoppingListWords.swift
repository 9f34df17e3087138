/// The words a shopping list is written with: its headings and the names of its categories.
/// English here; a site gives its book's language (RecipeSite's `Wording`).
public struct ShoppingListWords: Sendable {
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
    /// How a list's date is written out, from `{day}` (no leading zero), `{month}` (its
    /// name in ``monthNames``) and `{y}`: `{day}. {month} {y}`. `nil` writes ``dateFormat``.
    public var longDateFormat: String?
    /// The months' names, January first, for ``longDateFormat``; a month not named here is
    /// written as its number.
    public var monthNames: [String] = []
    /// How ``longDateFormat`` writes the first day of a month: `1er` in French, `1º` in Italian.
    public var firstOfMonth = "1"
    /// The language's names of units, singular and plural (`EL`, `Tasse`/`Tassen`); a unit
    /// not named here keeps its English name.
    public var unitNames: [Unit: (singular: String, plural: String)] = [:]
    /// The units sums are shown in: as written or for one kitchen, in the book's language.
    public var units = ShoppingUnits.asWritten

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

    /// `2026-05-04` (`YYYY-MM-DD`) written with ``longDateFormat`` (`4. Mai 2026`), or
    /// ``dateFormat`` without one. The names are the tables', never the machine's locale's.
    public func date(_ iso: String) -> String {
        let parts = iso.split(separator: "-").map(String.init)
        guard parts.count == 3 else { return iso }
        let month = Int(parts[1]) ?? 0
        let monthName = monthNames.indices.contains(month - 1) ? monthNames[month - 1] : String(month)
        let day = Int(parts[2]).map { $0 == 1 ? firstOfMonth : String($0) } ?? parts[2]
        return (longDateFormat ?? dateFormat).filling(["y": parts[0], "m": parts[1], "d": parts[2], "month": monthName, "day": day])
    }
}

extension ShoppingListWords {
    /// The name of `unit` beside `amount`: singular for 1 or less, plural above.
    func name(of unit: Unit, for amount: Double) -> String {
        guard let names = unitNames[unit] else { return unit.name(for: amount) }
        return amount > 1 ? names.plural : names.singular
    }

    /// ``name(of:for:)`` as a function, or `nil` when every unit keeps its English name.
    var unitNamer: ((Unit, Double) -> String)? {
        unitNames.isEmpty ? nil : { name(of: $0, for: $1) }
    }
}

extension ShoppingAmount {
    /// ``displayText`` with units named in `words` and sums in its ``ShoppingListWords/units``:
    /// `2 EL + 1 Tasse`. ``ShoppingLine/amountText(in:)`` also weighs a dry ingredient's cups.
    public func displayText(in words: ShoppingListWords) -> String {
        text(units: words.units, unitName: words.unitNamer)
    }

    /// The parts in `units`, of the ingredient `name` (a Metric view weighs dry cups by it), each
    /// unit named by `unitName` (its English name without one): `2 EL + 1 Tasse`.
    public func text(units: ShoppingUnits = .asWritten, name: String = "", unitName: ((Unit, Double) -> String)? = nil) -> String {
        let named = unitName ?? { $0.name(for: $1) }
        return parts.map { part in
            switch part {
            case .measure(let measure):
                return measure.text(units: units, name: name, unitName: named)
            case .count(let count):
                var text = NaturalUnit.number(count.amount, nil)
                if !count.size.isEmpty { text += " " + count.size }
                if let unit = count.unit { text += " " + named(unit, count.amount.high ?? count.amount.low) }
                if !count.word.isEmpty { text += " " + count.word }
                return text
            case .text(let text):
                return text
            }
        }.joined(separator: " + ")
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
