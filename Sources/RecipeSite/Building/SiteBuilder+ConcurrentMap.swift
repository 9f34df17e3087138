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
        let run = max(1, elements.count / (workers * 64))
        let claimed = SharedCounter()
        let done = await withTaskGroup(of: [(start: Int, results: [Result])].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    var done: [(start: Int, results: [Result])] = []
                    while true {
                        let start = claimed.take(run)
                        guard start < elements.count else { break }
                        done.append((start, elements[start..<min(start + run, elements.count)].map(transform)))
                    }
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
