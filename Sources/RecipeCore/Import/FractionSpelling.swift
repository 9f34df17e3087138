/// Rewrites the odd ways people spell fractions into the ones the format uses.
///
/// `.5 cup` → `1/2 cup`, `0.25 tsp` → `1/4 tsp`, `1 / 2` → `1/2`, `1-1/2` and `1 and 1/2` →
/// `1 1/2`. `1/2`, `1.5` and Unicode fractions (`½`) stay as written.
enum FractionSpelling {
    /// Decimals people write for everyday fractions, without the leading `0`.
    private static let decimals: [String: String] = [
        ".5": "1/2", ".50": "1/2", ".25": "1/4", ".75": "3/4", ".33": "1/3", ".333": "1/3",
        ".66": "2/3", ".67": "2/3", ".666": "2/3", ".667": "2/3", ".125": "1/8",
    ]

    /// `text` with its fractions spelled the usual way; whitespace is collapsed.
    static func fixed(_ text: String) -> String {
        var tokens = text.words.map(String.init)
        tokens = tokens.map(fixedDecimal).map(fixedHyphenatedMixedNumber)
        tokens = joinedSpacedFractions(tokens)
        tokens = joinedAndFractions(tokens)
        return tokens.joined(separator: " ")
    }

    /// `.5` / `0.5` (and `.5cup`) → `1/2`; other tokens unchanged.
    private static func fixedDecimal(_ token: String) -> String {
        var body = Substring(token)
        if body.hasPrefix("0.") { body = body.dropFirst() }
        guard body.first == "." else { return token }
        let digits = body.dropFirst().prefix(while: \.isASCIIDigitCharacter)
        guard !digits.isEmpty, let fraction = decimals["." + digits] else { return token }
        return fraction + body.dropFirst(1 + digits.count)
    }

    /// `1-1/2` → `1 1/2` (a range never runs from a whole number down to a fraction).
    private static func fixedHyphenatedMixedNumber(_ token: String) -> String {
        let whole = token.prefix(while: \.isASCIIDigitCharacter)
        guard !whole.isEmpty else { return token }
        let afterWhole = token.dropFirst(whole.count)
        guard afterWhole.first == "-" else { return token }
        let fraction = afterWhole.dropFirst()
        let numerator = fraction.prefix(while: \.isASCIIDigitCharacter)
        let afterNumerator = fraction.dropFirst(numerator.count)
        guard !numerator.isEmpty, afterNumerator.first == "/" else { return token }
        let denominator = afterNumerator.dropFirst().prefix(while: \.isASCIIDigitCharacter)
        guard let top = Int(numerator), let bottom = Int(denominator), top < bottom else { return token }
        return String(whole) + " " + String(fraction)
    }

    /// `1 / 2` → `1/2`.
    private static func joinedSpacedFractions(_ tokens: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < tokens.count {
            if index + 2 < tokens.count, tokens[index + 1] == "/", isDigits(tokens[index]),
               let next = tokens[index + 2].first, next.isASCIIDigitCharacter {
                result.append(tokens[index] + "/" + tokens[index + 2])
                index += 3
            } else {
                result.append(tokens[index])
                index += 1
            }
        }
        return result
    }

    /// `1 and 1/2` → `1 1/2`, `2 and ½` → `2 ½`.
    private static func joinedAndFractions(_ tokens: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < tokens.count {
            if index + 2 < tokens.count, isDigits(tokens[index]), tokens[index + 1].lowercased() == "and",
               isFraction(tokens[index + 2]) {
                result.append(tokens[index])
                index += 2
            } else {
                result.append(tokens[index])
                index += 1
            }
        }
        return result
    }

    private static func isDigits(_ token: String) -> Bool {
        !token.isEmpty && token.allSatisfy(\.isASCIIDigitCharacter)
    }

    /// `1/2`, `3/4`, `½`: a fraction less than one at the start of the token.
    private static func isFraction(_ token: String) -> Bool {
        if let first = token.unicodeScalars.first, (0xBC...0xBE).contains(first.value) || (0x2150...0x215E).contains(first.value) {
            return true
        }
        let numerator = token.prefix(while: \.isASCIIDigitCharacter)
        let rest = token.dropFirst(numerator.count)
        return !numerator.isEmpty && rest.first == "/" && rest.dropFirst().first?.isASCIIDigitCharacter == true
    }
}
