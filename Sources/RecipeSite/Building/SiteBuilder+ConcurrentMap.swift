import Foundation

extension SiteBuilder {
    /// Runs `transform` over `elements` on all cores, keeping their order.
    ///
    /// One task a core, each taking the next short run of elements as it comes free: elements
    /// cost unlike amounts (a tag's pages against a recipe's), and runs handed out in advance
    /// left one core working alone at the end of every stage.
    static func concurrentMap<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
    ) async -> [Result] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, elements.count))
        let runs = RunClaims(count: elements.count, run: max(1, elements.count / (workers * 64)))
        let done = await withTaskGroup(of: [(start: Int, results: [Result])].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    var done: [(start: Int, results: [Result])] = []
                    while let run = runs.next() { done.append((run.lowerBound, elements[run].map(transform))) }
                    return done
                }
            }
            var all: [(start: Int, results: [Result])] = []
            for await runs in group { all += runs }
            return all
        }
        return done.sorted { $0.start < $1.start }.flatMap(\.results)
    }
}

/// The runs of indices below `count` still to hand out, `run` at a time.
private final class RunClaims: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private let run: Int
    private var unclaimed = 0

    init(count: Int, run: Int) {
        self.count = count
        self.run = run
    }

    func next() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard unclaimed < count else { return nil }
        let claimed = unclaimed..<min(unclaimed + run, count)
        unclaimed = claimed.upperBound
        return claimed
    }
}
