/// How many single-character edits turn one text into another: insertions, deletions,
/// substitutions, and swaps of two neighbours (`Crumbel` → `Crumble` is one edit).
enum EditDistance {
    /// The optimal-string-alignment distance between `lhs` and `rhs`, compared as characters.
    static func between(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs), right = Array(rhs)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var before = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    best = min(best, before[j - 2] + 1)
                }
                current[j] = best
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[right.count]
    }
}
