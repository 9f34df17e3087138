import Foundation

extension SiteBuilder {
    /// Runs `transform` over `elements` on all cores, keeping their order.
    ///
    /// One task a core, each taking the next short run of elements as it comes free: elements
    /// cost unlike amounts (a tag's pages against a recipe's), and runs handed out in advance
    /// left one core working alone at the end of every stage. Each result is made in its own
    /// slot of one buffer and moved into the array whole: gathering the runs' arrays copied
    /// every result again, retaining all it holds, on one core (ten thousand recipes' pages).
    static func concurrentMap<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
    ) async -> [Result] {
        let count = elements.count
        guard count > 0 else { return [] }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
        let run = max(1, count / (workers * 64))
        let claimed = SharedCounter()
        let slots = ResultSlots<Result>(count: count)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<workers {
                group.addTask {
                    while true {
                        let start = claimed.take(run)
                        guard start < count else { break }
                        for index in start..<min(start + run, count) { slots.put(transform(elements[index]), at: index) }
                    }
                }
            }
        }
        return slots.takeAll()
    }
}

/// Where ``SiteBuilder/concurrentMap(_:_:)``'s tasks put their results: a slot each, which
/// no other task touches, all filled before ``takeAll()`` moves them out.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Value>
    private let count: Int

    init(count: Int) {
        base = .allocate(capacity: count)
        self.count = count
    }

    func put(_ value: Value, at index: Int) {
        (base + index).initialize(to: value)
    }

    /// Every value, moved (not copied) into an array; the slots are empty after.
    func takeAll() -> [Value] {
        [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let destination = buffer.baseAddress else { return }
            destination.moveInitialize(from: base, count: count)
            initialized = count
        }
    }

    deinit { base.deallocate() }
}
