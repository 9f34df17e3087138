import Foundation

/// A value shared between threads behind a lock: the one lock type of the package (`Mutex`
/// needs macOS 15). A class holding its shared state in `let`s of this type is `Sendable`
/// without saying so unchecked.
public final class Locked<Value>: @unchecked Sendable {
    // Unchecked: every read and write of `value` holds `lock`.
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// What `body` makes of the value, which it may change, with the lock held.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The value now.
    public var current: Value {
        withLock { $0 }
    }

    /// Replaces the value.
    public func set(_ newValue: Value) {
        withLock { $0 = newValue }
    }
}
