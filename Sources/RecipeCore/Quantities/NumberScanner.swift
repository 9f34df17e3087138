/// Reads numbers and ranges of numbers from UTF-8 bytes; shared by amount notes and timers.
///
/// A number is whole (`2`), decimal (`1.5`, `.5`, `1,5`), a fraction (`1/2`, `1⁄2`), a Unicode
/// fraction (`½`), or a mixed number (`1 1/2`, `1½`, `1 ½`, `1-1/2`). A range is two numbers
/// joined by `-`, `–`, `—`, `to` or `or`, with or without spaces (`2-3`, `1/4 - 1/2`,
/// `12 to 16`, `4-4 1/2`).
enum NumberScanner {
    /// The values of `¼ ½ ¾` (U+00BC…U+00BE).
    private static let latinFractions: [Double] = [0.25, 0.5, 0.75]

    /// The values of `⅐ ⅑ ⅒ ⅓ ⅔ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞` (U+2150…U+215E).
    private static let numberFormFractions: [Double] = [
        1.0 / 7, 1.0 / 9, 1.0 / 10, 1.0 / 3, 2.0 / 3, 0.2, 0.4, 0.6, 0.8,
        1.0 / 6, 5.0 / 6, 0.125, 0.375, 0.625, 0.875,
    ]

    /// The Unicode fraction at `index` and its length in bytes.
    @inline(__always)
    static func unicodeFraction(_ bytes: ScanText.Bytes, _ index: Int) -> (value: Double, length: Int)? {
        guard index + 1 < bytes.count else { return nil }
        let lead = bytes[index]
        if lead == 0xC2 {
            let second = bytes[index + 1]
            guard second >= 0xBC, second <= 0xBE else { return nil }
            return (latinFractions[Int(second - 0xBC)], 2)
        }
        guard lead == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x85 else { return nil }
        let third = bytes[index + 2]
        guard third >= 0x90, third <= 0x9E else { return nil }
        return (numberFormFractions[Int(third - 0x90)], 3)
    }

    /// Whether a number can start at `index`: a digit, `.` before a digit, or a Unicode fraction.
    @inline(__always)
    static func startsNumber(_ bytes: ScanText.Bytes, _ index: Int) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        if ScanText.isDigit(byte) { return true }
        if byte == 0x2E { return index + 1 < bytes.count && ScanText.isDigit(bytes[index + 1]) }
        return byte >= 0xC2 && unicodeFraction(bytes, index) != nil
    }

    /// The digits at `index`: their value, how many there are, and where they end.
    @inline(__always)
    private static func digits(_ bytes: ScanText.Bytes, _ index: Int) -> (value: Double, count: Int, end: Int) {
        var value = 0.0, end = index
        while end < bytes.count, ScanText.isDigit(bytes[end]) {
            value = value * 10 + Double(bytes[end] &- 0x30)
            end += 1
        }
        return (value, end - index, end)
    }

    /// `digits / digits` at `index` with the numerator smaller than the denominator (`1/2`).
    private static func properFraction(_ bytes: ScanText.Bytes, _ index: Int) -> (value: Double, end: Int)? {
        guard index < bytes.count, ScanText.isDigit(bytes[index]) else { return nil }
        let numerator = digits(bytes, index)
        let slash = ScanText.slashLength(bytes, numerator.end)
        guard slash > 0 else { return nil }
        let denominator = digits(bytes, numerator.end + slash)
        guard denominator.count > 0, numerator.value < denominator.value else { return nil }
        return (numerator.value / denominator.value, denominator.end)
    }

    /// The number starting at `index`, and where it ends.
    ///
    /// A comma directly between digits (no space) is a decimal comma when one or two digits
    /// follow (`1,5` is 1.5) and a thousands separator when exactly three do (`1,000` is 1000);
    /// `Black, 1 Tbsp` has a space after its comma, so it is never a number.
    ///
    /// In a language that writes decimal commas (``Vocabulary/decimalComma``) the two swap
    /// places as that language writes them: a comma before digits is always a decimal comma
    /// (`1,250 kg` is 1.25 kg), and a point before exactly three digits groups thousands
    /// (`1.000 g` is 1000 g); a point before any other number of digits stays a decimal point
    /// (`1.5`), as cooks also write it.
    static func number(_ bytes: ScanText.Bytes, at index: Int, language: Language = .english) -> (value: Double, end: Int)? {
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if first >= 0xC2 {
            guard let fraction = unicodeFraction(bytes, index) else { return nil }
            return (fraction.value, index + fraction.length)
        }
        if first == 0x2E {
            let decimals = digits(bytes, index + 1)
            guard decimals.count > 0 else { return nil }
            return (decimals.value / power(decimals.count), decimals.end)
        }
        guard ScanText.isDigit(first) else { return nil }
        let whole = digits(bytes, index)
        if language.decimalComma, let grouped = decimalComma(bytes, whole.value, whole.end) {
            return grouped
        }
        return afterWhole(bytes, whole.value, whole.end)
    }

    /// In a decimal-comma language, `1,25` and `1.000` and `1.000,5` after the whole number
    /// `whole` ending at `end`; `nil` when neither a comma nor a thousands point follows.
    private static func decimalComma(_ bytes: ScanText.Bytes, _ whole: Double, _ end: Int) -> (value: Double, end: Int)? {
        var value = whole, end = end
        // `1.000.000`: groups of exactly three digits after a whole number from 1 to 999.
        if whole >= 1, whole < 1000 {
            while end + 1 < bytes.count, bytes[end] == 0x2E {
                let group = digits(bytes, end + 1)
                guard group.count == 3 else { break }
                value = value * 1000 + group.value
                end = group.end
            }
        }
        if end + 1 < bytes.count, bytes[end] == 0x2C, ScanText.isDigit(bytes[end + 1]) {
            let decimals = digits(bytes, end + 1)
            return (value + decimals.value / power(decimals.count), decimals.end)
        }
        return value == whole ? nil : (value, end)
    }

    /// Reads what may follow the whole number `whole` ending at `end`: decimals, a fraction,
    /// or the fraction part of a mixed number.
    private static func afterWhole(_ bytes: ScanText.Bytes, _ whole: Double, _ end: Int) -> (value: Double, end: Int) {
        guard end < bytes.count else { return (whole, end) }
        let next = bytes[end]
        let followedByDigit = end + 1 < bytes.count && ScanText.isDigit(bytes[end + 1])
        if next == 0x2E, followedByDigit {
            let decimals = digits(bytes, end + 1)
            return (whole + decimals.value / power(decimals.count), decimals.end)
        }
        if next == 0x2C, followedByDigit {
            return afterComma(bytes, whole, end)
        }
        let slash = ScanText.slashLength(bytes, end)
        if slash > 0 {
            let denominator = digits(bytes, end + slash)
            guard denominator.count > 0, denominator.value > 0 else { return (whole, end) }
            return (whole / denominator.value, denominator.end)
        }
        if let fraction = unicodeFraction(bytes, end) {
            return (whole + fraction.value, end + fraction.length)
        }
        // `1-1/2` is the mixed number 1½: as a range it would run backwards.
        if next == 0x2D, whole >= 1, let fraction = properFraction(bytes, end + 1) {
            return (whole + fraction.value, fraction.end)
        }
        let afterSpace = ScanText.skipSpaces(bytes, end)
        if afterSpace > end {
            if let fraction = unicodeFraction(bytes, afterSpace) {
                return (whole + fraction.value, afterSpace + fraction.length)
            }
            if let fraction = properFraction(bytes, afterSpace) {
                return (whole + fraction.value, fraction.end)
            }
        }
        return (whole, end)
    }

    /// A comma followed by digits after `whole`: decimal comma or thousands separators.
    private static func afterComma(_ bytes: ScanText.Bytes, _ whole: Double, _ comma: Int) -> (value: Double, end: Int) {
        let group = digits(bytes, comma + 1)
        if group.count <= 2 {
            return (whole + group.value / power(group.count), group.end)
        }
        guard group.count == 3 else { return (whole, comma) }
        var value = whole * 1000 + group.value, end = group.end
        while end + 1 < bytes.count, bytes[end] == 0x2C {
            let more = digits(bytes, end + 1)
            guard more.count == 3 else { break }
            value = value * 1000 + more.value
            end = more.end
        }
        if end + 1 < bytes.count, bytes[end] == 0x2E, ScanText.isDigit(bytes[end + 1]) {
            let decimals = digits(bytes, end + 1)
            return (value + decimals.value / power(decimals.count), decimals.end)
        }
        return (value, end)
    }

    /// 10 to the power `exponent`.
    @inline(__always)
    private static func power(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// A number or a range of two starting at `index`, and where it ends. A range separator
    /// with no number after it (`2 - packed`, `1 to taste`), or with a smaller one, is not part
    /// of the amount.
    ///
    /// The range words of `language` join a range too (`2 bis 3`, `2 à 3`), and its numbers
    /// are read with its decimal separator.
    static func amount(_ bytes: ScanText.Bytes, at index: Int, language: Language = .english) -> (amount: Amount, end: Int)? {
        guard let low = number(bytes, at: index, language: language) else { return nil }
        let separator = ScanText.skipSpaces(bytes, low.end)
        var afterSeparator = separator
        let dash = ScanText.dashLength(bytes, separator)
        if dash > 0 {
            afterSeparator = separator + dash
        } else if separator > low.end,
                  let end = ScanText.matchWord(bytes, separator, "to") ?? ScanText.matchWord(bytes, separator, "or")
                    ?? language.rangeWords.match(bytes, at: separator, takingPeriod: false)?.end {
            afterSeparator = end
        } else {
            return (.exact(low.value), low.end)
        }
        let start = ScanText.skipSpaces(bytes, afterSeparator)
        // A range that runs backwards (`½ to 0`, `2-3/2`) is not one: the first number stands
        // alone and the rest stays text.
        guard let high = number(bytes, at: start, language: language), high.value >= low.value else {
            return (.exact(low.value), low.end)
        }
        return (.range(low.value, high.value), high.end)
    }
}
