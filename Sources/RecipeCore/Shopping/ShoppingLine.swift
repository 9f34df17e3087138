/// One line of a shopping list: an ingredient with the words its amount notes say about it
/// (`Pancake Mix` — `Gluten Free`), how much of it, and who asked for it.
public struct ShoppingLine: Sendable, Equatable, Codable {
    /// ``IngredientName/key(_:)`` of the name: lines with equal keys are one ingredient (a
    /// store places them alike), one line per different ``words``.
    public var key: String
    /// The name shown: the first plural spelling the recipes used, else the first spelling.
    public var name: String
    /// What the amount notes say beyond number and unit (``ShoppingNote/words``), as first
    /// written: `Gluten Free`; empty when they say nothing more.
    public var words: String
    /// How much, summed over every source.
    public var amount: ShoppingAmount
    /// The shelf the item is guessed to be on (from the store's categories when there is one).
    public var category: ItemCategory
    /// Every item that asked for this line, in request order.
    public var sources: [ShoppingSource]

    /// Makes a line.
    public init(key: String, name: String, words: String = "", amount: ShoppingAmount, category: ItemCategory, sources: [ShoppingSource]) {
        self.key = key
        self.name = name
        self.words = words
        self.amount = amount
        self.category = category
        self.sources = sources
    }

    /// Tells this line from the ingredient's other lines: the key, then the words as
    /// compared (``ShoppingNote/key(of:)``) after ` — ` when there are any. Check boxes keep it.
    public var id: String {
        let words = ShoppingNote.key(of: words)
        return words.isEmpty ? key : key + " — " + words
    }

    /// The name and the words as every list shows them: `Pancake Mix — Gluten Free`.
    public var label: String {
        words.isEmpty ? name : name + " — " + words
    }

    private enum CodingKeys: String, CodingKey { case key, name, words, amount, category, sources }

    /// Reads a line; `words` may be missing (lists written before lines kept them).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        name = try container.decode(String.self, forKey: .name)
        words = try container.decodeIfPresent(String.self, forKey: .words) ?? ""
        amount = try container.decode(ShoppingAmount.self, forKey: .amount)
        category = try container.decode(ItemCategory.self, forKey: .category)
        sources = try container.decode([ShoppingSource].self, forKey: .sources)
    }

    /// The titles of the recipes that asked, each once, in request order; extras are left out.
    public var recipeTitles: [String] {
        var seen: Set<String> = []
        return sources.compactMap { source in
            guard let title = source.recipe, seen.insert(title).inserted else { return nil }
            return title
        }
    }

    /// The prep notes of the sources that have one, each once: `Cold, cubed`.
    public var preps: [String] {
        if sources.count == 1 { return sources[0].prep.isEmpty ? [] : [sources[0].prep] }
        var seen: Set<String> = []
        return sources.compactMap { source in
            guard !source.prep.isEmpty, seen.insert(source.prep.lowercased()).inserted else { return nil }
            return source.prep
        }
    }

    /// The recipes with their multipliers, as a list shows them: `Beef Chili ×2, Pie Crust`.
    public var sourcesText: String {
        var seen: Set<String> = []
        var names: [String] = []
        for source in sources {
            guard let title = source.recipe, seen.insert(title).inserted else { continue }
            names.append(source.multiplier == 1 ? title : title + " ×" + FriendlyFraction.format(source.multiplier))
        }
        return names.joined(separator: ", ")
    }
}
