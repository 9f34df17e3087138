extension ArraySlice<UInt8> {
    /// The bytes without leading and trailing spaces, tabs, carriage returns and no-break
    /// spaces (the app often leaves trailing spaces).
    func trimmingRecipeWhitespace() -> ArraySlice<UInt8> {
        var start = startIndex
        var end = endIndex
        while start < end {
            if self[start] == .space || self[start] == .tab || self[start] == .carriageReturn {
                start += 1
            } else if self[start] == 0xC2, start + 1 < end, self[start + 1] == 0xA0 {
                start += 2
            } else {
                break
            }
        }
        while end > start {
            let last = self[end - 1]
            if last == .space || last == .tab || last == .carriageReturn {
                end -= 1
            } else if last == 0xA0, end - 2 >= start, self[end - 2] == 0xC2 {
                end -= 2
            } else {
                break
            }
        }
        return self[start..<end]
    }

    /// The index of the first `a` directly followed by `b`.
    func firstIndex(ofPair a: UInt8, _ b: UInt8) -> Index? {
        var index = startIndex
        while index + 1 < endIndex {
            if self[index] == a && self[index + 1] == b { return index }
            index += 1
        }
        return nil
    }

    /// The bytes as a string.
    var text: String { String(decoding: self, as: UTF8.self) }
}

extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let exclamation = UInt8(ascii: "!")
    static let hash = UInt8(ascii: "#")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let asterisk = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let hyphen = UInt8(ascii: "-")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let pipe = UInt8(ascii: "|")
}
