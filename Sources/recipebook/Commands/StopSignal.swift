import Dispatch
import Foundation

/// Waits for Ctrl-C (SIGINT) or SIGTERM, so that `watch` and `serve` can stop cleanly.
///
/// A second signal, while the first is being handled, ends the program at once.
final class StopSignal: @unchecked Sendable {
    // Unchecked: its state and the signal sources (system handles) are touched only on `queue`.
    private let queue = DispatchQueue(label: "recipebook.signals")
    // Touched only on `queue`.
    private var sources: [any DispatchSourceSignal] = []
    private var received = false
    private var waiter: CheckedContinuation<Void, Never>?

    /// Starts catching the signals (they no longer end the program by themselves).
    init() {
        queue.sync {
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { [weak self] in self?.caught(number) }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Returns once a signal has come.
    func wait() async {
        await withCheckedContinuation { continuation in
            queue.async {
                if self.received {
                    continuation.resume()
                } else {
                    self.waiter = continuation
                }
            }
        }
    }

    private func caught(_ number: Int32) {
        if received { exit(128 + number) }
        received = true
        waiter?.resume()
        waiter = nil
    }
}
