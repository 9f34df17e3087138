import Foundation

/// Waits until `condition` holds, checking every 20 ms; `false` once `seconds` have passed.
func eventually(within seconds: Double = 10, _ condition: @Sendable () async -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return await condition()
}

/// A value collected from another task, read by the test.
final class Collected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Value] = []

    func append(_ item: Value) { lock.withLock { items.append(item) } }
    var all: [Value] { lock.withLock { items } }
}
