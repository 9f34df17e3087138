#if canImport(Glibc)
import Dispatch
import Foundation
import Glibc

/// Linux's inotify: one watch per folder, added as folders appear.
///
/// Reports files written and closed, created, deleted, and moved in or out. A folder that
/// appears (created, or moved in with files already inside) gets watches of its own and its
/// files are reported; a folder that goes away is reported by its own path. A root that goes
/// away (deleted, or renamed and another folder put in its place) is looked for again until a
/// folder is at its path, which is then watched and its files reported.
final class InotifyWatcher: FolderWatcher, @unchecked Sendable {
    // Unchecked: the inotify descriptor and its watches (system handles) are touched only on `queue`.
    let kind = WatcherKind.inotify
    private let roots: [WatchRoot]
    private let sink: @Sendable ([FileEvent]) -> Void
    private let queue = DispatchQueue(label: "recipebook.watch.inotify")
    // Touched only on `queue`.
    private var descriptor: Int32 = -1
    private var source: DispatchSourceRead?
    private var folders: [Int32: String] = [:]
    private var missingRoots: [WatchRoot] = []
    private var recheck: DispatchSourceTimer?

    private static let mask = UInt32(
        IN_CREATE | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF
    ) | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW)

    /// A watcher of `roots` that reports to `sink` on its own queue.
    init(roots: [WatchRoot], sink: @escaping @Sendable ([FileEvent]) -> Void) {
        self.roots = roots
        self.sink = sink
    }

    func start() throws(WatchError) {
        let result: Result<Void, WatchError> = queue.sync {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { return .failure(.unavailable("inotify: \(Self.errorText())")) }
            self.descriptor = descriptor
            for root in roots {
                if let problem = addWatches(from: root.path, root: root).problem {
                    return .failure(.unavailable(problem))
                }
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { [weak self] in self?.readEvents() }
            source.setCancelHandler { close(descriptor) }
            self.source = source
            source.resume()
            return .success(())
        }
        try result.get()
    }

    func stop() {
        queue.sync {
            if let source {
                source.cancel()
            } else if descriptor >= 0 {
                close(descriptor)
            }
            source = nil
            descriptor = -1
            folders = [:]
            recheck?.cancel()
            recheck = nil
            missingRoots = []
        }
    }

    /// Watches `folder` and every folder under it, each before looking inside it. Returns the
    /// files found inside (they may have been written before the watches were in place) and a
    /// problem when a watch cannot be added.
    private func addWatches(from folder: String, root: WatchRoot) -> (files: [FileEvent], problem: String?) {
        var problem: String?
        var files: [FileEvent] = []
        var toWatch = [folder]
        while let current = toWatch.popLast() {
            let watch = inotify_add_watch(descriptor, current, Self.mask)
            guard watch >= 0 else {
                // A sub-folder that cannot be read is skipped, as the build skips it.
                if errno == ENOSPC {
                    problem = "the system's limit of inotify watches is reached (see /proc/sys/fs/inotify/max_user_watches)"
                } else if current == folder {
                    problem = "cannot watch '\(current)': \(Self.errorText())"
                }
                continue
            }
            folders[watch] = current
            for entry in FolderTree.children(of: current, root: root) {
                if entry.isFolder {
                    toWatch.append(entry.path)
                } else if let relative = root.relativePath(of: entry.path) {
                    files.append(FileEvent(relativePath: relative, absolutePath: entry.path, kind: .created))
                }
            }
        }
        return (files, problem)
    }

    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var events: [FileEvent] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + 16 <= count {
                let (watch, flags, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                events += handle(watch: watch, flags: flags, name: name)
            }
        }
        if !events.isEmpty { sink(events) }
    }

    private func handle(watch: Int32, flags: UInt32, name: String) -> [FileEvent] {
        if flags & UInt32(IN_Q_OVERFLOW) != 0 { return rootsChanged() }
        guard let folder = folders[watch] else { return [] }
        let gone = flags & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0
        if name.isEmpty || flags & UInt32(IN_IGNORED) != 0 {
            // The watched folder itself went away; its parent reports it, unless it is a root.
            guard gone, let root = roots.first(where: { $0.path == folder }) else {
                if flags & UInt32(IN_IGNORED) != 0 { folders[watch] = nil }
                return []
            }
            return rootGone(root)
        }
        let path = folder + "/" + name
        guard let root = roots.first(where: { $0.relativePath(of: path) != nil }),
              let relative = root.relativePath(of: path) else { return [] }
        let appeared = flags & UInt32(IN_CREATE | IN_MOVED_TO) != 0
        let went = flags & UInt32(IN_DELETE | IN_MOVED_FROM) != 0
        if flags & UInt32(IN_ISDIR) != 0 {
            if appeared {
                // A folder moved in arrives with its files; an empty new folder is still worth a line.
                let files = addWatches(from: path, root: root).files
                return files.isEmpty ? [FileEvent(relativePath: relative, absolutePath: path, kind: .created)] : files
            }
            if went {
                removeWatches(under: path)
                return [FileEvent(relativePath: relative, absolutePath: path, kind: .removed)]
            }
            return []
        }
        let kind: FileEvent.Kind = appeared ? .created : went ? .removed : .modified
        return [FileEvent(relativePath: relative, absolutePath: path, kind: kind)]
    }

    /// Forgets the watches of a folder that moved away, so its later events are not reported
    /// under its old name.
    private func removeWatches(under path: String) {
        for (watch, folder) in folders where folder == path || folder.hasPrefix(path + "/") {
            inotify_rm_watch(descriptor, watch)
            folders[watch] = nil
        }
    }

    /// Forgets a root that went away (a folder renamed keeps its watches, which would report
    /// the old folder's changes under the root's name) and watches the folder now at its path,
    /// at once or as soon as there is one.
    private func rootGone(_ root: WatchRoot) -> [FileEvent] {
        removeWatches(under: root.path)
        var events = root.relativePath(of: root.path).map { [FileEvent(relativePath: $0, absolutePath: root.path, kind: .removed)] } ?? []
        if !missingRoots.contains(root) { missingRoots.append(root) }
        events += watchReturnedRoots()
        if !missingRoots.isEmpty && recheck == nil {
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250), leeway: .milliseconds(50))
            timer.setEventHandler { [weak self] in
                guard let self else { return }
                let events = watchReturnedRoots()
                if !events.isEmpty { sink(events) }
            }
            recheck = timer
            timer.resume()
        }
        return events
    }

    /// Watches the missing roots that are folders again; reports each one's files.
    private func watchReturnedRoots() -> [FileEvent] {
        var events: [FileEvent] = []
        for root in missingRoots where FolderTree.isFolder(root.path) {
            let found = addWatches(from: root.path, root: root)
            guard found.problem == nil else { continue }
            missingRoots.removeAll { $0 == root }
            events += found.files
            if let relative = root.relativePath(of: root.path) {
                events.append(FileEvent(relativePath: relative, absolutePath: root.path, kind: .modified))
            }
        }
        if missingRoots.isEmpty {
            recheck?.cancel()
            recheck = nil
        }
        return events
    }

    /// After the kernel dropped events: watch every folder again and report each root as changed.
    private func rootsChanged() -> [FileEvent] {
        for root in roots { _ = addWatches(from: root.path, root: root) }
        return roots.compactMap { root in
            root.relativePath(of: root.path).map { FileEvent(relativePath: $0, absolutePath: root.path, kind: .modified) }
        }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
#endif
