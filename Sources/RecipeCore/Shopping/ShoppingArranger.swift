/// Puts the lines of a list into sections, in the order a store is walked.
///
/// - **No store**: one section per category, in ``ItemCategory`` order; lines by name.
/// - **A store with aisles**: the aisles are the sections, in the file's order. Within and
///   across aisles, items follow ``StoreOrder``, which learns from the trips but lets the
///   aisles outrank them. An item listed in an aisle is in that aisle; an item known only from
///   trips joins the aisle of the nearest listed item before it (else after it). An item never
///   seen goes to the end of the first aisle of its category, the category an aisle's name
///   names (`Produce`, `Dairy`) or else that most of its items have; failing that, to a
///   section of its category after the aisles.
/// - **A store with trips only**: items follow the learned order, in runs of one category; an
///   item never seen goes right after the last learned item of its category, or else to a
///   section of its category at the end.
public enum ShoppingArranger {
    /// `lines` (with their categories set) in sections for `store`, or by category; a store's
    /// aisles are placed by the category keywords of `language` and English.
    public static func sections(for lines: [ShoppingLine], store: Store?, language: Language = .english) -> [ShoppingSection] {
        sections(for: lines, layout: store.map { StoreLayout(store: $0, language: language) })
    }

    /// `lines` (with their categories set) in sections for a store's `layout`, or by category.
    public static func sections(for lines: [ShoppingLine], layout: StoreLayout?) -> [ShoppingSection] {
        guard let layout, !layout.isEmpty else { return byCategory(lines) }
        if layout.aisles.isEmpty { return learned(lines, layout: layout) }
        return byAisle(lines, layout: layout)
    }

    /// The category an aisle holds: the one its name names, else the one most of its items
    /// have (the earliest such category on a tie); `nil` for an empty aisle with another name.
    public static func category(of aisle: Store.Aisle, table: CategoryTable) -> ItemCategory? {
        if let named = ItemCategory(named: aisle.name) { return named }
        var counts: [ItemCategory: Int] = [:]
        var first: [ItemCategory: Int] = [:]
        for (offset, item) in aisle.items.enumerated() {
            let category = table.category(for: item)
            guard category != .other else { continue }
            counts[category, default: 0] += 1
            if first[category] == nil { first[category] = offset }
        }
        return counts.keys.min { left, right in
            ((counts[left] ?? 0), -(first[left] ?? 0)) > ((counts[right] ?? 0), -(first[right] ?? 0))
        }
    }

    /// One section per category in walking order, lines by name.
    static func byCategory(_ lines: [ShoppingLine]) -> [ShoppingSection] {
        var grouped = [[ShoppingLine]](repeating: [], count: ItemCategory.allCases.count)
        for line in lines { grouped[line.category.position].append(line) }
        return zip(ItemCategory.allCases, grouped).compactMap { category, lines in
            lines.isEmpty ? nil : ShoppingSection(
                name: category.displayName, kind: .category, category: category, lines: sortedByName(lines))
        }
    }

    private static func sortedByName(_ lines: [ShoppingLine]) -> [ShoppingLine] {
        let keys = lines.map { ($0.name.lowercased(), $0.key, $0.name) }
        return lines.indices.sorted { keys[$0] < keys[$1] }.map { lines[$0] }
    }

    private static func byAisle(_ lines: [ShoppingLine], layout: StoreLayout) -> [ShoppingSection] {
        let positions = Dictionary(layout.items.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        let aisleCategories = layout.aisles.map(\.category)
        var known: [[(position: Int, line: ShoppingLine)]] = Array(repeating: [], count: layout.aisles.count)
        var unseen: [[ShoppingLine]] = Array(repeating: [], count: layout.aisles.count)
        var leftOver: [ShoppingLine] = []
        for line in lines {
            if let position = positions[line.key], let aisle = layout.items[position].aisle {
                known[aisle].append((position, line))
            } else if let aisle = aisleCategories.firstIndex(of: line.category) {
                unseen[aisle].append(line)
            } else {
                leftOver.append(line)
            }
        }
        var sections: [ShoppingSection] = []
        for (index, aisle) in layout.aisles.enumerated() {
            let ordered = known[index].sorted { $0.position < $1.position }.map(\.line) + sortedByName(unseen[index])
            guard !ordered.isEmpty else { continue }
            sections.append(ShoppingSection(name: aisle.name, kind: .aisle, category: aisle.category, lines: ordered))
        }
        return sections + byCategory(leftOver)
    }

    private static func learned(_ lines: [ShoppingLine], layout: StoreLayout) -> [ShoppingSection] {
        // The last learned position of each category: where items never seen are put.
        var lastOfCategory: [ItemCategory: Int] = [:]
        var positions: [String: Int] = [:]
        for (position, item) in layout.items.enumerated() {
            lastOfCategory[item.category] = position
            if positions[item.key] == nil { positions[item.key] = position }
        }
        var placed: [(position: Int, seen: Bool, line: ShoppingLine)] = []
        var leftOver: [ShoppingLine] = []
        for line in lines {
            if let position = positions[line.key] {
                placed.append((position, true, line))
            } else if let anchor = lastOfCategory[line.category] {
                placed.append((anchor, false, line))
            } else {
                leftOver.append(line)
            }
        }
        placed.sort { left, right in
            if left.position != right.position { return left.position < right.position }
            if left.seen != right.seen { return left.seen }
            return (left.line.name.lowercased(), left.line.key) < (right.line.name.lowercased(), right.line.key)
        }
        var sections: [ShoppingSection] = []
        for entry in placed {
            let category = entry.line.category
            if let last = sections.indices.last, sections[last].category == category {
                sections[last].lines.append(entry.line)
            } else {
                sections.append(ShoppingSection(name: category.displayName, kind: .category, category: category, lines: [entry.line]))
            }
        }
        return sections + byCategory(leftOver)
    }
}
