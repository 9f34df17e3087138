/// The order in which a store's items are picked up, learned from trips the way the Grocery
/// app learns it.
///
/// Every trip says, for each two of its items, which was picked up first. Recent trips count
/// more: each trip weighs twice the one before it, so for two items the most recent trip that
/// had both decides, whatever older trips said. These "A before B" claims, each weighing as
/// much as the trips that made it, form a graph, sorted topologically into one order. When
/// claims go round in a circle (A before B before C before A), the item whose claims to come
/// later are lightest (made by the oldest trips) goes first, and those claims are dropped. An
/// item seen on one trip only is placed after that trip's items before it and before the ones
/// after it: between its neighbours. When several items could come next, the one usually
/// found earlier on a trip (its place from first to last, averaged over the trips with their
/// weights) goes first; then the most recent trip's order decides.
///
/// An explicit layout (a store's aisles, in walking order) outweighs all trips together.
public struct StoreOrder: Sendable, Equatable {
    /// ``IngredientName/key(_:)``s of every item seen, in the learned order.
    public let keys: [String]
    private let positions: [String: Int]

    /// Learns the order of `trips`, each a list of item names in pick-up order, oldest trip
    /// first; `layout`, when given, is a list of item names in walking order that outranks them.
    public init(trips: [[String]], layout: [String] = []) {
        var sequences: [(keys: [String], weight: Double)] = []
        var weight = 1.0
        for trip in trips.reversed() {
            sequences.append((Self.uniqueKeys(trip), weight))
            weight /= 2
        }
        if !layout.isEmpty {
            sequences.insert((Self.uniqueKeys(layout), 2), at: 0)
        }
        keys = Self.order(sequences)
        positions = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The order of a store: its trips oldest first, under its aisles' items in walking order.
    public init(store: Store) {
        self.init(trips: store.orderedTrips.map(\.items), layout: store.aisles.flatMap(\.items))
    }

    /// Where the item with `key` comes, or `nil` when the store has never seen it.
    public func position(of key: String) -> Int? {
        positions[key]
    }

    private static func uniqueKeys(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.map(IngredientName.key).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Sorts the items of `sequences` (strongest first) by their weighted pair claims.
    private static func order(_ sequences: [(keys: [String], weight: Double)]) -> [String] {
        // Ranks break ties: first place in the strongest sequence that has the item.
        var rank: [String: Int] = [:]
        var items: [String] = []
        for sequence in sequences {
            for key in sequence.keys where rank[key] == nil {
                rank[key] = items.count
                items.append(key)
            }
        }
        let count = items.count
        guard count > 1 else { return items }
        // before[a * count + b]: the weight of the claims that item a comes before item b.
        var before = [Double](repeating: 0, count: count * count)
        for sequence in sequences {
            let indices = sequence.keys.compactMap { rank[$0] }
            for (offset, earlier) in indices.enumerated() {
                for later in indices[(offset + 1)...] {
                    before[earlier * count + later] += sequence.weight
                }
            }
        }
        // Only the stronger direction of each pair stays, with its weight: a claim the newest
        // trip made outweighs any number of older claims, also when a cycle is broken.
        var edges = [Double](repeating: 0, count: count * count)
        var incoming = [Double](repeating: 0, count: count)
        var incomingCount = [Int](repeating: 0, count: count)
        for a in 0..<count {
            for b in (a + 1)..<count {
                let forward = before[a * count + b], backward = before[b * count + a]
                if forward > backward {
                    edges[a * count + b] = forward
                    incoming[b] += forward
                    incomingCount[b] += 1
                } else if backward > forward {
                    edges[b * count + a] = backward
                    incoming[a] += backward
                    incomingCount[a] += 1
                }
            }
        }
        // Where each item usually is: its place in each sequence, from 0 (first) to 1 (last),
        // averaged with the sequences' weights. Among items free to go, the earliest goes first.
        var placeSum = [Double](repeating: 0, count: count)
        var weightSum = [Double](repeating: 0, count: count)
        for sequence in sequences {
            let last = Double(max(1, sequence.keys.count - 1))
            for (offset, key) in sequence.keys.enumerated() {
                guard let item = rank[key] else { continue }
                placeSum[item] += sequence.weight * Double(offset) / last
                weightSum[item] += sequence.weight
            }
        }
        let usualPlace = (0..<count).map { weightSum[$0] > 0 ? placeSum[$0] / weightSum[$0] : 1 }
        var placed = [Bool](repeating: false, count: count)
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            // Free items first, by their usual place, then by rank; in a cycle, the item with the
            // lightest claims against it.
            var chosen = -1
            for item in 0..<count where !placed[item] && incomingCount[item] == 0 {
                if chosen < 0 || usualPlace[item] < usualPlace[chosen] - 1e-9 { chosen = item }
            }
            if chosen < 0 {
                for item in 0..<count where !placed[item] {
                    if chosen < 0 || incoming[item] < incoming[chosen] { chosen = item }
                }
            }
            placed[chosen] = true
            result.append(items[chosen])
            for other in 0..<count where !placed[other] {
                let weight = edges[chosen * count + other]
                if weight > 0 {
                    incoming[other] -= weight
                    incomingCount[other] -= 1
                }
            }
        }
        return result
    }
}
