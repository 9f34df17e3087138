/// The "Clean Up" of pasted text: what the importer does to every line, offered on its own
/// for a list of items (`recipebook clean-up`).
public enum CleanUp {
    /// A list of ingredients, one per line, as items in the format: bullets, numbering, stray
    /// whitespace and blank lines go; fractions are spelled the usual way; names are capitalised.
    ///
    /// Lines that are already items (`- flour | 2 cups | sifted`) keep their fields, tidied;
    /// headings (`For the sauce:`) become section headers; notes (`> …`) stay notes.
    public static func elements(fromList text: String, language: Language = .english) -> [RecipeElement] {
        var elements: [RecipeElement] = []
        for line in text.removingControlCharacters.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if let element = element(fromListLine: String(line), language: language) { elements.append(element) }
        }
        return elements
    }

    /// ``elements(fromList:)`` written in the format, one element per line with a blank line
    /// between (as the app writes them), ending in a newline; empty for an empty list. Amounts
    /// are read in `language` and English.
    public static func cleanedList(_ text: String, language: Language = .english) -> String {
        RecipeWriter.body(elements(fromList: text, language: language))
    }

    /// An item name with each word capitalised, small words (`and`, `of`, `de`) kept lower
    /// case after the first: `black beans` → `Black Beans`, `salt and pepper` → `Salt and Pepper`,
    /// `crème fraîche` → `Crème Fraîche`. Letters already in upper case stay so (`KitchenAid`).
    /// Other languages do not capitalise every word: there only the first letter is raised
    /// (`lauwarme Milch` → `Lauwarme Milch`, `sel et poivre` → `Sel et poivre`).
    public static func capitalizedName(_ name: String, language: Language = .english) -> String {
        guard language.isEnglish else { return capitalizingFirstLetter(name.collapsingWhitespace) }
        let words = name.collapsingWhitespace.split(separator: " ")
        var result: [String] = []
        for (index, word) in words.enumerated() {
            let lower = word.lowercased()
            if index > 0, ImportVocabulary.minorWords.contains(lower) {
                result.append(lower)
            } else {
                result.append(word.split(separator: "-", omittingEmptySubsequences: false)
                    .map { capitalizingFirstLetter(String($0)) }
                    .joined(separator: "-"))
            }
        }
        return result.joined(separator: " ")
    }

    /// `.5 cup` → `1/2 cup`, `1 / 2` → `1/2`, `1-1/2` → `1 1/2`; `1/2`, `1.5` and `½` stay.
    public static func fixingFractions(_ text: String) -> String {
        FractionSpelling.fixed(text)
    }

    /// One line of a list: an item, a header, a note, or `nil` for a blank or junk line.
    static func element(fromListLine raw: String, language: Language) -> RecipeElement? {
        let line = raw.collapsingWhitespace
        if line.hasPrefix("- "), line.contains("|") {
            return .item(tidiedItem(fromFormatLine: String(line.dropFirst(2)), language: language))
        }
        switch LineClassifier.classify(line) {
        case .blank, .junk:
            return nil
        case .heading(let text, _, _), .partHeading(_, let text):
            return .header(Header(text: text))
        case .note(let text), .detail(let text):
            return .note(Note(text: text))
        case .address(let address):
            return .note(Note(text: language.importWords.notes.source + ": " + address))
        case .photo(let photo):
            return .photo(photo)
        case .bullet(let text), .numbered(let text), .text(let text), .subject(let text), .emailHeader(let text),
             .greeting(let text):
            return text.isEmpty ? nil : .item(IngredientLine.item(from: text, language: language))
        }
    }

    /// `flour | 2 cups | sifted` → Flour | 2 cups | Sifted, with fractions fixed.
    private static func tidiedItem(fromFormatLine line: String, language: Language) -> Item {
        let fields = ItemFields.split(line)
        let amount = fixingFractions(fields.amount)
        return Item(name: capitalizedName(fields.name, language: language), amount: amount,
                    prep: capitalizedPrep(fields.prep.collapsingWhitespace),
                    quantity: QuantityParser.parse(amount, language: language))
    }

    /// A prep note with a capital, as the app writes them (`sifted` → `Sifted`), but for an
    /// abbreviation, a period inside its first word, which keeps its letters (`q.b.`, `z.B.`).
    static func capitalizedPrep(_ prep: String) -> String {
        let first = prep.prefix { $0 != " " }
        return first.dropLast().contains(".") ? prep : prep.capitalizingFirst
    }

    /// The word with its first letter (after any opening punctuation) in upper case.
    private static func capitalizingFirstLetter(_ word: String) -> String {
        guard let index = word.firstIndex(where: \.isLetter) else { return word }
        let opening = word[..<index]
        guard opening.allSatisfy({ "(\"'“‘¿¡[".contains($0) }) else { return word }
        return opening + String(word[index...]).capitalizingFirst
    }
}
