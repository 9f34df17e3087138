import Foundation

/// What to shop for: recipes, each made a number of times, and loose extra items.
public struct ShoppingRequest: Sendable, Equatable {
    /// One recipe and how many times it is made.
    public struct Entry: Sendable, Equatable {
        /// The recipe.
        public var recipe: Recipe
        /// How many times it is made: `2` doubles every amount, `0.5` halves it.
        public var multiplier: Double

        /// Makes an entry.
        public init(recipe: Recipe, multiplier: Double = 1) {
            self.recipe = recipe
            self.multiplier = multiplier
        }
    }

    /// The recipes, in the order asked.
    public var recipes: [Entry]
    /// Items to buy that belong to no recipe: `- Paper towels | 1 roll`.
    public var extras: [Item]
    /// The book's recipes, to gather each sub-recipe's items in its place
    /// (``SubRecipes/expand(_:multiplier:_:)``), or `nil` to keep each sub-recipe one line, as
    /// `--no-expand` does for a crust waiting in the freezer.
    public var subRecipes: SubRecipes?

    /// Makes a request.
    public init(recipes: [Entry] = [], extras: [Item] = [], subRecipes: SubRecipes? = nil) {
        self.recipes = recipes
        self.extras = extras
        self.subRecipes = subRecipes
    }

    /// This request followed by `other`'s recipes and extras.
    public func merged(with other: ShoppingRequest) -> ShoppingRequest {
        ShoppingRequest(recipes: recipes + other.recipes, extras: extras + other.extras, subRecipes: subRecipes ?? other.subRecipes)
    }

    /// The recipes with each recipe (by file) once, in the place it was first asked for, its
    /// multipliers added up: a plan's `Pie Crust` and another `Pie Crust` are `Pie Crust ×2`.
    public var combinedRecipes: [Entry] {
        var entries: [Entry] = []
        var position: [String: Int] = [:]
        for entry in recipes {
            if let known = position[entry.recipe.file] {
                entries[known].multiplier += entry.multiplier
            } else {
                position[entry.recipe.file] = entries.count
                entries.append(entry)
            }
        }
        return entries
    }

    /// Whether there is nothing to shop for.
    public var isEmpty: Bool { recipes.isEmpty && extras.isEmpty }

    /// The combined lines, one per ingredient, each keeping the words of its amount notes
    /// (``ShoppingLine/wordings``), in the order each was first asked for (recipes as in ``combinedRecipes``, then the extras); the
    /// categories are `categories`'. With ``subRecipes``, a sub-recipe's items stand in its place,
    /// each source naming the recipe it belongs to.
    public func lines(categories: CategoryTable = .builtIn) -> [ShoppingLine] {
        var lines: [ShoppingLine] = []
        // Each line's spellings with what their names tell, looked up once per item.
        var spellings: [[(name: String, facts: IngredientFacts)]] = []
        var index: [String: Int] = [:]
        func add(_ item: Item, recipe: Recipe?, multiplier: Double) {
            let name = item.shownName
            let facts = IngredientFacts.of(name)
            guard !facts.key.isEmpty else { return }
            let source = ShoppingSource(
                recipe: recipe?.title, slug: recipe?.slug, multiplier: multiplier,
                name: name, amount: item.amount, prep: item.prep
            )
            let note = ShoppingNote(note: item.amount, quantity: item.quantity)
            let position: Int
            if let known = index[facts.key] {
                position = known
                lines[position].sources.append(source)
                spellings[position].append((name, facts))
            } else {
                position = lines.count
                index[facts.key] = position
                lines.append(ShoppingLine(key: facts.key, name: name, amount: ShoppingAmount(), category: .other, sources: [source]))
                spellings.append([(name, facts)])
            }
            lines[position].amount.add(note, multiplier: multiplier)
            if !note.words.isEmpty { lines[position].addWording(of: note, multiplier: multiplier) }
        }
        for entry in combinedRecipes {
            if let subRecipes {
                subRecipes.expand(entry.recipe, multiplier: entry.multiplier) { add($0, recipe: $1, multiplier: $2) }
            } else {
                entry.recipe.forEachElement { element in
                    if case .item(let item) = element { add(item, recipe: entry.recipe, multiplier: entry.multiplier) }
                }
            }
        }
        for item in extras {
            add(item, recipe: nil, multiplier: 1)
        }
        for position in lines.indices {
            let shown = Self.displaySpelling(spellings[position])
            lines[position].name = shown.name
            lines[position].category = categories.isBuiltIn ? shown.facts.category : categories.category(for: shown.name)
        }
        return lines
    }

    /// The first plural spelling (`Eggs` over `Egg`), preferring one that starts with a capital;
    /// else the first spelling.
    static func displayName(_ spellings: [String]) -> String {
        spellings.isEmpty ? "" : displaySpelling(spellings.map { ($0, IngredientFacts.of($0)) }).name
    }

    /// ``displayName(_:)`` of spellings whose facts are known; `spellings` is not empty.
    private static func displaySpelling(_ spellings: [(name: String, facts: IngredientFacts)]) -> (name: String, facts: IngredientFacts) {
        if spellings.count == 1 { return spellings[0] }
        let plurals = spellings.filter(\.facts.plural)
        let pool = plurals.isEmpty ? spellings : plurals
        return pool.first { startsWithCapital($0.name) } ?? pool[0]
    }

    private static func startsWithCapital(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return first.isASCII ? (0x41...0x5A).contains(first.value) : name.first?.isUppercase == true
    }
}
