import RecipeCore

/// The order of a book's parts and of the recipes in each: the family's, or A–Z.
///
/// A family gives it in `site.toml` (`order` lists parts, `recipe_order` each part's recipes),
/// or with numbers before folder and file names (`01 Breakfast/03 Pancakes.recipe`), which
/// the scan and the parser leave out of names and addresses. What `site.toml` lists comes
/// first, in its order; then what is numbered, by number; then the rest, A–Z.
public struct BookOrder: Sendable, Hashable {
    /// Each listed part's place, by its name in lower case.
    private var parts: [String: Int] = [:]
    /// Each listed recipe's place (by title or file name, in lower case), by its part's name
    /// in lower case.
    private var recipes: [String: [String: Int]] = [:]
    /// The lists as `site.toml` writes them, for the names they get wrong.
    private var written: (parts: [String], recipes: [String: [String]]) = ([], [:])

    /// A–Z, and numbers before names.
    public init() {}

    /// The order `config` gives.
    public init(_ config: SiteConfig) {
        parts = Self.places(config.order)
        for (part, names) in config.recipeOrder { recipes[part.lowercased()] = Self.places(names) }
        written = (config.order, config.recipeOrder)
    }

    public static func == (left: BookOrder, right: BookOrder) -> Bool {
        left.parts == right.parts && left.recipes == right.recipes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(parts)
        hasher.combine(recipes)
    }

    /// A warning for each name the lists give that is no part, or no recipe of its part, of
    /// `book`: a typo would otherwise leave the order as it was without a word.
    func problems(in book: [Recipe]) -> [Diagnostic] {
        if written.parts.isEmpty && written.recipes.isEmpty { return [] }
        var titles: [String: Set<String>] = [:]
        var partNames: [String] = []
        for recipe in book {
            guard let part = recipe.part else { continue }
            if titles[part.lowercased()] == nil { partNames.append(part) }
            titles[part.lowercased(), default: []].formUnion([
                recipe.title.lowercased(), NumberedName(Self.recipeName(of: recipe.file)).name.lowercased(),
            ])
        }
        let place = SourceLocation(file: SiteConfig.fileName)
        var problems = written.parts.filter { titles[$0.lowercased()] == nil }.map {
            Diagnostic(.orderUnknownName(key: "order", name: $0, known: partNames), at: place)
        }
        for (part, names) in written.recipes.sorted(by: { $0.key < $1.key }) {
            guard let known = titles[part.lowercased()] else {
                problems.append(Diagnostic(.orderUnknownName(key: "recipe_order", name: part, known: partNames), at: place))
                continue
            }
            let recipes = book.filter { $0.part?.lowercased() == part.lowercased() }.map(\.title)
            for name in names where !known.contains(name.lowercased()) {
                problems.append(Diagnostic(.orderUnknownName(key: "recipe_order", name: name, known: recipes), at: place))
            }
        }
        return problems
    }

    private static func places(_ names: [String]) -> [String: Int] {
        var places: [String: Int] = [:]
        for (place, name) in names.enumerated() where places[name.lowercased()] == nil { places[name.lowercased()] = place }
        return places
    }

    /// `recipes` in the order of a printed book: recipes outside any part first, then the
    /// parts in order, then each part's recipes in order; the file path settles ties so the
    /// order is always the same. Each recipe's key is made once, not in every comparison.
    public func sorted(_ recipes: [Recipe]) -> [Recipe] {
        let order = self
        let keys = ParallelWork.map(recipes.count, threads: ParallelWork.cores) { order.key(recipes[$0]) }
        return recipes.indices.sorted { keys[$0] < keys[$1] }.map { recipes[$0] }
    }

    private struct Key: Comparable {
        let part: (outside: Int, listed: Int, number: Int, name: String)
        let recipe: (listed: Int, number: Int, title: String, file: String)

        static func < (left: Key, right: Key) -> Bool {
            left.part != right.part ? left.part < right.part : left.recipe < right.recipe
        }

        static func == (left: Key, right: Key) -> Bool {
            left.part == right.part && left.recipe == right.recipe
        }
    }

    private func key(_ recipe: Recipe) -> Key {
        let part = recipe.part?.lowercased() ?? ""
        let title = recipe.title.lowercased()
        let numbers = Self.numbers(of: recipe)
        // The file's name is looked up only in a part whose recipes are listed.
        let listed = recipes[part].flatMap { $0[title] ?? $0[NumberedName(Self.recipeName(of: recipe.file)).name.lowercased()] }
        return Key(
            part: (recipe.part == nil ? 0 : 1, parts[part] ?? Int.max, numbers.part ?? Int.max, part),
            recipe: (listed ?? Int.max, numbers.recipe ?? Int.max, title, recipe.file))
    }

    /// The numbers before the recipe's part folder and before its file's (or package's) name.
    /// Only names that start with a digit are split: most books number nothing.
    static func numbers(of recipe: Recipe) -> (part: Int?, recipe: Int?) {
        guard hasNumberedName(recipe.file) else { return (nil, nil) }
        let folders = recipe.file.split(separator: "/").dropLast()
        let part = recipe.part.flatMap { part in
            folders.lazy.map { NumberedName($0) }.first { $0.number != nil && $0.name == part }?.number
        }
        return (part, NumberedName(recipeName(of: recipe.file)).number)
    }

    /// Whether a folder or the name of `file` starts with a digit.
    private static func hasNumberedName(_ file: String) -> Bool {
        var atStart = true
        for byte in file.utf8 {
            if atStart && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return true }
            atStart = byte == UInt8(ascii: "/")
        }
        return false
    }

    /// The name a recipe's file is known by: its package's, for a package's recipe, without
    /// the extension.
    private static func recipeName(of file: String) -> Substring {
        NumberedName.baseName(of: file.recipePackageFolder ?? Substring(file))
    }
}
