import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work that waits on the disk, run on threads of its own rather than on the shared pool's
/// one thread per core.
///
/// Reading ten thousand small files, or looking up twenty thousand written ones, waits on the
/// disk whenever the system has let them go from its caches (after a reboot, under memory
/// pressure, or with a reclaimer that pages out what was not used for a while). Two threads
/// then mostly wait; eight keep the disk busy (ARCHITECTURE.md's benchmark history has the
/// figures). When the files are in the caches, eight threads only take turns on the cores:
/// the work starts on one thread per core and one more, and the others join it as soon as a
/// span of it shows that the work waits.
enum BlockingWork {
    /// How many threads wait on the disk at once.
    static let threads = 8

    /// Calls `body` with every index below `count`, on the calling thread and up to
    /// ``threads`` − 1 threads of their own, and returns when all calls have returned.
    ///
    /// The calling thread works too and waits only for indices another thread has taken: a
    /// thread that could not be started (a process's limit of threads reached) takes none,
    /// so it can slow the work down but never hold it up.
    static func forEach(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = min(threads, max(1, count / 64))
        let busy = min(workers, ProcessInfo.processInfo.activeProcessorCount + 1)
        let work = SharedWork(count: count, body: body)
        for _ in 1..<busy {
            Thread { work.drain() }.start()
        }
        // The calling thread times its work in spans of at least 20 ms (a run of quick indices
        // is shorter than the time slice another thread may take from it): one that spent less
        // than an eighth of its time on a core waited, and the other threads are started to
        // wait beside it. Threads taking turns on the cores, even two sets at once, get more.
        work.drain(waited: workers > busy ? {
            for _ in busy..<workers {
                Thread { work.drain() }.start()
            }
        } : nil)
        work.waitUntilTakenIndicesAreDone()
    }

    /// `transform` of every index below `count`, in order, each made as ``forEach(_:_:)``
    /// calls its body: on the calling thread and threads of their own.
    static func map<Value: Sendable>(_ count: Int, _ transform: @escaping @Sendable (Int) -> Value) -> [Value] {
        [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress)
            // Each index is initialised exactly once, by whichever thread took it.
            forEach(count) { index in slots.base?.advanced(by: index).initialize(to: transform(index)) }
            initialized = count
        }
    }

    /// Where ``map(_:_:)``'s threads put their values, each into a slot no other touches.
    private struct Slots<Value>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Value>?
    }

    /// Runs `work` on a new thread, not a shared pool's: on a busy machine a pool's threads
    /// can all be taken, and the build would wait for one.
    static func onThreadOfItsOwn<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.start()
        }
    }

    /// The indices still to hand out, in runs of 16 (one lock for every sixteen files), and
    /// how many runs are being worked on.
    private final class SharedWork: @unchecked Sendable {
        private let condition = NSCondition()
        private let count: Int
        private let body: @Sendable (Int) -> Void
        private var next = 0
        private var busy = 0

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = body
        }

        /// Works on runs of indices until none is left; `waited` is called once, after the
        /// first span of runs, of 20 ms or more, in which the thread was on a core for less
        /// than an eighth of the time.
        func drain(waited: (() -> Void)? = nil) {
            var span: RunClock? = waited == nil ? nil : RunClock()
            while let run = take() {
                for index in run { body(index) }
                finish()
                guard let started = span, let waited else { continue }
                let (wall, processor) = started.elapsed()
                guard wall >= 20_000_000 else { continue }
                if processor * 8 < wall {
                    span = nil
                    waited()
                } else {
                    span = RunClock()
                }
            }
        }

        func waitUntilTakenIndicesAreDone() {
            condition.lock()
            while busy > 0 || next < count { condition.wait() }
            condition.unlock()
        }

        private func take() -> Range<Int>? {
            condition.lock()
            defer { condition.unlock() }
            guard next < count else { return nil }
            let run = next..<min(next + 16, count)
            next = run.upperBound
            busy += 1
            return run
        }

        private func finish() {
            condition.lock()
            busy -= 1
            if busy == 0 { condition.broadcast() }
            condition.unlock()
        }
    }
}

/// The wall time and the calling thread's processor time since it was made.
private struct RunClock {
    private let wall = RunClock.now(CLOCK_MONOTONIC)
    private let processor = RunClock.now(CLOCK_THREAD_CPUTIME_ID)

    /// Nanoseconds since it was made: on the wall, and on a core for this thread.
    func elapsed() -> (wall: UInt64, processor: UInt64) {
        (Self.now(CLOCK_MONOTONIC) &- wall, Self.now(CLOCK_THREAD_CPUTIME_ID) &- processor)
    }

    private static func now(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
