/// A meal plan, from a file in `plans/`: recipes to make, each a number of times, and extra
/// items to buy; a shopping list is made from it.
public struct MealPlan: Sendable, Equatable, Codable {
    /// The `# ` name, or the file name without its extension.
    public var name: String
    /// The file, relative to the content folder.
    public var file: String
    /// The `> ` notes, in order.
    public var notes: [String]
    /// The recipes, in file order.
    public var entries: [Entry]
    /// The items under `## Extras`.
    public var extras: [Item]

    /// Makes a plan.
    public init(name: String, file: String = "", notes: [String] = [], entries: [Entry] = [], extras: [Item] = []) {
        self.name = name
        self.file = file
        self.notes = notes
        self.entries = entries
        self.extras = extras
    }

    /// One recipe of a plan.
    public struct Entry: Sendable, Equatable, Codable {
        /// The recipe's title or file as written, without the multiplier.
        public var reference: String
        /// How many times it is made.
        public var multiplier: Double
        /// The `## ` header above it (`Saturday`), or `nil`.
        public var group: String?
        /// The line of the file it is on.
        public var line: Int

        /// Makes an entry.
        public init(reference: String, multiplier: Double = 1, group: String? = nil, line: Int = 1) {
            self.reference = reference
            self.multiplier = multiplier
            self.group = group
            self.line = line
        }

        /// An entry read from a reference as a plan or a command line writes it:
        /// `Beef Chili x2`, `recipes/Mains/Beef Chili.recipe ×1.5`. ``invalidMultiplier`` is set
        /// (and the multiplier is 1) when the multiplier is not a number above 0, or is past
        /// ``ContentLimits/maximumMultiplier``.
        public init(parsing text: String, group: String? = nil, line: Int = 1) {
            let split = Multiplier.split(text)
            self.init(reference: split.name, multiplier: split.value, group: group, line: line)
            invalidMultiplier = split.invalid
            multiplierProblem = split.problem
        }

        /// The multiplier's text when ``init(parsing:group:line:)`` could not use it (`x0`, `x5000`).
        public private(set) var invalidMultiplier: String?
        /// Why ``init(parsing:group:line:)`` could not use the multiplier, or `nil`.
        public private(set) var multiplierProblem: ShoppingProblem?

        private enum CodingKeys: String, CodingKey { case reference, multiplier, group, line }

        /// Writes `group` as an explicit `null` when absent.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(reference, forKey: .reference)
            try container.encode(multiplier, forKey: .multiplier)
            try container.encode(group, forKey: .group)
            try container.encode(line, forKey: .line)
        }
    }

    /// What to shop for: the recipes `index` finds, and the extras. Each reference it cannot
    /// find is a warning at its line, with the closest titles as a hint, and is left out.
    public func request(in index: RecipeIndex) -> (request: ShoppingRequest, diagnostics: [Diagnostic]) {
        var request = ShoppingRequest(extras: extras, subRecipes: index.subRecipes)
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            if let recipe = index.recipe(for: entry.reference) {
                request.recipes.append(ShoppingRequest.Entry(recipe: recipe, multiplier: entry.multiplier))
            } else {
                let problem = ShoppingProblem.unknownRecipe(entry.reference, suggestions: index.suggestions(for: entry.reference))
                diagnostics.append(Diagnostic(.shopping(problem), at: SourceLocation(file: file, line: entry.line, column: 3)))
            }
        }
        return (request, diagnostics)
    }
}
