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
        /// The multiplier's text when it was not a number above 0 (`x0`), else `nil`.
        var invalid: String?
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
        guard let value = number(token) else { return Split(name: name, value: 1, invalid: String(last)) }
        return Split(name: name, value: value)
    }

    /// A multiplier written alone, as a plan item's second field: `2`, `x2`, `×1.5`.
    static func field(_ text: String) -> Split {
        var token = Substring(text.trimmingSpaces)
        if let first = token.first, isMark(Substring(String(first))) {
            token = token.dropFirst().drop { $0 == " " }
        } else if let last = token.last, isMark(Substring(String(last))) {
            token = token.dropLast()
        }
        guard let value = number(token) else { return Split(name: "", value: 1, invalid: text) }
        return Split(name: "", value: value)
    }

    private static func isMark(_ word: Substring) -> Bool {
        word == "x" || word == "X" || word == "×"
    }

    /// A number above 0: whole, decimal, fraction or Unicode fraction.
    private static func number(_ text: Substring) -> Double? {
        guard let quantity = QuantityParser.parse(String(text)), quantity.unit == nil, quantity.text.isEmpty,
              case .exact(let value) = quantity.amount, value > 0, value.isFinite else { return nil }
        return value
    }
}
