extension Substring {
    /// The text without leading and trailing spaces and tabs (the app often leaves trailing spaces).
    func trimmingRecipeWhitespace() -> Substring {
        trimmingLeadingRecipeWhitespace().trimmingTrailingRecipeWhitespace()
    }

    func trimmingLeadingRecipeWhitespace() -> Substring {
        drop(while: { $0.isRecipeWhitespace })
    }

    func trimmingTrailingRecipeWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard self[before].isRecipeWhitespace else { break }
            end = before
        }
        return self[startIndex..<end]
    }

    /// The first range where `literal` occurs, without Foundation.
    func range(ofLiteral literal: String) -> Range<Index>? {
        guard let first = literal.first else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index] == first, self[index...].hasPrefix(literal) {
                return index..<self.index(index, offsetBy: literal.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}

extension Character {
    var isRecipeWhitespace: Bool {
        self == " " || self == "\t" || self == "\u{00A0}" || self == "\r"
    }
}
