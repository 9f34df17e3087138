import Foundation
import RecipeCore

/// The one way RecipeSite runs work in parallel: a fixed number of threads of its own, each
/// taking the next short run of indices as it comes free, the calling thread among them.
///
/// Threads of its own rather than the shared pool's, so that work waiting on the disk never
/// holds up a pool thread, and the same code serves both kinds of work: computing (one thread
/// a core) and waiting on the disk (``diskThreads``). Runs are short because elements cost
/// unlike amounts (a tag's pages against a recipe's): runs handed out in advance left one core
/// working alone at the end of a stage.
enum ParallelWork {
    /// One thread a core, for work that computes.
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Threads for work that waits on the disk: reading a 10,000-recipe book the system's
    /// caches did not hold took twice as long on two threads as on eight.
    static let diskThreads = 8

    /// `transform` of every index below `count`, in order, on up to `threads` threads.
    static func map<Value>(_ count: Int, threads: Int, _ transform: @escaping @Sendable (Int) -> Value) -> [Value] {
        [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress)
            forEach(count, threads: threads) { index in slots.base?.advanced(by: index).initialize(to: transform(index)) }
            initialized = count
        }
    }

    /// Calls `body` with every index below `count`, on up to `threads` threads, and returns
    /// when every call has returned.
    static func forEach(_ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(threads, count))
        let run = max(1, min(16, count / (workers * 4)))
        let next = Locked(0)
        let done = DispatchGroup()
        let drain: @Sendable () -> Void = {
            while true {
                let start = next.withLock { value in
                    defer { value += run }
                    return value
                }
                guard start < count else { return }
                for index in start..<min(start + run, count) { body(index) }
            }
        }
        for _ in 1..<workers {
            done.enter()
            Thread {
                drain()
                done.leave()
            }.start()
        }
        drain()
        done.wait()
    }

    /// ``map(_:threads:_:)`` over `elements`, for async code: on a thread of its own, so no
    /// thread of the shared pool waits for it.
    static func map<Element: Sendable, Value: Sendable>(
        _ elements: [Element], threads: Int = cores, _ transform: @escaping @Sendable (Element) -> Value
    ) async -> [Value] {
        await onThreadOfItsOwn { map(elements.count, threads: threads) { transform(elements[$0]) } }
    }

    /// Runs `work` on a new thread, not a shared pool's: on a busy machine a pool's threads
    /// can all be taken, and the build would wait for one.
    static func onThreadOfItsOwn<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }

    /// Where ``map(_:threads:_:)``'s threads put their values.
    private struct Slots<Value>: @unchecked Sendable {
        // Unchecked: each slot is initialised by the one thread that took its index.
        let base: UnsafeMutablePointer<Value>?
    }
}
