import Foundation

/// Changed paths waiting for the next rebuild.
///
/// Batches that arrive while a build runs are merged, so a burst of saves during a slow build
/// leads to one more build, not one per batch.
final class PendingChanges: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var paths: Set<String> = []
    private var waiter: CheckedContinuation<[String]?, Never>?
    private var finished = false

    /// Adds changed paths, waking a waiting ``next()``.
    func add(_ batch: [String]) {
        lock.lock()
        guard !finished else { lock.unlock(); return }
        paths.formUnion(batch)
        let waiter = self.waiter
        self.waiter = nil
        let taken = waiter == nil ? [] : takePaths()
        lock.unlock()
        waiter?.resume(returning: taken)
    }

    /// Ends ``next()``: it returns `nil` from now on.
    func finish() {
        lock.lock()
        finished = true
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(returning: nil)
    }

    /// Every path added since the last call, sorted, waiting for one when there is none;
    /// `nil` once ``finish()`` was called.
    func next() async -> [String]? {
        await withCheckedContinuation { continuation in
            lock.lock()
            if finished {
                lock.unlock()
                continuation.resume(returning: nil)
            } else if !paths.isEmpty {
                let taken = takePaths()
                lock.unlock()
                continuation.resume(returning: taken)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }

    /// Called with `lock` held.
    private func takePaths() -> [String] {
        let taken = paths.sorted()
        paths = []
        return taken
    }
}
