import Foundation

/// How many times a recipe is made, as written after its name in a plan or on the command
/// line: `x2`, `×2`, `x 1.5`, `x1/2`, `x½`, `2x`.
enum Multiplier {
    /// The outcome of reading a reference that may end in a multiplier.
    struct Split: Equatable {
        /// The reference without the multiplier.
        var name: String
        /// The multiplier, or 1 when none was written or it was not usable.
        var value: Double
        /// The multiplier's text when it was not a number above 0 (`x0`) or was past
        /// ``ContentLimits/maximumMultiplier`` (`x5000`), else `nil`.
        var invalid: String?
        /// Whether ``invalid`` was a number, but too large.
        var tooLarge = false

        /// What is wrong with the multiplier, or `nil` when it could be used.
        var problem: ShoppingProblem? {
            guard let invalid else { return nil }
            return tooLarge ? .multiplierTooLarge(invalid, limit: Int(ContentLimits.maximumMultiplier)) : .badMultiplier(invalid)
        }
    }

    /// `Beef Chili x2` → (`Beef Chili`, 2). A trailing `x`/`×` word with a number glued to it or
    /// after it, or a number with `x` glued after it, is a multiplier.
    static func split(_ reference: String) -> Split {
        let trimmed = reference.trimmingSpaces
        var words = trimmed.split(separator: " ", omittingEmptySubsequences: true)
        guard let last = words.last else { return Split(name: trimmed, value: 1) }
        var token: Substring?
        if words.count >= 3, isMark(words[words.count - 2]) {
            token = last
            words.removeLast(2)
        } else if words.count >= 2, let first = last.first, isMark(Substring(String(first))),
                  let second = last.dropFirst().first, second.isNumber || second == "." || second == "-" {
            token = last.dropFirst()
            words.removeLast()
        } else if words.count >= 2, let mark = last.last, isMark(Substring(String(mark))),
                  last.first?.isNumber == true {
            token = last.dropLast()
            words.removeLast()
        }
        guard let token else { return Split(name: trimmed, value: 1) }
        let name = words.joined(separator: " ")
        return split(number(token), name: name, written: String(last))
    }

    /// A multiplier written alone, as a plan item's second field: `2`, `x2`, `×1.5`.
    static func field(_ text: String) -> Split {
        var token = Substring(text.trimmingSpaces)
        if let first = token.first, isMark(Substring(String(first))) {
            token = token.dropFirst().drop { $0 == " " }
        } else if let last = token.last, isMark(Substring(String(last))) {
            token = token.dropLast()
        }
        return split(number(token), name: "", written: text)
    }

    /// The split of a reference `name` whose multiplier, `written`, was read as `reading`.
    private static func split(_ reading: Reading, name: String, written: String) -> Split {
        switch reading {
        case .value(let value): Split(name: name, value: value)
        case .notANumber: Split(name: name, value: 1, invalid: written)
        case .tooLarge: Split(name: name, value: 1, invalid: written, tooLarge: true)
        }
    }

    /// A multiplier's number, read.
    private enum Reading {
        /// Above 0 and at most ``ContentLimits/maximumMultiplier``.
        case value(Double)
        /// Not a number, or not above 0.
        case notANumber
        /// A number past ``ContentLimits/maximumMultiplier``.
        case tooLarge
    }

    private static func isMark(_ word: Substring) -> Bool {
        word == "x" || word == "X" || word == "×"
    }

    /// A number above 0 and at most ``ContentLimits/maximumMultiplier``: whole, decimal,
    /// fraction or Unicode fraction.
    private static func number(_ text: Substring) -> Reading {
        switch QuantityParser.read(String(text)) {
        case .quantity(let quantity):
            guard quantity.unit == nil, quantity.text.isEmpty, case .exact(let value) = quantity.amount,
                  value > 0 else { return .notANumber }
            return value <= ContentLimits.maximumMultiplier ? .value(value) : .tooLarge
        case .tooLarge:
            // Past a million of anything, it is past the multiplier's bound too.
            return .tooLarge
        case .noNumber:
            return .notANumber
        }
    }
}
