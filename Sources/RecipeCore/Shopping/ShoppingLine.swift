/// One line of a shopping list: an ingredient, how much of it, the words its amount notes
/// say about it (`freshly ground`), and who asked for it.
public struct ShoppingLine: Sendable, Equatable, Codable {
    /// ``IngredientName/key(_:)`` of the name: lines with equal keys are one ingredient, one line.
    public var key: String
    /// The name shown: the first plural spelling the recipes used, else the first spelling.
    public var name: String
    /// What the amount notes say beyond number and unit (``ShoppingNote/words``), one wording
    /// for each different words (compared as ``ShoppingNote/key(of:)``), in request order.
    public var wordings: [ShoppingWording]
    /// How much, summed over every source.
    public var amount: ShoppingAmount
    /// The shelf the item is guessed to be on (from the store's categories when there is one).
    public var category: ItemCategory
    /// Every item that asked for this line, in request order.
    public var sources: [ShoppingSource]

    /// Makes a line.
    public init(
        key: String, name: String, wordings: [ShoppingWording] = [], amount: ShoppingAmount, category: ItemCategory,
        sources: [ShoppingSource]
    ) {
        self.key = key
        self.name = name
        self.wordings = wordings
        self.amount = amount
        self.category = category
        self.sources = sources
    }

    /// The line's name as compared: check boxes keep it.
    public var id: String { key }

    /// The words as every list shows them, in parentheses after the name: just the words when
    /// every item said them (`Gluten Free`), else each wording with its own amount, so the cook
    /// sees which part of the sum it is (`2 tsp freshly ground`); `; ` between wordings.
    public func wordsText(units: ShoppingUnits = .asWritten, unitName: ((Unit, Double) -> String)? = nil) -> String {
        if wordings.count == 1, wordings[0].sourceCount == sources.count { return wordings[0].words }
        return wordings.map { wording in
            let amount = wording.amount.text(units: units, name: name, unitName: unitName)
            return amount.isEmpty ? wording.words : amount + " " + wording.words
        }.joined(separator: "; ")
    }

    /// The words in the units of a list written with `words`.
    public func wordsText(in words: ShoppingListWords) -> String {
        wordsText(units: words.units, unitName: words.unitNamer)
    }

    /// The amount in the units of a list written with `words`: `1 EL`, `250 g`.
    public func amountText(in words: ShoppingListWords) -> String {
        amount.text(units: words.units, name: name, unitName: words.unitNamer)
    }

    /// The name and the words as every list shows them: `Cardamom (2 tsp freshly ground)`.
    public func label(in words: ShoppingListWords = .english) -> String {
        let text = wordsText(in: words)
        return text.isEmpty ? name : name + " (" + text + ")"
    }

    private enum CodingKeys: String, CodingKey { case key, name, words, wordings, amount, category, sources }

    /// Reads a line; `wordings` may be missing (lists written before lines kept them).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        name = try container.decode(String.self, forKey: .name)
        wordings = try container.decodeIfPresent([ShoppingWording].self, forKey: .wordings) ?? []
        amount = try container.decode(ShoppingAmount.self, forKey: .amount)
        category = try container.decode(ItemCategory.self, forKey: .category)
        sources = try container.decode([ShoppingSource].self, forKey: .sources)
    }

    /// Writes the line with its words as shown (`words`) beside the wordings they come from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(name, forKey: .name)
        try container.encode(wordsText(), forKey: .words)
        try container.encode(wordings, forKey: .wordings)
        try container.encode(amount, forKey: .amount)
        try container.encode(category, forKey: .category)
        try container.encode(sources, forKey: .sources)
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
