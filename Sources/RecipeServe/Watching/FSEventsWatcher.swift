#if canImport(CoreServices) && canImport(Darwin)
import CoreServices
import Dispatch
import Foundation

/// macOS's FSEvents, with one event per file.
///
/// A file renamed or moved is reported under both names; whether it appeared or went is read
/// from whether it exists now. A folder that appears has its files reported.
final class FSEventsWatcher: FolderWatcher, @unchecked Sendable {
    // Unchecked: the event stream (a system handle) is touched only on its queue.
    let kind = WatcherKind.fsevents
    private let roots: [WatchRoot]
    private let sink: @Sendable ([FileEvent]) -> Void
    private let queue = DispatchQueue(label: "recipebook.watch.fsevents")
    // Touched only on `queue`.
    private var stream: FSEventStreamRef?

    /// A watcher of `roots` that reports to `sink` on its own queue.
    init(roots: [WatchRoot], sink: @escaping @Sendable ([FileEvent]) -> Void) {
        self.roots = roots
        self.sink = sink
    }

    func start() throws(WatchError) {
        let started: Bool = queue.sync {
            var context = FSEventStreamContext(
                version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil, release: nil, copyDescription: nil)
            let flags = FSEventStreamCreateFlags(
                kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer | kFSEventStreamCreateFlagUseCFTypes)
            guard let stream = FSEventStreamCreate(
                kCFAllocatorDefault, fsEventsCallback, &context, roots.map(\.path) as CFArray,
                FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.02, flags)
            else { return false }
            FSEventStreamSetDispatchQueue(stream, queue)
            guard FSEventStreamStart(stream) else {
                FSEventStreamInvalidate(stream)
                FSEventStreamRelease(stream)
                return false
            }
            self.stream = stream
            return true
        }
        if !started { throw .unavailable("FSEvents could not watch the folders") }
    }

    func stop() {
        queue.sync {
            guard let stream else { return }
            FSEventStreamStop(stream)
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
            self.stream = nil
        }
    }

    /// Called on `queue` with the paths and flags of one delivery.
    fileprivate func handle(paths: [String], flags: [FSEventStreamEventFlags]) {
        var events: [FileEvent] = []
        for (path, flag) in zip(paths, flags) {
            if flag & FSEventStreamEventFlags(kFSEventStreamEventFlagMustScanSubDirs) != 0 {
                // Events were dropped: report the folder, which the build reads again whole.
                if let root = root(of: path), let relative = root.relativePath(of: path) {
                    events.append(FileEvent(relativePath: relative, absolutePath: path, kind: .modified))
                }
                continue
            }
            guard let root = root(of: path), let relative = root.relativePath(of: path) else { continue }
            let exists = FileManager.default.fileExists(atPath: path)
            let isFolder = flag & FSEventStreamEventFlags(kFSEventStreamEventFlagItemIsDir) != 0
            let created = flag & FSEventStreamEventFlags(kFSEventStreamEventFlagItemCreated | kFSEventStreamEventFlagItemRenamed) != 0
            if isFolder {
                guard exists, created else {
                    if !exists { events.append(FileEvent(relativePath: relative, absolutePath: path, kind: .removed)) }
                    continue
                }
                let files = FolderTree.entries(under: path, root: root).filter { !$0.isFolder }.compactMap { entry in
                    root.relativePath(of: entry.path).map { FileEvent(relativePath: $0, absolutePath: entry.path, kind: .created) }
                }
                events += files.isEmpty ? [FileEvent(relativePath: relative, absolutePath: path, kind: .created)] : files
            } else {
                let kind: FileEvent.Kind = !exists ? .removed : created ? .created : .modified
                events.append(FileEvent(relativePath: relative, absolutePath: path, kind: kind))
            }
        }
        if !events.isEmpty { sink(events) }
    }

    private func root(of path: String) -> WatchRoot? {
        roots.first { path == $0.path || path.hasPrefix($0.path + "/") }
    }
}

/// FSEvents' C callback: hands the delivery to the watcher named by `info`.
private func fsEventsCallback(
    _ stream: ConstFSEventStreamRef, _ info: UnsafeMutableRawPointer?, _ count: Int,
    _ paths: UnsafeMutableRawPointer, _ flags: UnsafePointer<FSEventStreamEventFlags>,
    _ ids: UnsafePointer<FSEventStreamEventId>
) {
    guard let info else { return }
    let watcher = Unmanaged<FSEventsWatcher>.fromOpaque(info).takeUnretainedValue()
    let array = Unmanaged<CFArray>.fromOpaque(paths).takeUnretainedValue() as NSArray
    let names = array.compactMap { $0 as? String }
    watcher.handle(paths: names, flags: Array(UnsafeBufferPointer(start: flags, count: count)))
}
#endif
