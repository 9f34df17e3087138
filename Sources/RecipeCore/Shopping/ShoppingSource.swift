/// Who asked for a line of a shopping list: one item of one recipe (or a plan's extra), with
/// its amount and prep note as written.
public struct ShoppingSource: Sendable, Equatable, Codable {
    /// The recipe's title, or `nil` for an extra item of a meal plan or a command line.
    public var recipe: String?
    /// The recipe's page name, or `nil` for an extra.
    public var slug: String?
    /// How many times the recipe is made.
    public var multiplier: Double
    /// The item's name as the recipe wrote it.
    public var name: String
    /// The amount note as written (before the multiplier).
    public var amount: String
    /// The prep note as written: `Cold, cubed`.
    public var prep: String

    /// Makes a source.
    public init(recipe: String?, slug: String?, multiplier: Double = 1, name: String, amount: String = "", prep: String = "") {
        self.recipe = recipe
        self.slug = slug
        self.multiplier = multiplier
        self.name = name
        self.amount = amount
        self.prep = prep
    }

    private enum CodingKeys: String, CodingKey { case recipe, slug, multiplier, name, amount, prep }

    /// Writes `recipe` and `slug` as explicit `null`s for an extra.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(recipe, forKey: .recipe)
        try container.encode(slug, forKey: .slug)
        try container.encode(multiplier, forKey: .multiplier)
        try container.encode(name, forKey: .name)
        try container.encode(amount, forKey: .amount)
        try container.encode(prep, forKey: .prep)
    }
}
