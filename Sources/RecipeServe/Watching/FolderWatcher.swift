/// Something that reports changes under a set of folders until stopped.
protocol FolderWatcher: Sendable {
    /// How it learns about changes.
    var kind: WatcherKind { get }
    /// Starts reporting events to the watcher's sink.
    func start() throws(WatchError)
    /// Stops reporting and releases what it holds. Safe to call twice.
    func stop()
}

/// How changes are noticed.
public enum WatcherKind: String, Sendable {
    /// Linux's inotify events.
    case inotify
    /// macOS's FSEvents.
    case fsevents
    /// A look at every file's time and size twice a second.
    case polling
}

/// Whether to use the system's file events.
public enum WatchMode: Sendable, Equatable {
    /// The system's events, or polling where there are none (an unsupported system, a network
    /// or shared folder, too few inotify watches).
    case automatic
    /// Always polling.
    case polling
}

/// Why watching cannot start.
public enum WatchError: Error, Equatable, CustomStringConvertible {
    /// A folder to watch does not exist.
    case missingFolder(String)
    /// The system's file events could not be set up.
    case unavailable(String)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .missingFolder(let path): "cannot watch '\(path)': no such folder"
        case .unavailable(let reason): "cannot watch for changes: \(reason)"
        }
    }
}

/// Makes the best watcher for some folders.
enum FolderWatchers {
    /// A started watcher: native events when `mode` allows and the folders' file systems send
    /// them, else polling.
    static func start(
        roots: [WatchRoot], mode: WatchMode, sink: @escaping @Sendable ([FileEvent]) -> Void
    ) throws(WatchError) -> any FolderWatcher {
        for root in roots where !FolderTree.isFolder(root.path) {
            throw .missingFolder(root.path)
        }
        if mode == .automatic, !roots.contains(where: { FileSystemKind.sendsNoEvents(root: $0.path) }) {
            if let native = makeNative(roots: roots, sink: sink) {
                do {
                    try native.start()
                    return native
                } catch {
                    native.stop()
                }
            }
        }
        let polling = PollingWatcher(roots: roots, sink: sink)
        try polling.start()
        return polling
    }

    private static func makeNative(
        roots: [WatchRoot], sink: @escaping @Sendable ([FileEvent]) -> Void
    ) -> (any FolderWatcher)? {
        #if canImport(Glibc)
        return InotifyWatcher(roots: roots, sink: sink)
        #elseif canImport(CoreServices)
        return FSEventsWatcher(roots: roots, sink: sink)
        #else
        return nil
        #endif
    }
}
