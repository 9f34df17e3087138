/// Small text helpers shared by the importer. All of them keep Unicode as written.
extension String {
    /// The text without whitespace and newlines at either end.
    /// The text without whitespace scalars at either end, as the parser trims a field: a
    /// combining mark after a space stays.
    var trimmedByScalars: String {
        var view = Substring(self).unicodeScalars
        while let first = view.first, first.properties.isWhitespace { view.removeFirst() }
        while let last = view.last, last.properties.isWhitespace { view.removeLast() }
        return String(String.UnicodeScalarView(view))
    }

    var trimmed: String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }

    /// Every run of whitespace (tabs, non-breaking spaces, newlines) as one space, trimmed,
    /// judged scalar by scalar as the parser reads a line: a space carrying a combining mark
    /// (`" \u{0351}"`) keeps its mark, and at either end loses its space, as reading the
    /// written line back would.
    var collapsingWhitespace: String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The text without control characters (NUL, BEL, escape …) other than line breaks and tabs,
    /// which pasted text sometimes carries and a recipe file must not.
    var removingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isStrayControl) else { return self }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: unicodeScalars.filter { !Self.isStrayControl($0) })
        return String(scalars)
    }

    private static func isStrayControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && !scalar.properties.isWhitespace
    }

    /// The words of the text, split at whitespace.
    var words: [Substring] {
        split(whereSeparator: \.isWhitespace)
    }

    /// Whether the text ends a sentence: `.`, `!`, `?` or `…`, possibly inside a closing
    /// parenthesis or quote (`(see note).`, `"done."`).
    var endsSentence: Bool {
        var view = Substring(self)
        while let last = view.last, ")\"'’”*_".contains(last) { view.removeLast() }
        guard let last = view.last else { return false }
        return ".!?…".contains(last)
    }

    /// The text with its first character in upper case (`sifted` → `Sifted`, `épices` → `Épices`).
    var capitalizingFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// The text in lower case with its letters and digits only, for comparing headings.
    var headingKey: String {
        var key = ""
        var pendingSpace = false
        for character in lowercased() {
            if character.isLetter || character.isNumber || character == "'" || character == "’" {
                if pendingSpace, !key.isEmpty { key.append(" ") }
                pendingSpace = false
                key.append(character == "’" ? "'" : character)
            } else {
                pendingSpace = true
            }
        }
        return key
    }

    /// The text without one of `prefixes` at its start (compared case-insensitively), trimmed;
    /// `nil` when it starts with none of them.
    func droppingPrefix(anyOf prefixes: [String]) -> String? {
        let lower = lowercased()
        for prefix in prefixes where lower.hasPrefix(prefix) {
            return String(dropFirst(prefix.count)).trimmed
        }
        return nil
    }

    /// The text with a trailing `:` (and the spaces before it) removed.
    var droppingTrailingColon: String {
        var view = Substring(self)
        while let last = view.last, last == ":" || last == "：" || last.isWhitespace { view.removeLast() }
        return String(view)
    }
}

extension Character {
    /// Whether every scalar of the character is white space: `" "`, `"\t"`, `"\u{A0}"`, but
    /// not a space with a combining mark on it, which `isWhitespace` counts as one.
    var isOnlyWhiteSpace: Bool {
        unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
}
