/// A problem in a store or meal-plan file (``DiagnosticReason/shopping(_:)``). Every one is a
/// warning: the rest of the file is used, and a list can always be made.
public enum ShoppingProblem: Sendable, Equatable {
    /// Which kind of file a problem is in.
    public enum FileKind: String, Sendable, Equatable {
        /// A file in `stores/`.
        case store
        /// A file in `plans/`.
        case plan

        /// `store`, `meal plan`.
        var noun: String { self == .store ? "store" : "meal plan" }
    }

    /// No `# ` line first; the file name is used.
    case missingName(FileKind, usingFileName: String)
    /// Two files of one kind with the same `# ` name.
    case duplicateName(FileKind, name: String, firstFile: String)
    /// A store with neither aisles nor trips.
    case emptyStore
    /// A plan with neither recipes nor extras.
    case emptyPlan
    /// A second `## ` section with an aisle's name; its items join the first.
    case duplicateAisle(String, firstLine: Int)
    /// An item already listed under an earlier aisle; the first aisle keeps it.
    case itemInTwoAisles(item: String, firstAisle: String)
    /// An item line before any `## ` section of a store.
    case itemOutsideSection
    /// A line that is not an item, a `#` heading, a note or blank.
    case strayLine(FileKind)
    /// `- saffron: spicez`: no such category.
    case unknownCategory(String, suggestions: [String])
    /// `- saffron` under `## Categories`, without `: category`.
    case ruleWithoutCategory(String)
    /// `## Trip 2026-13-01`: a date that is no date.
    case badTripDate(String)
    /// A plan names a recipe the book does not have.
    case unknownRecipe(String, suggestions: [String])
    /// `x0`, `x-1`, `xabc`.
    case badMultiplier(String)
    /// `x5000`: past ``ContentLimits/maximumMultiplier``.
    case multiplierTooLarge(String, limit: Int)

    /// Always ``Severity/warning``.
    public var severity: Severity { .warning }

    /// What is wrong, in one sentence.
    public var message: String {
        switch self {
        case .missingName(let kind, let name):
            "\(kind.noun) has no '# ' name on its first line; using the file name '\(name)'"
        case .duplicateName(let kind, let name, let firstFile):
            "another \(kind.noun), '\(firstFile)', is also named '\(name)'; this one is only found by its file name"
        case .emptyStore:
            "store lists no aisles and no trips; its shopping lists are sorted by category"
        case .emptyPlan:
            "meal plan names no recipes and no extra items"
        case .duplicateAisle(let name, let line):
            "aisle '\(name)' is already listed on line \(line); these items join it there"
        case .itemInTwoAisles(let item, let aisle):
            "'\(item)' is already listed in aisle '\(aisle)'; it stays there"
        case .itemOutsideSection:
            "item before any '## ' aisle or trip; it is ignored"
        case .strayLine(let kind):
            "line is not an item, a section or a note; a \(kind.noun) file ignores it"
        case .unknownCategory(let name, _):
            "unknown category '\(name)'; the line is ignored"
        case .ruleWithoutCategory(let text):
            "'\(text)' is given no category; the line is ignored"
        case .badTripDate(let text):
            "trip date '\(text)' is not a date; the trip counts as older than every dated trip"
        case .unknownRecipe(let name, _):
            "no recipe named '\(name)'; it is left out of the shopping list"
        case .badMultiplier(let text):
            "multiplier '\(text)' is not a number above 0; 1 is used"
        case .multiplierTooLarge(let text, let limit):
            "multiplier '\(text)' is over the limit of \(limit); 1 is used"
        }
    }

    /// How to fix it, where there is something useful to say.
    public var hint: String? {
        switch self {
        case .missingName(_, let name):
            "add a first line '# \(name)'"
        case .duplicateName:
            "give one of them a different name"
        case .emptyStore:
            "add aisles ('## Produce' then '- Apples') or trips ('## Trip 2026-11-01' then items in the order you picked them up)"
        case .emptyPlan:
            "list recipes as '- Beef Chili x2' and other things under '## Extras'"
        case .duplicateAisle:
            "list each aisle once"
        case .itemInTwoAisles:
            "list each item in one aisle"
        case .itemOutsideSection:
            "put items under an aisle ('## Produce') or a trip ('## Trip 2026-11-01')"
        case .strayLine:
            "start items with '- ', sections with '## ' and notes with '> '"
        case .unknownCategory(_, let suggestions):
            NameSuggestions.didYouMean(suggestions)
                ?? "the categories are: " + ItemCategory.allCases.map(\.rawValue).joined(separator: ", ")
        case .ruleWithoutCategory(let text):
            "write it as '- \(text): spices'"
        case .badTripDate:
            "write dates as YYYY-MM-DD"
        case .unknownRecipe(_, let suggestions):
            NameSuggestions.didYouMean(suggestions) ?? "name a recipe by its title or its file"
        case .badMultiplier:
            "write 'x2', 'x1.5' or 'x1/2' after the recipe"
        case .multiplierTooLarge(_, let limit):
            "make the recipe at most \(limit) times in one line, or list it again"
        }
    }
}
