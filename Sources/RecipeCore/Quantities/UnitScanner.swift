/// Reads the unit word that may follow an amount: `cups`, `Tbsp.`, `fl. oz.`, `(15 oz) can`.
enum UnitScanner {
    /// A unit found after an amount.
    struct Match {
        /// The canonical unit.
        var unit: Unit
        /// Where the unit word (and its abbreviation period) ends.
        var end: Int
        /// A parenthesised size written between the number and the unit, `(15 oz)` in
        /// `1 (15 oz) can`; it stays text.
        var parenthesis: Range<Int>?
    }

    /// The unit after an amount ending at `index`: optional spaces, then either a unit word, or
    /// a parenthesised size followed by a unit word. `nil` when no unit follows.
    static func unit(_ bytes: ScanText.Bytes, after index: Int, language: Language = .english) -> Match? {
        let start = ScanText.skipSpaces(bytes, index)
        guard start < bytes.count else { return nil }
        if bytes[start] == 0x28 {
            guard let close = closingParenthesis(bytes, start) else { return nil }
            let wordStart = ScanText.skipSpaces(bytes, close + 1)
            guard let word = unitWord(bytes, at: wordStart, language: language) else { return nil }
            return Match(unit: word.unit, end: word.end, parenthesis: start..<(close + 1))
        }
        guard let word = unitWord(bytes, at: start, language: language) else { return nil }
        return Match(unit: word.unit, end: word.end, parenthesis: nil)
    }

    /// The `)` closing the `(` at `open`, or `nil` when it is not closed.
    private static func closingParenthesis(_ bytes: ScanText.Bytes, _ open: Int) -> Int? {
        var depth = 0, index = open
        while index < bytes.count {
            switch bytes[index] {
            case 0x28: depth += 1
            case 0x29:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// A unit word starting exactly at `index`, as a whole word, and where it ends (after an
    /// abbreviation period such as `tsp.`). Case-insensitive, except `t` (teaspoon) and `T`
    /// (tablespoon). `2 tomatoes` has no unit: the word must end where the unit ends.
    ///
    /// The words of `language` come first (`2 EL`, `1 c. à soupe`), then the English ones.
    static func unitWord(_ bytes: ScanText.Bytes, at index: Int, language: Language = .english) -> (unit: Unit, end: Int)? {
        if !language.units.isEmpty, let match = language.units.match(bytes, at: index, takingPeriod: true) {
            return (match.value, match.end)
        }
        let wordEnd = ScanText.asciiWordEnd(bytes, index)
        guard wordEnd > index, !ScanText.isLetter(bytes, wordEnd) else { return nil }
        let unit: Unit
        if wordEnd - index == 1, bytes[index] == 0x74 {
            unit = .tsp
        } else if wordEnd - index == 1, bytes[index] == 0x54 {
            unit = .tbsp
        } else if let fluidOunceEnd = fluidOunce(bytes, index, wordEnd) {
            return (.fluidOunce, fluidOunceEnd)
        } else if let key = WordKey(bytes, index..<wordEnd), let known = Unit.bySpelling[key] {
            unit = known
        } else {
            return nil
        }
        return (unit, afterPeriod(bytes, wordEnd))
    }

    /// `wordEnd`, or one past it when an abbreviation period follows.
    @inline(__always)
    private static func afterPeriod(_ bytes: ScanText.Bytes, _ wordEnd: Int) -> Int {
        wordEnd < bytes.count && bytes[wordEnd] == 0x2E ? wordEnd + 1 : wordEnd
    }

    /// The end of `fl oz`, `fl. oz.`, `fluid ounces`, `fluid oz` when the word `index..<wordEnd`
    /// is `fl` or `fluid`.
    private static func fluidOunce(_ bytes: ScanText.Bytes, _ index: Int, _ wordEnd: Int) -> Int? {
        guard ScanText.matchWord(bytes, index, "fl") != nil || ScanText.matchWord(bytes, index, "fluid") != nil else {
            return nil
        }
        let next = ScanText.skipSpaces(bytes, afterPeriod(bytes, wordEnd))
        guard let end = ScanText.matchWord(bytes, next, "oz")
            ?? ScanText.matchWord(bytes, next, "ounces")
            ?? ScanText.matchWord(bytes, next, "ounce") else { return nil }
        return afterPeriod(bytes, end)
    }
}
