import RecipeCore

/// The words the theme and its scripts show, in the book's language: the default theme's
/// `Templates/i18n/<language>.toml` over its English one, a region falling back to its
/// language, a user's theme's file of the language over the default's, and a book's own
/// `i18n/<language>.toml` over all. Templates read them as `{{t.doneCooking}}`, the page
/// scripts from `assets/words.js`.
///
/// A word may hold placeholders in braces (`{n} recipes`), filled by ``callAsFunction(_:_:)``.
public struct Wording: Sendable, Hashable {
    /// The language's code: `de`.
    public let code: String
    /// Every word by its key: the language's table with the book's overrides over it.
    public let words: [String: String]
    /// The words a shopping list is headed with, for RecipeCore's text, markdown and pages:
    /// made once, since every recipe's list page uses them.
    public private(set) var shoppingList = ShoppingListWords.english

    /// The words of `language` with `overrides` (from the book's `i18n` file) over them; a
    /// key a table lacks is English.
    public init(language: Language, overrides: [String: String] = [:]) {
        self.init(tag: language.code, themeTables: [:], overrides: overrides)
    }

    /// The words of the book `config` describes, with the word files of `theme`'s own folder
    /// over the default theme's.
    public init(config: SiteConfig, theme: Theme? = nil) {
        self.init(tag: config.language, themeTables: theme?.wordTables ?? [:], overrides: config.wordOverrides,
                  kitchen: theme?.kitchen.rules ?? ThemeKitchen.standard.rules)
    }

    /// The words of the language tag `tag`, in layers each over the one before: English, the
    /// default theme's table of the language, `themeTables` (a user's theme's files, by name)
    /// for the language and then the tag, and the book's `overrides`; lists sum amounts by
    /// the `kitchen` rules.
    init(tag: String, themeTables: [String: [String: String]], overrides: [String: String],
         kitchen: KitchenRules? = ThemeKitchen.standard.rules) {
        code = Language(tag: tag).code
        let known = Self.knownKeys(language: code)
        var layers = [Self.defaultTable(code)]
        layers += Self.fileNames(tag: tag).map { themeTables[$0] ?? [:] }
        layers.append(overrides)
        var words = Self.english
        for layer in layers {
            for (key, word) in layer where known.contains(key) { words[key] = word }
        }
        self.words = code == Language.french.code ? words.mapValues(FrenchSpacing.applied(to:)) : words
        shoppingList = makeShoppingList(kitchen: kitchen)
    }

    /// Two wordings are one when their language and words are.
    public static func == (left: Wording, right: Wording) -> Bool {
        left.code == right.code && left.words == right.words
    }

    /// Hashes the language and the words.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(words)
    }

    /// The word for `key`; the key itself when no table has it (a theme's typo shows up).
    public subscript(key: String) -> String { words[key] ?? key }

    /// The word for `key` with each `{name}` replaced by its value: `words("recipesOther", ["n": "3"])`.
    public func callAsFunction(_ key: String, _ values: [String: String] = [:]) -> String {
        self[key].filling(values)
    }

    /// `1 recipe`, `3 recipes`, `0 recette`: `noun` is `recipe` or `plan`, whose word is the
    /// one of the number's plural category in the language (`recipeOne`), or the `Other` word
    /// when the tables have none for it.
    func count(_ number: Int, _ noun: String) -> String {
        let key = noun + PluralRules.category(of: number, language: code).keySuffix
        return self(words[key] == nil ? noun + PluralCategory.other.keySuffix : key, ["n": String(number)])
    }

    /// The name of a shopping-list category: `Milchprodukte & Eier`.
    func category(_ category: ItemCategory) -> String {
        self["category." + category.rawValue]
    }

    /// These words with a list's sums shown in `view`: a reader's Metric or US kitchen.
    public func showingSums(in view: KitchenView) -> Wording {
        var wording = self
        wording.shoppingList.units.view = view
        return wording
    }

    private func makeShoppingList(kitchen: KitchenRules?) -> ShoppingListWords {
        var words = ShoppingListWords(
            shoppingList: self["shoppingList"], titled: self["shoppingListOf"], byCategory: self["byCategory"],
            recipes: self["recipesList"], nothingToBuy: self["nothingToBuy"],
            categories: Dictionary(uniqueKeysWithValues: ItemCategory.allCases.map { ($0, category($0)) }),
            dateFormat: self["dateFormat"])
        words.unitNames = Dictionary(uniqueKeysWithValues: unitNames.map { ($0.unit, $0.names) })
        // Sums know the book's language, so a German book's spoons never add up to a `Tasse`.
        words.units = ShoppingUnits(language: code, rules: kitchen)
        words.longDateFormat = self["longDateFormat"]
        words.monthNames = (1...12).map { self["month.\($0)"] }
        words.firstOfMonth = self["day.1"]
        return words
    }

    /// The names amounts are shown with in this language, from its word file
    /// (``unitKey(_:plural:)``): `EL`, `4 Stück`, `2 cucchiai`. A unit the file does not name
    /// keeps its English name.
    var unitNames: [(unit: RecipeCore.Unit, names: (singular: String, plural: String))] {
        Self.namedUnits(Language(tag: code)).compactMap { unit in
            guard let singular = words[Self.unitKey(unit, plural: false)], let plural = words[Self.unitKey(unit, plural: true)] else {
                return nil
            }
            return (unit, (singular, plural))
        }
    }
}
