import Foundation

/// Reads the schema.org `Recipe` a saved web page carries in its
/// `<script type="application/ld+json">` blocks: directly, in an array, or inside `@graph`.
enum JSONLDRecipe {
    /// The card of the first `Recipe` object on the page, or `nil` when there is none; its
    /// ingredients' amounts read in `language` and English.
    static func card(fromHTML html: String, language: Language = .english) -> ImportedCard? {
        for block in HTMLText.jsonLDBlocks(in: html) {
            // Raw line breaks inside strings are common on real pages and invalid JSON.
            let cleaned = block.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
            guard let data = cleaned.data(using: .utf8),
                  let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
                  let recipe = findRecipe(in: json) else { continue }
            return card(from: recipe, language: language)
        }
        return nil
    }

    /// The first object whose `@type` is (or includes) `Recipe`, searched depth first with
    /// `@graph` first and the other keys in a fixed order.
    static func findRecipe(in value: Any) -> [String: Any]? {
        if let array = value as? [Any] {
            for element in array {
                if let found = findRecipe(in: element) { return found }
            }
            return nil
        }
        guard let object = value as? [String: Any] else { return nil }
        if isRecipe(object["@type"]) { return object }
        let keys = object.keys.sorted { lhs, rhs in
            lhs == "@graph" ? true : (rhs == "@graph" ? false : lhs < rhs)
        }
        for key in keys {
            if let nested = object[key], let found = findRecipe(in: nested) { return found }
        }
        return nil
    }

    /// `"Recipe"`, `["Recipe", "NewsArticle"]`, `"schema:Recipe"`, `"http://schema.org/Recipe"`.
    private static func isRecipe(_ type: Any?) -> Bool {
        typeNames(type).contains("Recipe")
    }

    /// The type names of an `@type` value, without any `schema:` or URL prefix.
    static func typeNames(_ type: Any?) -> [String] {
        let names = (type as? [Any])?.compactMap { $0 as? String } ?? [type as? String].compactMap { $0 }
        return names.map { name in
            String(name.split(whereSeparator: { $0 == "/" || $0 == ":" }).last ?? Substring(name))
        }
    }

    /// The card of a `Recipe` object.
    private static func card(from recipe: [String: Any], language: Language) -> ImportedCard {
        var card = ImportedCard()
        card.title = text(recipe["name"]) ?? text(recipe["headline"])
        if let description = text(recipe["description"]) {
            card.opening.append(.note(Note(text: description)))
        }
        let notes = language.importWords.notes
        for note in yieldNotes(recipe["recipeYield"] ?? recipe["yield"], language: language) {
            card.opening.append(.note(Note(text: note)))
        }
        for (key, label) in [("prepTime", notes.prepTime), ("cookTime", notes.cookTime), ("totalTime", notes.totalTime)] {
            if let written = text(recipe[key]), let spoken = ISODuration.spoken(written, notes: notes) {
                card.opening.append(.note(Note(text: "\(label): \(spoken)")))
            }
        }
        card.sections = ingredientSections(recipe["recipeIngredient"] ?? recipe["ingredients"], language: language)
        card.sections += JSONLDInstructions.sections(recipe["recipeInstructions"])
        if let url = text(recipe["url"]) ?? text((recipe["mainEntityOfPage"] as? [String: Any])?["@id"]) {
            card.closing.append(.note(Note(text: notes.source + ": " + url)))
        }
        return card
    }

    /// The ingredient strings as items; a string that reads as a heading (`For the dough:`)
    /// starts a named section.
    private static func ingredientSections(_ value: Any?, language: Language) -> [CardSection] {
        var sections = [CardSection(kind: .ingredients, header: nil)]
        for line in strings(value) {
            switch LineClassifier.classify(line) {
            case .heading(let name, let level, _):
                sections.append(CardSection(kind: .ingredients, header: Header(text: name, level: max(level, 2))))
            case .partHeading(.ingredients, _), .blank, .junk:
                continue
            default:
                sections[sections.count - 1].elements.append(.item(IngredientLine.item(from: line, language: language)))
            }
        }
        return sections.filter { $0.header != nil || !$0.elements.isEmpty }
    }

    /// `4` → `Serves 4`, `4 servings` → `Serves 4`, `12 cookies` → `Makes 12 cookies`; an array
    /// gives each different note once.
    private static func yieldNotes(_ value: Any?, language: Language) -> [String] {
        var notes: [String] = []
        for written in strings(value) {
            let note = yieldNote(written, language: language)
            if !notes.contains(note) { notes.append(note) }
        }
        return notes
    }

    /// `4`, `4 servings`, `4 Portionen` → `Serves 4` (`Für 4 Portionen` in a German book);
    /// `12 cookies` → `Makes 12 cookies`; a yield that already says which is kept.
    private static func yieldNote(_ written: String, language: Language) -> String {
        let notes = language.importWords.notes
        let lower = written.lowercased()
        if ["serves", "makes", "yield", "servings"].contains(where: lower.hasPrefix) { return written }
        if written.allSatisfy({ $0.isNumber || "-–/ ".contains($0) }) { return notes.serves.filling(["n": written]) }
        let words = written.words
        let servingWords = ["serving", "servings", "people", "persons", "portions", "portion"] + language.vocabulary.servingWords
        if words.count == 2, servingWords.contains(words[1].lowercased()) {
            return notes.serves.filling(["n": String(words[0])])
        }
        return notes.makes.filling(["yield": written])
    }

    /// A value as one line of text (tags out, references decoded), or `nil` when empty.
    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String:
            let line = HTMLText.inlineText(string)
            return line.isEmpty ? nil : line
        case let number as Int:
            return String(number)
        case let number as Double:
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case let array as [Any]:
            return array.lazy.compactMap { text($0) }.first
        case let object as [String: Any]:
            return text(object["text"]) ?? text(object["name"]) ?? text(object["@value"])
        default:
            return nil
        }
    }

    /// A value as lines: each string of an array, or the lines of one string.
    static func strings(_ value: Any?) -> [String] {
        switch value {
        case let array as [Any]:
            return array.compactMap { text($0) }
        case let string as String:
            return HTMLText.plainText(fromHTML: string).split(whereSeparator: \.isNewline)
                .map { String($0).collapsingWhitespace }.filter { !$0.isEmpty }
        default:
            return text(value).map { [$0] } ?? []
        }
    }
}
