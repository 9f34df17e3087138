import Foundation
import RecipeCore

/// Changed paths waiting for the next rebuild.
///
/// Batches that arrive while a build runs are merged, so a burst of saves during a slow build
/// leads to one more build, not one per batch.
final class PendingChanges: Sendable {
    private struct State {
        var paths: Set<String> = []
        var waiter: CheckedContinuation<[String]?, Never>?
        var finished = false

        /// Every path added, sorted, taken out.
        mutating func takePaths() -> [String] {
            defer { paths = [] }
            return paths.sorted()
        }
    }

    private let state = Locked(State())

    /// Adds changed paths, waking a waiting ``next()``.
    func add(_ batch: [String]) {
        let woken: (CheckedContinuation<[String]?, Never>, [String])? = state.withLock { state in
            guard !state.finished else { return nil }
            state.paths.formUnion(batch)
            guard let waiter = state.waiter else { return nil }
            state.waiter = nil
            return (waiter, state.takePaths())
        }
        if let (waiter, taken) = woken { waiter.resume(returning: taken) }
    }

    /// Ends ``next()``: it returns `nil` from now on.
    func finish() {
        let waiter = state.withLock { state in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// Every path added since the last call, sorted, waiting for one when there is none;
    /// `nil` once ``finish()`` was called.
    func next() async -> [String]? {
        await withCheckedContinuation { continuation in
            let ready: [String]?? = state.withLock { state in
                if state.finished { return .some(nil) }
                if !state.paths.isEmpty { return .some(state.takePaths()) }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
