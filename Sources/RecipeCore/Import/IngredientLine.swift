/// Turns one ingredient line as people write it into an item.
///
/// `2 cups flour, sifted` → `Flour | 2 cups | Sifted`;
/// `1 (15 oz) can black beans, drained` → `Black Beans | 1 can (15 oz) | Drained`;
/// `Salt and pepper to taste` → `Salt and Pepper |  | To taste`.
/// The quantity is read by ``QuantityParser``; words it does not understand stay in the name
/// or the prep note, so nothing is dropped.
public enum IngredientLine {
    /// The item one ingredient line describes, its amount read in `language` and English.
    public static func item(from line: String, language: Language = .english) -> Item {
        var text = FractionSpelling.fixed(line.collapsingWhitespace)
        if text.hasSuffix("."), !text.hasSuffix(".."), prepEnding(of: text, language: language)?.hasSuffix(".") != true {
            text.removeLast()
        }
        var amount = ""
        var rest = text
        if let split = amountSplit(text, language: language) {
            amount = split.amount
            rest = split.rest
        }
        if !amount.isEmpty {
            if let afterOf = rest.droppingPrefix(anyOf: language.importWords.ofWords) { rest = afterOf }
            if let size = sizeWord(startingLine: rest, language: language) {
                amount += " " + rest.prefix(size.count)
                rest = String(rest.dropFirst(size.count)).trimmed
                // `1 heaping tbsp flour`: a unit after the size word is the amount's too.
                if let unit = QuantityParser.leadingAmount(in: "1 " + rest, language: language), unit.unit != nil,
                   !unit.remainder.isEmpty, rest.hasSuffix(unit.remainder) {
                    amount += " " + String(rest.dropLast(unit.remainder.count)).trimmed
                    rest = unit.remainder
                }
            }
        }
        let (name, prep) = nameAndPrep(rest, language: language)
        guard !name.isEmpty else {
            return Item(name: CleanUp.capitalizedName(text, language: language))
        }
        return Item(name: CleanUp.capitalizedName(name, language: language), amount: amount, prep: CleanUp.capitalizedPrep(prep),
                    quantity: QuantityParser.parse(amount, language: language))
    }

    /// Whether the line starts with a quantity as the core's parser reads it (`2 cups …`, `½ lb …`).
    public static func startsWithQuantity(_ line: String, language: Language = .english) -> Bool {
        QuantityParser.leadingAmount(in: FractionSpelling.fixed(line.collapsingWhitespace), language: language) != nil
    }

    /// The amount as written at the start of `text` and the text after it, or `nil` when the
    /// line does not start with a quantity. `a pinch of salt` counts (`a` as one) when a unit
    /// follows the article.
    static func amountSplit(_ text: String, language: Language = .english) -> (amount: String, rest: String)? {
        if let lead = QuantityParser.leadingAmount(in: text, language: language) {
            return written(text, remainder: lead.remainder)
        }
        let lower = text.lowercased()
        let words = language.importWords
        for article in words.articles where lower.hasPrefix(article) {
            let counted = "1 " + text.dropFirst(article.count)
            if let lead = QuantityParser.leadingAmount(in: counted, language: language), lead.unit != nil {
                return written(text, remainder: lead.remainder)
            }
        }
        // `pinch of salt`: a unit with no number, then `of`.
        if let lead = QuantityParser.leadingAmount(in: "1 " + text, language: language), lead.unit != nil,
           lead.remainder.lowercased().droppingPrefix(anyOf: words.ofWords) != nil {
            return written(text, remainder: lead.remainder)
        }
        return nil
    }

    /// Splits `original` into the amount as written and the rest, given the parser's remainder.
    ///
    /// The parser may move a size in parentheses out of the amount (`1 (15 oz) can beans` →
    /// remainder `(15 oz) beans`); either way the size ends up after the unit: `1 can (15 oz)`.
    private static func written(_ original: String, remainder: String) -> (amount: String, rest: String)? {
        if original.hasSuffix(remainder) {
            let amount = trimmingSeparators(String(original.dropLast(remainder.count)))
            guard let (size, after) = leadingParenthesis(remainder) else { return (amount, remainder) }
            return (amount + " " + size, after)
        }
        guard let (size, after) = leadingParenthesis(remainder), original.hasSuffix(after) else { return nil }
        var prefix = String(original.dropLast(after.count))
        guard let sizeRange = prefix.firstRange(of: size) else { return nil }
        prefix.removeSubrange(sizeRange)
        return (trimmingSeparators(prefix.collapsingWhitespace) + " " + size, after)
    }

    /// `(15 oz) black beans` → (`(15 oz)`, `black beans`); `nil` without a leading `(…)`.
    private static func leadingParenthesis(_ text: String) -> (size: String, after: String)? {
        guard text.first == "(" else { return nil }
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 {
                    let end = text.index(after: index)
                    let after = trimmingLeadingSeparators(String(text[end...]))
                    return (String(text[..<end]), after)
                }
            default: break
            }
        }
        return nil
    }

    /// `large ` in `large eggs`: a size word followed by more words, or `nil`.
    private static func sizeWord(startingLine text: String, language: Language) -> String? {
        let lower = text.lowercased()
        for size in language.importWords.sizeWords
        where lower.hasPrefix(size + " ") && lower.count > size.count + 1 {
            return size
        }
        return nil
    }

    /// The name and the prep note: split at the first comma outside parentheses, at a dash
    /// between spaces, or before an ending such as `to taste` or `for serving`.
    static func nameAndPrep(_ text: String, language: Language = .english) -> (name: String, prep: String) {
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth = max(0, depth - 1)
            } else if depth == 0, character == "," || character == ";" {
                return (String(text[..<index]).trimmed, String(text[text.index(after: index)...]).trimmed)
            } else if depth == 0, previous == " ", "-–—".contains(character) {
                let after = text.index(after: index)
                if after < text.endIndex, text[after] == " " {
                    return (String(text[..<index]).trimmed, String(text[after...]).trimmed)
                }
            }
            previous = character
        }
        if let ending = prepEnding(of: text, language: language) {
            return (String(text.dropLast(ending.count)).trimmed, String(text.suffix(ending.count)))
        }
        return trailingPrepWord(text) ?? (text.trimmed, "")
    }

    /// The ending of `text` that says what to do with an ingredient (`to taste`, `q.b.`), in
    /// English or `language`, lowercased; `nil` without one.
    static func prepEnding(of text: String, language: Language = .english) -> String? {
        let lower = text.lowercased()
        return language.importWords.prepEndings.first {
            lower.hasSuffix(" " + $0)
        }
    }

    /// `ripe bananas mashed` → (`ripe bananas`, `mashed`); `onion finely chopped` →
    /// (`onion`, `finely chopped`); `nil` without such an ending.
    private static func trailingPrepWord(_ text: String) -> (name: String, prep: String)? {
        var words = text.words
        guard words.count >= 2, let last = words.last,
              ImportVocabulary.prepWords.contains(last.lowercased()) else { return nil }
        var prep = [words.removeLast()]
        if words.count >= 2, let adverb = words.last, adverb.lowercased().hasSuffix("ly") {
            prep.insert(words.removeLast(), at: 0)
        }
        return (words.joined(separator: " "), prep.joined(separator: " "))
    }

    /// The text without trailing spaces, commas or dashes.
    private static func trimmingSeparators(_ text: String) -> String {
        var view = Substring(text)
        while let last = view.last, last.isWhitespace || ",-–—".contains(last) { view.removeLast() }
        return String(view)
    }

    /// The text without leading spaces, commas or dashes.
    private static func trimmingLeadingSeparators(_ text: String) -> String {
        var view = Substring(text)
        while let first = view.first, first.isWhitespace || ",-–—".contains(first) { view.removeFirst() }
        return String(view)
    }
}
