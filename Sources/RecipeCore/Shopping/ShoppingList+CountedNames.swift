extension ShoppingList {
    /// The list with each line counted without a unit named in the plural when its count
    /// asks for one in `language`: `2 Lemons` for two recipes' `Lemon | 1`, `3 Zitronen`.
    /// Lines' keys and ids stay as they were, so check boxes and stores still find them.
    public func countedNames(in language: Language) -> ShoppingList {
        var list = self
        for section in list.sections.indices {
            for index in list.sections[section].lines.indices {
                list.sections[section].lines[index].name = list.sections[section].lines[index].countedName(in: language)
            }
        }
        return list
    }
}

extension ShoppingLine {
    /// The line's name as it reads beside its amount in `language`: `Lemons` beside `2`,
    /// unchanged beside `200 g` (the page script's `countedName` does the same).
    public func countedName(in language: Language) -> String {
        guard let count = amount.largestUnitlessCount else { return name }
        return language.name(name, counted: count)
    }
}

extension ShoppingAmount {
    /// The largest number of things counted without a unit (`2` of `2 + 1 large`), or `nil`
    /// when the amount counts none: `200 g` names no number of things.
    var largestUnitlessCount: Double? {
        parts.reduce(nil) { largest, part in
            guard case .count(let count) = part, count.unit == nil else { return largest }
            return max(largest ?? 0, count.amount.high ?? count.amount.low)
        }
    }
}
