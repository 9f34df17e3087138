import Foundation

/// Work that waits on the disk, run on threads of its own rather than on the shared pool's
/// one thread per core.
///
/// Reading ten thousand small files, or looking up twenty thousand written ones, waits on the
/// disk whenever the system has let them go from its caches (after a reboot, under memory
/// pressure, or with a reclaimer that pages out what was not used for a while). Two threads
/// then mostly wait; eight keep the disk busy. Measured on this project's 2-core machine with
/// the caches dropped: reading the 10,000-recipe book took 1.0–1.2 s on two threads and
/// 0.52–0.57 s on eight (0.19 s with everything cached).
enum BlockingWork {
    /// How many threads wait on the disk at once.
    static let threads = 8

    /// Calls `body` with every index below `count`, on up to ``threads`` threads of their own,
    /// and returns when all calls have returned.
    static func forEach(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = min(threads, max(1, count / 64))
        guard workers > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        let next = Counter()
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                // Indices in runs of 16: one lock for every sixteen files.
                while true {
                    let start = next.take(16)
                    guard start < count else { break }
                    for index in start..<min(start + 16, count) { body(index) }
                }
                group.leave()
            }
            thread.start()
        }
        group.wait()
    }

    /// Runs `work` on a new thread, not a shared pool's: on a busy machine a pool's threads
    /// can all be taken, and the build would wait for one.
    static func onThreadOfItsOwn<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.start()
        }
    }

    /// The next index to hand out.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(_ count: Int) -> Int {
            lock.lock()
            defer { lock.unlock() }
            let taken = value
            value += count
            return taken
        }
    }
}

/// One result per index, filled in by several threads, each index by exactly one of them.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Sets the slot at `index`; no other thread may touch that slot meanwhile.
    func set(_ index: Int, _ value: Value) {
        slots[index] = value
    }

    /// Every slot, once the threads filling them have finished.
    var values: [Value?] { Array(slots) }
}
