/// The CLDR plural categories: the forms a language's words take after a number. A counted
/// word's key is its stem and the category, capitalised: `recipeOne`, `recipeMany`.
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    /// The ending of a counted word's key in this category: `One`.
    var keySuffix: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// The CLDR cardinal plural rules (CLDR 42 and later) of the languages with a table, for the
/// whole numbers the pages count; a language without rules of its own counts as English.
public enum PluralRules {
    /// The category `number` takes in the language whose code is `code`, as CLDR writes it with
    /// `n` the absolute value and `i` its integer digits, which are one for whole numbers.
    public static func category(of number: Int, language code: String) -> PluralCategory {
        let n = number.magnitude
        switch code {
        case "fr":
            // one: i = 0,1; many: i != 0 and i % 1000000 = 0 ("1 000 000 de recettes").
            if n <= 1 { return .one }
            return isMillions(n) ? .many : .other
        case "es", "it":
            // one: n = 1; many, as in French, for whole millions.
            if n == 1 { return .one }
            return isMillions(n) ? .many : .other
        default:
            // English, German, Dutch: one: i = 1 and v = 0.
            return n == 1 ? .one : .other
        }
    }

    /// The categories the language's rules use, `other` last: the keys a counted word may have.
    public static func categories(language code: String) -> [PluralCategory] {
        switch code {
        case "fr", "es", "it": [.one, .many, .other]
        default: [.one, .other]
        }
    }

    private static func isMillions(_ n: UInt) -> Bool {
        n != 0 && n % 1_000_000 == 0
    }
}
