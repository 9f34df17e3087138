import Foundation

/// A value shared between threads behind a lock (`Mutex` needs macOS 15).
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// The value now.
    var current: Value {
        lock.withLock { value }
    }

    /// Replaces the value.
    func set(_ newValue: Value) {
        lock.withLock { value = newValue }
    }
}
