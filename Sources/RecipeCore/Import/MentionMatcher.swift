/// How clearly a step names an item.
enum MentionStrength: Sendable, Equatable, Comparable {
    /// Only the item's main word: `Add the sugar` for `Brown Sugar`.
    case headWord
    /// The last words of the name: `sea salt` for `Flaky Sea Salt`.
    case nameEnding
    /// The whole name, or one of the things it joins: `brown sugar`, `salt` in `Salt and Pepper`.
    case fullName
}

/// Decides whether a step mentions an item, word by word, ignoring case and plurals.
struct MentionMatcher: Sendable, Equatable {
    /// Words too general to stand for an item on their own.
    private static let vagueWords: Set<String> = [
        "taste", "needed", "optional", "large", "small", "medium", "fresh", "chopped", "ground",
        "whole", "dried", "each", "more", "extra", "serving", "garnish",
    ]

    /// Last words of a name that stand for the word before them: `Vanilla Extract` is `vanilla`.
    private static let containerWords: Set<String> = ["extract", "essence"]

    /// The item's name and the names it joins (`Salt and Pepper` → itself, `salt`, `pepper`).
    private let phrases: [[String]]
    /// The endings of two words or more of each joined name (`sea salt` of `flaky sea salt`).
    private let endings: [[String]]
    /// The last word of each joined name (`flour` for `All-Purpose Flour`).
    private let headWords: [String]
    /// The last word of each joined name as written (`extract` for `Vanilla Extract`): every
    /// phrase and ending ends in one, so a step without any names the item at most by its main word.
    let lastWords: [String]
    /// The first three letters of each of ``lastWords``, which a step word naming the item
    /// starts with (a word's form keeps the start of the word).
    let lastWordStarts: [String]

    /// Words joining two names in one item (`Salt and Pepper`), besides `and` and `or`.
    private static let orWords: [String: [String]] = ["de": ["oder"], "fr": ["ou"], "es": ["o", "u"], "it": ["o", "oppure"], "nl": ["of"]]

    /// Each language's joining words as ``words(_:language:)`` reads them, made once.
    private static let joiningWords: [String: Set<String>] = Dictionary(uniqueKeysWithValues: Language.all.map { language in
        let written = ["and", "or"] + language.vocabulary.andWords + orWords[language.code, default: []]
        return (language.code, Set(written.map { words($0, language: language).joined() }))
    })

    /// A matcher for the item called `name`, in a book in `language`.
    init(name: String, language: Language = .english) {
        let words = Self.words(Self.withoutParentheses(name).replacingAmpersands, language: language)
        let joining = Self.joiningWords[language.code] ?? ["and", "or"]
        var conjuncts: [[String]] = [[]]
        for word in words {
            if joining.contains(word) {
                conjuncts.append([])
            } else {
                conjuncts[conjuncts.count - 1].append(word)
            }
        }
        conjuncts.removeAll { $0.isEmpty }
        phrases = ([words] + (conjuncts.count > 1 ? conjuncts : [])).filter { !$0.isEmpty }
        endings = conjuncts.flatMap { conjunct in
            conjunct.count > 2 ? (2..<conjunct.count).map { Array(conjunct.suffix($0)) } : []
        }
        lastWords = conjuncts.compactMap { $0.last }
        lastWordStarts = lastWords.map { String($0.prefix(3)) }
        headWords = conjuncts.compactMap { conjunct -> String? in
            guard let last = conjunct.last else { return nil }
            if Self.containerWords.contains(last), conjunct.count > 1 { return conjunct[conjunct.count - 2] }
            return last
        }.filter { $0.count >= 3 && !Self.vagueWords.contains($0) }
    }

    /// How clearly the step with `stepWords` (from ``words(_:)``) names the item, or `nil`.
    /// A main word only counts at a position no other item's name of several words `claimed`:
    /// the `oil` of `sesame oil` does not mention `Neutral Oil`.
    func strength(in stepWords: [String], claimed: Set<Int> = []) -> MentionStrength? {
        if phrases.contains(where: { !Self.positions(of: $0, in: stepWords).isEmpty }) { return .fullName }
        if endings.contains(where: { !Self.positions(of: $0, in: stepWords).isEmpty }) { return .nameEnding }
        for (index, word) in stepWords.enumerated() where !claimed.contains(index) && headWords.contains(word) {
            return .headWord
        }
        return nil
    }

    /// The positions in the step covered by this item's name, or a name ending, of two words or more.
    func claimedPositions(in stepWords: [String]) -> Set<Int> {
        var claimed: Set<Int> = []
        for phrase in phrases + endings where phrase.count > 1 {
            for start in Self.positions(of: phrase, in: stepWords) {
                claimed.formUnion(start..<(start + phrase.count))
            }
        }
        return claimed
    }

    /// Whether this item and `other` share a main word: `Sugar` and `Brown sugar`.
    func sharesHeadWord(with other: MentionMatcher) -> Bool {
        headWords.contains(where: other.headWords.contains)
    }

    /// The words of `text` as ``IngredientName/words(_:)`` reads them (lowercase, accents
    /// folded), each in the form its singular and plural share in `language`
    /// (``Language/wordKey(_:)``): `Tomatoes, diced` → `tomato diced`, `Äpfel` → `apfel`.
    static func words(_ text: String, language: Language = .english) -> [String] {
        IngredientName.words(text).map(language.wordKey)
    }

    /// Where `phrase` starts in `words`, every time. Compared in place: cook mode asks this of
    /// every earlier item at every step of every recipe page.
    private static func positions(of phrase: [String], in words: [String]) -> [Int] {
        guard !phrase.isEmpty, phrase.count <= words.count else { return [] }
        return (0...(words.count - phrase.count)).filter { start in
            words[start] == phrase[0] && words[start..<(start + phrase.count)].elementsEqual(phrase)
        }
    }

    /// `Butter (salted)` → `Butter `.
    private static func withoutParentheses(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }) else { return text }
        var result = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }
}

extension String {
    /// `&` as the word `and`, so `Salt & Pepper` joins two names.
    fileprivate var replacingAmpersands: String {
        guard utf8.contains(UInt8(ascii: "&")) else { return self }
        return split(separator: "&", omittingEmptySubsequences: false).joined(separator: " and ")
    }
}
