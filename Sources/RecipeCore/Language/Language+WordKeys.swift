extension Language {
    /// The form a lowercase, accent-folded word (``IngredientName/words(_:)``) shares with its
    /// singular or plural, for telling whether a step names an item: `apfel` and `äpfel` (folded),
    /// `tomate` and `tomaten`, `pomodoro` and `pomodori` each give one key. Only compared, never
    /// shown; a key may be no word at all (`tomat`).
    public func wordKey(_ word: String) -> String {
        if let singular = singulars[word] { return singular }
        guard word.count > 3 else { return word }
        switch code {
        case "en": return IngredientName.singular(word)
        case "de": return Self.germanKey(word)
        case "fr": return word.hasSuffix("s") || word.hasSuffix("x") ? String(word.dropLast()) : word
        case "es": return Self.spanishKey(word)
        case "it": return Self.italianKey(word)
        case "nl": return Self.dutchKey(word)
        default: return word
        }
    }

    /// `tomaten`, `tomate` → `tomat`; `zwiebeln` → `zwiebel`; `pfirsiche` → `pfirsich`.
    private static func germanKey(_ word: String) -> String {
        if word.count > 4, word.hasSuffix("en") { return String(word.dropLast(2)) }
        if word.count > 4, word.hasSuffix("ln") || word.hasSuffix("rn") { return String(word.dropLast()) }
        if word.hasSuffix("e") { return String(word.dropLast()) }
        if word.count > 4, word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    /// `tomates`, `tomate` → `tomat`; `limones` → `limon`; `nueces` → `nuez`.
    private static func spanishKey(_ word: String) -> String {
        if word.count > 4, word.hasSuffix("ces") { return String(word.dropLast(3)) + "z" }
        var key = word.hasSuffix("s") ? String(word.dropLast()) : word
        if key.count > 3, key.hasSuffix("e"), let before = key.dropLast().last, !"aeiou".contains(before) {
            key.removeLast()
        }
        return key
    }

    /// `pomodoro`, `pomodori` → `pomodor`; `funghi`, `fungo` → `fung`; `mela`, `mele` → `mel`.
    private static func italianKey(_ word: String) -> String {
        guard let last = word.last, "aeio".contains(last) else { return word }
        let key = word.dropLast()
        if key.hasSuffix("ch") || key.hasSuffix("gh") { return String(key.dropLast()) }
        return String(key)
    }

    /// `tomaten`, `tomaat` → `tomat`; `sjalotten`, `sjalot` → `sjalot`; `wortels` → `wortel`.
    private static func dutchKey(_ word: String) -> String {
        var key = word
        if key.hasSuffix("'s") {
            key.removeLast(2)
        } else if key.count > 4, key.hasSuffix("en"), !key.hasSuffix("oen"), !key.hasSuffix("een") {
            key.removeLast(2)
        } else if key.hasSuffix("s"), !key.hasSuffix("ss") {
            key.removeLast()
        }
        // A long vowel is written twice before one consonant, a short one's consonant is
        // doubled before `-en`: both spellings meet with every letter written once.
        var single = ""
        for character in key where single.last != character { single.append(character) }
        return single
    }
}
