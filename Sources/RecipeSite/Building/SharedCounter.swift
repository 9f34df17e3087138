import Foundation

/// A number that threads take turns to count up, each getting the value before its step: the
/// runs of work a stage hands out, the names of temporary files.
final class SharedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int

    init(from start: Int = 0) { value = start }

    /// The value, then counts it up by `step`.
    func take(_ step: Int = 1) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let taken = value
        value += step
        return taken
    }
}
