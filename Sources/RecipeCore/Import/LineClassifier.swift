/// Reads one line of pasted text on its own: what kind of line it looks like.
enum LineClassifier {
    /// The kind of `raw` (one line, any whitespace).
    static func classify(_ raw: String) -> ClassifiedLine {
        let line = raw.collapsingWhitespace
        guard !line.isEmpty else { return .blank }
        if isRule(line) { return .junk }
        if let heading = markdownHeading(line) { return heading }
        if line.hasPrefix(">") {
            let text = String(line.drop { $0 == ">" || $0 == " " })
            return text.isEmpty ? .blank : .note(text)
        }
        if let photo = photo(line) { return .photo(photo) }
        if let inner = LineMarkers.strippingBullet(line) {
            guard !inner.isEmpty else { return .blank }
            if isAddress(inner) { return .address(inner) }
            if let detail = detail(inner) { return .detail(detail) }
            if let heading = boldHeading(inner) { return heading }
            return .bullet(inner)
        }
        if let inner = LineMarkers.strippingNumber(line) { return .numbered(inner) }
        let key = line.headingKey
        if ImportVocabulary.junkLines.contains(key) || isRating(line) { return .junk }
        if let subject = line.droppingPrefix(anyOf: ["subject:"]) {
            return .subject(strippingReplyPrefixes(subject))
        }
        if line.droppingPrefix(anyOf: ImportVocabulary.emailHeaders) != nil { return .emailHeader(line) }
        if let kind = Salutation.kind(of: line) {
            switch kind {
            case .greeting: return .greeting(line)
            case .signOff: return .detail(line)
            }
        }
        if isAddress(line) { return .address(line) }
        // Before the servings in it make it a note: `Ingredienti per 6 persone`.
        let plain = strippingEmphasis(line).droppingTrailingColon
        if ingredientsWithServings(plain) != nil { return .partHeading(.ingredients, written: plain) }
        if let detail = detail(line) { return .detail(detail) }
        if line.droppingPrefix(anyOf: ["tip:", "tips:", "note:", "notes:", "hint:"])?.isEmpty == false {
            return .note(line)
        }
        if let heading = boldHeading(line) { return heading }
        if let part = part(forKey: key) { return .partHeading(part, written: line.droppingTrailingColon) }
        return implicitHeading(line) ?? .text(line)
    }

    /// The part a heading's key names, or `nil` for a section heading. Headings are read in
    /// every language, whatever the book's: a German family pastes English recipes too.
    static func part(forKey key: String) -> CardPart? {
        ImportVocabulary.partsByHeading[key]
    }

    /// `# Title`, `## For the sauce:`, `### Topping ###`.
    private static func markdownHeading(_ line: String) -> ClassifiedLine? {
        let hashes = line.prefix { $0 == "#" }.count
        guard hashes >= 1, hashes <= 6 else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.first == " " else { return nil }
        var text = String(rest.reversed().drop { $0 == "#" || $0 == " " }.reversed()).trimmed
        text = strippingEmphasis(text).droppingTrailingColon
        guard !text.isEmpty else { return .blank }
        return heading(text, level: min(hashes, 3), mark: .markdown)
    }

    /// `**Ingredients**`, `__For the sauce:__`: a line that is all bold.
    private static func boldHeading(_ line: String) -> ClassifiedLine? {
        for marker in ["**", "__"] where line.count > 4 && line.hasPrefix(marker) && line.hasSuffix(marker) {
            let inner = String(line.dropFirst(2).dropLast(2)).trimmed
            guard !inner.contains(marker), !inner.isEmpty else { return nil }
            return heading(inner.droppingTrailingColon, level: 2, mark: .bold)
        }
        return nil
    }

    /// `For the sauce:`, `FILLING`, `For the dough`: short lines that read as headings.
    private static func implicitHeading(_ line: String) -> ClassifiedLine? {
        let words = line.words
        guard words.count <= 6, let first = line.first, !first.isNumber else { return nil }
        if line.hasSuffix(":") || line.hasSuffix("：") {
            return heading(line.droppingTrailingColon, level: 2, mark: .colon)
        }
        let letters = line.filter(\.isLetter)
        if letters.count >= 3, words.count <= 5, letters.allSatisfy(\.isUppercase) {
            return heading(line, level: 2, mark: .capitals)
        }
        if line.lowercased().hasPrefix("for the "), !line.endsSentence {
            return heading(line, level: 2, mark: .forThe)
        }
        return nil
    }

    /// A heading, or a part heading when its words name a part of the card (with servings after
    /// them too: `Zutaten für 4 Personen`).
    private static func heading(_ text: String, level: Int, mark: HeadingMark) -> ClassifiedLine {
        if let part = part(forKey: text.headingKey) {
            return .partHeading(part, written: text)
        }
        if ingredientsWithServings(text) != nil {
            return .partHeading(.ingredients, written: text)
        }
        if let (_, rest) = afterIngredientsHeading(text), let first = rest.words.first,
           ImportVocabulary.forWords.contains(first.lowercased()) {
            // `Zutaten für den Teig` → `Für den Teig`: the section's name without the heading word.
            return .heading(rest.capitalizingFirst, level: level, mark: mark)
        }
        return .heading(text, level: level, mark: mark)
    }

    /// `Zutaten für 4 Personen` → (`Zutaten`, `für 4 Personen`): an ingredients heading of any
    /// language (one to three words) and the text after it, without brackets or a colon around.
    private static func afterIngredientsHeading(_ text: String) -> (heading: String, rest: String)? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        for count in 1..<min(words.count, 4) {
            let heading = words[..<count].joined(separator: " ")
            guard part(forKey: heading.headingKey) == .ingredients else { continue }
            var rest = Substring(words[count...].joined(separator: " "))
            while let first = rest.first, "([:,–- ".contains(first) { rest.removeFirst() }
            while let last = rest.last, ")]:,–- ".contains(last) { rest.removeLast() }
            return rest.isEmpty ? nil : (heading, String(rest))
        }
        return nil
    }

    /// `Zutaten für 4 Personen` → (`Zutaten`, `Für 4 Personen`), `Ingredients (serves 4)` →
    /// (`Ingredients`, `Serves 4`): an ingredients heading of any language with how many the
    /// recipe serves after it; `nil` for any other text.
    static func ingredientsWithServings(_ text: String) -> (heading: String, servings: String)? {
        guard let (heading, rest) = afterIngredientsHeading(text) else { return nil }
        let lower = rest.lowercased()
        let englishWords: Set<String> = ["serves", "servings", "serving", "people", "persons", "portions", "makes", "yield"]
        guard rest.contains(where: \.isNumber),
              servesInAnyLanguage(lower) || lower.words.contains(where: { englishWords.contains(String($0)) }) else { return nil }
        return (heading, rest.capitalizingFirst)
    }

    /// `https://example.com/soup`, `www.example.com`: a web address alone.
    static func isAddress(_ line: String) -> Bool {
        let lower = line.lowercased()
        return !line.contains(" ") && (lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www."))
    }

    /// Servings, times and sources, as the note text to write.
    static func detail(_ line: String) -> String? {
        let lower = line.lowercased()
        if line.droppingPrefix(anyOf: ImportVocabulary.sourcePrefixes) != nil { return line }
        guard line.words.count <= 8 else { return nil }
        for prefix in ImportVocabulary.servingAndTimePrefixes + ImportVocabulary.servingWords where lower.hasPrefix(prefix) {
            let rest = line.dropFirst(prefix.count)
            guard let next = rest.first, !next.isLetter else { continue }
            if rest.contains(where: \.isNumber) { return line }
        }
        // Another language's times (`Arbeitszeit ca. 30 Minuten`) as the site reads them back.
        if Language.all.contains(where: { !$0.isEnglish && RecipeTimes.isOnlyTimes(line, language: $0) }) { return line }
        return !line.hasSuffix(":") && servesInAnyLanguage(lower) ? line : nil
    }

    /// `Für 4 Personen`, `6 porzioni`: servings as the site reads them in a book's language
    /// (``Recipe/servings(in:words:)``), with every language's words.
    private static func servesInAnyLanguage(_ lower: String) -> Bool {
        Recipe.servings(in: lower, words: ImportVocabulary.servingWords) != nil
    }

    /// `![caption](file)` alone on the line.
    private static func photo(_ line: String) -> Photo? {
        guard line.hasPrefix("!["), line.hasSuffix(")"), let middle = line.firstRange(of: "](") else { return nil }
        let caption = line[line.index(line.startIndex, offsetBy: 2)..<middle.lowerBound]
        let file = line[middle.upperBound..<line.index(before: line.endIndex)]
        guard !file.isEmpty, !caption.contains("]"), !file.contains("(") else { return nil }
        return Photo(caption: String(caption), file: String(file))
    }

    /// `---`, `* * *`, `=====`: a dividing line.
    private static func isRule(_ line: String) -> Bool {
        let marks = line.filter { $0 != " " }
        guard marks.count >= 3, let first = marks.first, "-*_=~–—".contains(first) else { return false }
        return marks.allSatisfy { $0 == first }
    }

    /// `★★★★★`, `4.8 from 120 votes`, `5 stars`: a rating line.
    private static func isRating(_ line: String) -> Bool {
        if line.allSatisfy({ "★☆⭐✩✪ ".contains($0) }) { return true }
        let lower = line.lowercased()
        return lower.first?.isNumber == true && (lower.hasSuffix(" votes") || lower.hasSuffix(" ratings")
            || lower.hasSuffix(" reviews")) && lower.words.count <= 5
    }

    /// `Fwd: Re: Mom's meatloaf` → `Mom's meatloaf`.
    private static func strippingReplyPrefixes(_ subject: String) -> String {
        var text = subject
        while let shorter = text.droppingPrefix(anyOf: ImportVocabulary.subjectPrefixes) { text = shorter }
        return text
    }

    /// `**Title**` → `Title`; other text unchanged.
    private static func strippingEmphasis(_ text: String) -> String {
        for marker in ["**", "__", "*", "_"] where text.count > 2 * marker.count
            && text.hasPrefix(marker) && text.hasSuffix(marker) {
            return String(text.dropFirst(marker.count).dropLast(marker.count)).trimmed
        }
        return text
    }
}
