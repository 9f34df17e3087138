import Foundation

extension KitchenRules {
    /// Grams per US cup of the ingredient called `name`, or `nil` when it is not a dry
    /// ingredient of the table. The longest name that matches wins (`brown sugar` over
    /// `sugar`); names match whole words, and in a compound language also a word's end
    /// (`Weizenmehl` is `Mehl`).
    public func gramsPerCup(of name: String) -> Double? {
        let words = Self.words(of: name)
        guard !words.isEmpty else { return nil }
        var best: (length: Int, grams: Double)?
        for ingredient in ingredients {
            for (language, names) in ingredient.names {
                let compound = compoundLanguages.contains(language)
                for written in names {
                    let phrase = Self.words(of: written)
                    let length = phrase.joined(separator: " ").count
                    guard !phrase.isEmpty, length > (best?.length ?? 0), Self.contains(words, phrase, compound: compound) else { continue }
                    best = (length, ingredient.gramsPerCup)
                }
            }
        }
        return best?.grams
    }

    /// Whether `phrase` appears in `words`, its first word allowed to be a word's end when
    /// `compound`.
    private static func contains(_ words: [String], _ phrase: [String], compound: Bool) -> Bool {
        guard words.count >= phrase.count else { return false }
        for start in 0...(words.count - phrase.count) {
            let first = words[start]
            guard first == phrase[0] || (compound && first.hasSuffix(phrase[0])) else { continue }
            if Array(words[start..<start + phrase.count].dropFirst()) == Array(phrase.dropFirst()) { return true }
        }
        return false
    }

    /// The lowercase words of `text`, accents dropped and `ß` written `ss`: the page scripts
    /// fold names the same way (`kitchenWords`).
    static func words(of text: String) -> [String] {
        let folded = text.lowercased().replacingOccurrences(of: "ß", with: "ss")
            .folding(options: [.diacriticInsensitive], locale: nil)
        return folded.split { !$0.isLetter }.map(String.init)
    }
}
