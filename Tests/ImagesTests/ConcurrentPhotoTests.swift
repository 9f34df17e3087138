import Foundation
import Images
import Testing

/// Photos made on several threads at once, as a build makes them.
struct ConcurrentPhotoTests {
    /// libvips compiles vector code for each resize and frees it with the operation. Debian's
    /// liborc 0.4.33 frees without its lock, so unguarded builds crashed the process now and
    /// then (`segfault … in liborc-0.4.so`), once in the 200-photo benchmark. Without the
    /// guard this test crashed in two of five runs, so a pass is evidence, not proof.
    @Test func photosMadeOnManyThreadsAtOnceAllComeOut() throws {
        let photo = try #require(TestPicture.jpeg(width: 320, height: 240))
        let threads = 6
        let rounds = 150
        let made = Counter()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                // Widths that differ give each resize a vector program of its own.
                let width = 24 + (round * 7 + thread * 13) % 200
                if case .success(let images) = PhotoImage.make(
                    from: photo, webpWidths: [width], jpegWidth: width / 2 + 8, pixelLimit: 100_000_000, scanLimit: 64) {
                    made.add(images.count)
                }
            }
        }
        #expect(made.value == threads * rounds * 2)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add(_ amount: Int) { lock.withLock { count += amount } }
    var value: Int { lock.withLock { count } }
}
