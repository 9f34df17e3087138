import Dispatch
import Foundation

/// Notices changes by comparing every file's modification time and size, twice a second.
///
/// For file systems that send no events (network and shared folders) and with `--poll`.
final class PollingWatcher: FolderWatcher, @unchecked Sendable {
    // Unchecked: the timer (a system handle) and the last listing are touched only on its queue.
    let kind = WatcherKind.polling
    private let roots: [WatchRoot]
    private let sink: @Sendable ([FileEvent]) -> Void
    private let interval: DispatchTimeInterval
    private let queue = DispatchQueue(label: "recipebook.watch.polling")
    // Touched only on `queue` (and in `start` before the timer runs).
    private var snapshot: [String: FolderTree.Entry] = [:]
    private var timer: DispatchSourceTimer?

    /// A watcher of `roots` that reports to `sink` on its own queue.
    init(roots: [WatchRoot], interval: Duration = .milliseconds(500), sink: @escaping @Sendable ([FileEvent]) -> Void) {
        self.roots = roots
        self.sink = sink
        self.interval = .nanoseconds(Int(interval.nanoseconds))
    }

    func start() throws(WatchError) {
        queue.sync {
            snapshot = takeSnapshot()
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(20))
            timer.setEventHandler { [weak self] in self?.poll() }
            self.timer = timer
            timer.resume()
        }
    }

    func stop() {
        queue.sync {
            timer?.cancel()
            timer = nil
        }
    }

    private func poll() {
        let current = takeSnapshot()
        var events: [FileEvent] = []
        for (path, entry) in current where !entry.isFolder {
            switch snapshot[path] {
            case nil: events += event(path, .created)
            case let old? where old.stamp != entry.stamp || old.isFolder: events += event(path, .modified)
            default: break
            }
        }
        for (path, entry) in snapshot where current[path] == nil && !entry.isFolder {
            events += event(path, .removed)
        }
        snapshot = current
        if !events.isEmpty { sink(events) }
    }

    private func event(_ path: String, _ kind: FileEvent.Kind) -> [FileEvent] {
        guard let relative = roots.lazy.compactMap({ $0.relativePath(of: path) }).first else { return [] }
        return [FileEvent(relativePath: relative, absolutePath: path, kind: kind)]
    }

    private func takeSnapshot() -> [String: FolderTree.Entry] {
        var entries: [String: FolderTree.Entry] = [:]
        for root in roots {
            for entry in FolderTree.entries(under: root.path, root: root) {
                entries[entry.path] = entry
            }
        }
        return entries
    }
}
