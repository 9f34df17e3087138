import Foundation
import Testing
@testable import RecipeSite

@Suite struct BlockingWorkTests {
    /// Work that waits, here on a timer as a read waits on a cold disk, is soon spread over
    /// every one of ``BlockingWork/threads``: a file cache that was dropped is read eight at a
    /// time, not three. Every index still comes back once, in order.
    @Test func workThatWaitsIsSpreadOverEveryThread() {
        let threads = ThreadsSeen()
        let values = BlockingWork.map(1024) { index -> Int in
            threads.add(Thread.current)
            usleep(500)
            return index * 2
        }
        #expect(values == (0..<1024).map { $0 * 2 })
        #expect(threads.count == BlockingWork.threads)
    }

    /// A few indices are worked on by the calling thread alone: no thread is started for them.
    @Test func aFewIndicesStayOnTheCallingThread() {
        let threads = ThreadsSeen()
        let values = BlockingWork.map(63) { index -> Int in
            threads.add(Thread.current)
            usleep(500)
            return index
        }
        #expect(values == Array(0..<63))
        #expect(threads.count == 1)
    }
}

/// The threads that ran some work, each counted once.
private final class ThreadsSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var seen = Set<ObjectIdentifier>()

    func add(_ thread: Thread) {
        lock.withLock { _ = seen.insert(ObjectIdentifier(thread)) }
    }

    var count: Int { lock.withLock { seen.count } }
}
