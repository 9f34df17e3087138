import Foundation

/// Walks a watched folder with `lstat`, never following links to folders.
enum FolderTree {
    /// One file or folder found.
    struct Entry: Equatable {
        /// Its absolute path.
        var path: String
        /// Whether it is a folder.
        var isFolder: Bool
        /// Its modification time in nanoseconds and its size, to notice changes by polling.
        var stamp: Stamp
    }

    /// What polling compares.
    struct Stamp: Equatable {
        var modified: Int64
        var size: Int64
    }

    /// Whether `path` is a folder (following a link).
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Every entry under `folder` (not `folder` itself) that `root` names, folders before their contents.
    static func entries(under folder: String, root: WatchRoot) -> [Entry] {
        var found: [Entry] = []
        var queue = [folder]
        while let current = queue.popLast() {
            for entry in children(of: current, root: root) {
                found.append(entry)
                if entry.isFolder { queue.append(entry.path) }
            }
        }
        return found
    }

    /// The entries directly in `folder` that `root` names, sorted by name.
    static func children(of folder: String, root: WatchRoot) -> [Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().compactMap { name in
            let path = folder + "/" + name
            return root.relativePath(of: path) == nil ? nil : entry(at: path)
        }
    }

    /// The entry at `path`, or `nil` when nothing is there.
    static func entry(at path: String) -> Entry? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return Entry(path: path, isFolder: isFolder, stamp: Stamp(modified: modified, size: Int64(info.st_size)))
    }
}
