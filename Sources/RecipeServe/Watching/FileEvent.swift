/// One change a watcher saw, before batching.
struct FileEvent: Sendable, Equatable {
    /// What happened to the file.
    enum Kind: Sendable, Equatable {
        /// It appeared: created, or moved or renamed into place.
        case created
        /// Its bytes or attributes changed.
        case modified
        /// It went away: deleted, or moved or renamed elsewhere.
        case removed
    }

    /// The file's name in a change batch (see ``WatchRoot``).
    let relativePath: String
    /// The file's absolute path, to check whether it still exists.
    let absolutePath: String
    /// What happened.
    let kind: Kind
}
