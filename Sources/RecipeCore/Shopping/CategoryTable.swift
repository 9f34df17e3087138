/// Guesses an item's ``ItemCategory`` from the words of its name.
///
/// Every word of the name and of each phrase is compared in its singular form. The longest
/// phrase found in the name wins; among phrases of one length, the one further right wins
/// (`beef stock` is stock). A user's rules (from a store's `## Categories`) replace built-in
/// phrases of the same spelling and win ties. A first word `frozen`, `canned` or `tinned`, or
/// anywhere a word such as `surgelés` or `lata`, decides unless a user's rule matched. Names
/// the table does not know are ``ItemCategory/other``.
///
/// The table is `Codable` so that a page can guess categories the same way: `entries` maps
/// each phrase (singular words joined by spaces) to `{category, fromUser}`, and `longest` is
/// the most words a phrase has.
public struct CategoryTable: Sendable, Equatable, Codable {
    /// A phrase's category, and whether a user wrote it.
    private struct Entry: Sendable, Equatable, Codable {
        var category: ItemCategory
        var fromUser: Bool
    }

    private var entries: [String: Entry]
    private var longest: Int
    /// Whether this is the built-in table as it is, whose answers ``IngredientFacts`` keeps.
    private(set) var isBuiltIn = false

    private enum CodingKeys: String, CodingKey {
        case entries, longest
    }

    public static func == (left: CategoryTable, right: CategoryTable) -> Bool {
        left.longest == right.longest && left.entries == right.entries
    }

    /// The built-in table, covering the sample book and common groceries.
    public static let builtIn: CategoryTable = {
        var table = CategoryTable(entries: [:], longest: 0)
        for category in ItemCategory.allCases {
            for phrase in ItemCategory.keywords[category] ?? [] {
                table.insert(phrase, category, fromUser: false)
            }
        }
        table.isBuiltIn = true
        return table
    }()

    /// The built-in table of a book in `language`: the English words and phrases, then the
    /// language's own (``Vocabulary/categories``), which replace English ones of the same
    /// spelling. For English it is ``builtIn``.
    public static func builtIn(for language: Language) -> CategoryTable {
        language.isEnglish ? builtIn : (languageTables[language.code] ?? builtIn)
    }

    /// The built-in table of every language but English, made once.
    private static let languageTables: [String: CategoryTable] = {
        var tables: [String: CategoryTable] = [:]
        for language in Language.all where !language.isEnglish {
            var table = builtIn
            table.isBuiltIn = false
            for category in ItemCategory.allCases {
                for phrase in language.vocabulary.categories[category] ?? [] {
                    table.insert(phrase, category, fromUser: false)
                }
            }
            tables[language.code] = table
        }
        return tables
    }()

    private init(entries: [String: Entry], longest: Int) {
        self.entries = entries
        self.longest = longest
    }

    /// This table with `rules` added; a rule replaces a built-in phrase with the same words.
    public func adding(_ rules: [CategoryRule]) -> CategoryTable {
        var table = self
        if !rules.isEmpty { table.isBuiltIn = false }
        for rule in rules {
            table.insert(rule.phrase, rule.category, fromUser: true)
        }
        return table
    }

    private mutating func insert(_ phrase: String, _ category: ItemCategory, fromUser: Bool) {
        let words = Self.matchWords(phrase)
        guard !words.isEmpty else { return }
        entries[words.joined(separator: " ")] = Entry(category: category, fromUser: fromUser)
        longest = max(longest, words.count)
    }

    /// The category of an item named `name`.
    public func category(for name: String) -> ItemCategory {
        let words = Self.matchWords(name)
        guard !words.isEmpty else { return .other }
        var best: Entry?
        search: for length in stride(from: min(longest, words.count), through: 1, by: -1) {
            var userMatch: Entry?
            var otherMatch: Entry?
            for start in stride(from: words.count - length, through: 0, by: -1) {
                let phrase = words[start..<(start + length)].joined(separator: " ")
                guard let entry = entries[phrase] else { continue }
                if entry.fromUser {
                    userMatch = userMatch ?? entry
                } else {
                    otherMatch = otherMatch ?? entry
                }
            }
            if let match = userMatch ?? otherMatch {
                best = match
                break search
            }
        }
        if best?.fromUser != true {
            if let first = words.first, let leading = ItemCategory.leadingWords[first] { return leading }
            if let marked = Self.marked(words) { return marked }
        }
        return best?.category ?? .other
    }

    /// ``ItemCategory/markingWords``, compared as names are.
    private static let markingWords: [String: ItemCategory] = Dictionary(
        ItemCategory.markingWords.compactMap { word, category in matchWords(word).first.map { ($0, category) } },
        uniquingKeysWith: { first, _ in first })

    /// The category a marking word or prefix anywhere in `words` decides, if one does.
    private static func marked(_ words: [String]) -> ItemCategory? {
        for word in words {
            if let category = markingWords[word] { return category }
            if ItemCategory.markingPrefixes.contains(where: { word.hasPrefix($0) && word.count > $0.count }) { return .frozen }
        }
        return nil
    }

    /// The words of `text`, each made singular.
    static func matchWords(_ text: String) -> [String] {
        IngredientName.words(text).map(IngredientName.singular)
    }
}

/// A user's line in a store's `## Categories` section: `- saffron: spices`.
public struct CategoryRule: Sendable, Equatable, Codable {
    /// The words to look for in item names, as written.
    public var phrase: String
    /// Where items with those words go.
    public var category: ItemCategory

    /// Makes a rule.
    public init(phrase: String, category: ItemCategory) {
        self.phrase = phrase
        self.category = category
    }
}
