extension Language {
    /// `name` as it reads beside `count` of it with no unit: `2 Lemons`, `½ Lemon`, `2 Zitronen`.
    /// A name already written in the plural stays as written.
    public func name(_ name: String, counted count: Double) -> String {
        takesPlural(count) ? plural(of: name) : name
    }

    /// Whether a count of things is said in the plural: above one, and in French from two
    /// (`1,5 citron` is singular there, as CLDR's rules have it).
    public func takesPlural(_ count: Double) -> Bool {
        code == "fr" ? count >= 2 : count > 1
    }

    /// The plural of a counted thing's name: `Red Onion` → `Red Onions`, `Lorbeerblatt` →
    /// `Lorbeerblätter`, `gousse d'ail` → `gousses d'ail`, `pimiento rojo` → `pimientos rojos`.
    /// English, German and Dutch put the noun last; French, Spanish and Italian first, with
    /// its adjectives agreeing, up to the first preposition.
    public func plural(of name: String) -> String {
        var words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard !words.isEmpty else { return name }
        switch code {
        case "fr", "es", "it":
            let stops = Self.prepositions[code] ?? []
            for index in words.indices {
                let lower = words[index].lowercased()
                if stops.contains(lower) || lower.hasPrefix("d'") || lower.hasPrefix("d’") || lower.hasPrefix("(") { break }
                words[index] = pluralWord(words[index])
            }
        default:
            // `Head of lettuce` → `Heads of lettuce`: the noun is the word before `of`.
            let last = code == "en" ? (words.firstIndex(of: "of").map { $0 - 1 } ?? words.count - 1) : words.count - 1
            guard last >= 0 else { return name }
            words[last] = pluralWord(words[last])
        }
        return words.joined(separator: " ")
    }

    /// Words that end the part of a Romance name that agrees in number: `de` in `gousse de vanille`.
    private static let prepositions: [String: Set<String>] = [
        "fr": ["de", "du", "des", "à", "au", "aux", "en", "pour", "sans", "avec"],
        "es": ["de", "del", "con", "a", "al", "en", "para", "sin"],
        "it": ["di", "del", "della", "dei", "delle", "al", "alla", "con", "in", "per", "da", "a", "senza"],
    ]

    /// The plural of one word, its first letter's case kept.
    func pluralWord(_ word: String) -> String {
        let lower = word.lowercased()
        guard !lower.isEmpty, lower.last?.isLetter == true else { return word }
        let table = vocabulary.nounPlurals
        if table.values.contains(lower) && table[lower] == nil { return word }
        if let plural = table[lower] { return Self.withCase(of: word, plural) }
        // A compound ending in a known word: `Lorbeerblatt`, `Bratapfel`.
        if let key = table.keys.filter({ $0.count >= 4 && lower.hasSuffix($0) }).max(by: { $0.count < $1.count }),
           let plural = table[key] {
            return String(word.dropLast(key.count)) + plural
        }
        let ending = Self.ending(of: lower, language: code)
        return String(word.dropLast(ending.drop)) + ending.add
    }

    /// `plural` written with `word`'s first letter's case: `Eier` for `Ei`.
    private static func withCase(of word: String, _ plural: String) -> String {
        guard let first = word.first, first.isUppercase, let head = plural.first else { return plural }
        return head.uppercased() + plural.dropFirst()
    }

    /// How the language's regular plural changes the end of lowercase `word`: how many
    /// characters go and what is added. Nothing changes for a word that already looks plural.
    static func ending(of word: String, language code: String) -> (drop: Int, add: String) {
        let unchanged = (0, "")
        func ends(_ suffix: String) -> Bool { word.hasSuffix(suffix) }
        switch code {
        case "en":
            if IngredientName.isPlural(word) { return unchanged }
            if ends("y"), let before = word.dropLast().last, !"aeiou".contains(before) { return (1, "ies") }
            if ends("s") || ends("x") || ends("z") || ends("ch") || ends("sh") { return (0, "es") }
            return (0, "s")
        case "de":
            if ends("e") { return (0, "n") }
            if ends("el") { return (0, "n") }
            if ends("a") || ends("o") || ends("i") || ends("y") || ends("u") { return (0, "s") }
            return unchanged
        case "fr":
            if ends("s") || ends("x") || ends("z") { return unchanged }
            if ends("eau") || ends("au") || ends("eu") { return (0, "x") }
            if ends("al") { return (1, "ux") }
            return (0, "s")
        case "es":
            if ends("s") || ends("x") { return unchanged }
            if ends("z") { return (1, "ces") }
            for (stressed, plain) in [("ón", "ones"), ("án", "anes"), ("én", "enes"), ("ín", "ines")] where ends(stressed) {
                return (2, plain)
            }
            if let last = word.last, "aeiouáéó".contains(last) { return (0, "s") }
            return (0, "es")
        case "it":
            if ends("io") { return (2, "i") }
            if ends("co") || ends("go") { return (1, "hi") }
            if ends("ca") || ends("ga") { return (1, "he") }
            if ends("cia") || ends("gia"), let before = word.dropLast(3).last, !"aeiou".contains(before) { return (2, "e") }
            if ends("one") { return (1, "i") }
            if ends("o") { return (1, "i") }
            if ends("a") { return (1, "e") }
            return unchanged
        case "nl":
            return dutchEnding(of: word)
        default:
            return unchanged
        }
    }

    /// Dutch: `-s` after an unstressed ending (`wortels`), `'s` after a vowel (`paprika's`),
    /// else `-en` with a long vowel written once (`tomaten`) or a short one's consonant doubled
    /// (`sjalotten`). A word ending in `-en` but `-oen` (`citroen`) is taken as plural already.
    private static func dutchEnding(of word: String) -> (drop: Int, add: String) {
        func ends(_ suffix: String) -> Bool { word.hasSuffix(suffix) }
        if ends("s") || ends("'s") || (ends("en") && !ends("oen") && !ends("een")) { return (0, "") }
        if ends("el") || ends("er") || ends("em") || ends("je") || ends("ie") || ends("e") || ends("é") { return (0, "s") }
        if let last = word.last, "aiouy".contains(last) { return (0, "'s") }
        let letters = Array(word)
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        guard letters.count >= 3, let final = letters.last, !vowels.contains(final) else { return (0, "en") }
        let vowel = letters[letters.count - 2]
        let before = letters[letters.count - 3]
        if vowels.contains(vowel), vowel == before {
            // A long vowel written twice before one consonant is written once: `tomaat` → `tomaten`.
            let soft: Character = final == "s" ? "z" : final == "f" ? "v" : final
            return (3, String([vowel, soft]) + "en")
        }
        if vowels.contains(vowel), !vowels.contains(before) {
            return (0, String(final) + "en")
        }
        return (0, "en")
    }
}
