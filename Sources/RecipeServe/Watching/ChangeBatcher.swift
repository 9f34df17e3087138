import Dispatch
import Foundation

/// Gathers a burst of file events into one batch: a batch is handed on after `quiet` without a
/// new event, or at the latest `cap` after the burst's first event.
///
/// A file that appeared during the burst and is gone by its end (an editor's temporary file,
/// renamed over the real one) is left out. All state lives on one serial queue.
final class ChangeBatcher: @unchecked Sendable {
    // Unchecked: the pending events and the timer (a system handle) are touched only on `queue`.
    private let queue = DispatchQueue(label: "recipebook.watch.batcher")
    private let quiet: DispatchTimeInterval
    private let cap: DispatchTimeInterval
    private let deliver: @Sendable ([String]) -> Void
    // Touched only on `queue`.
    private var pending: [String: Pending] = [:]
    private var deadline: DispatchTime?
    private var flush: DispatchWorkItem?
    private var stopped = false

    private struct Pending {
        var absolutePath: String
        var appearedInBurst: Bool
    }

    /// A batcher handing each batch, sorted, to `deliver`.
    init(quiet: Duration, cap: Duration, deliver: @escaping @Sendable ([String]) -> Void) {
        self.quiet = .nanoseconds(Int(quiet.nanoseconds))
        self.cap = .nanoseconds(Int(cap.nanoseconds))
        self.deliver = deliver
    }

    /// Adds events to the current burst. Safe from any thread.
    func record(_ events: [FileEvent]) {
        guard !events.isEmpty else { return }
        queue.async { self.add(events) }
    }

    /// Drops whatever is pending and hands on nothing more.
    func stop() {
        queue.sync {
            stopped = true
            flush?.cancel()
            pending = [:]
        }
    }

    private func add(_ events: [FileEvent]) {
        guard !stopped else { return }
        let now = DispatchTime.now()
        if pending.isEmpty { deadline = now + cap }
        for event in events where pending[event.relativePath] == nil {
            pending[event.relativePath] = Pending(absolutePath: event.absolutePath, appearedInBurst: event.kind == .created)
        }
        flush?.cancel()
        let item = DispatchWorkItem { [weak self] in self?.handOn() }
        flush = item
        let due = min(now + quiet, deadline ?? now + quiet)
        queue.asyncAfter(deadline: due, execute: item)
    }

    private func handOn() {
        guard !stopped, !pending.isEmpty else { return }
        let paths = pending
            .filter { !$0.value.appearedInBurst || FileManager.default.fileExists(atPath: $0.value.absolutePath) }
            .keys.sorted()
        pending = [:]
        deadline = nil
        flush = nil
        if !paths.isEmpty { deliver(paths) }
    }
}

extension Duration {
    /// The duration in whole nanoseconds.
    var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}
