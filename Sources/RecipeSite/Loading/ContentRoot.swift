import Foundation
import RecipeCore

/// The content folder, and the one place that decides whether a path stays inside it.
struct ContentRoot: Sendable {
    /// The content folder with every symbolic link resolved.
    let realPath: String

    init(realPath: String) {
        self.realPath = realPath
    }

    func absolutePath(of relativePath: String) -> String {
        realPath + "/" + relativePath
    }

    /// The real path of `absolutePath` when it exists and lies inside the content folder.
    func realPathInside(_ absolutePath: String) -> String? {
        guard let real = Self.realPath(of: absolutePath), contains(real) else { return nil }
        return real
    }

    func contains(_ realPath: String) -> Bool {
        realPath == self.realPath || realPath.hasPrefix(self.realPath + "/")
    }

    /// What an entry of a folder is, following a link only when it stays inside.
    func resolve(_ relativePath: String) -> Result<ContentEntry, DiagnosticReason> {
        let absolute = absolutePath(of: relativePath)
        var linkStatus = stat()
        guard lstat(absolute, &linkStatus) == 0 else {
            return .failure(.unreadable(String(cString: strerror(errno)).lowercased()))
        }
        var real = absolute
        // Not a link: what `lstat` saw is the entry itself, and it is not asked again (this
        // runs for every file of the book, on the one thread that scans it).
        var status = linkStatus
        if (linkStatus.st_mode & S_IFMT) == S_IFLNK {
            guard let target = Self.realPath(of: absolute) else { return .failure(.brokenSymlink) }
            guard contains(target) else {
                return .failure(.symlinkOutsideContent(target: Self.linkText(absolute) ?? target))
            }
            // A link to a folder that holds the link itself would be scanned without end.
            let linkFolder = Self.realPath(of: absolute.parentPath) ?? absolute
            if linkFolder == target || linkFolder.hasPrefix(target + "/") {
                return .failure(.brokenSymlink)
            }
            real = target
            guard stat(real, &status) == 0 else { return .failure(.brokenSymlink) }
        }
        let type: ContentEntry.EntryType = (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
        let modified = Double(status.modification.tv_sec) + Double(status.modification.tv_nsec) / 1e9
        let name = String(relativePath[(relativePath.lastIndex(of: "/").map(relativePath.index(after:)) ?? relativePath.startIndex)...])
        return .success(ContentEntry(
            relativePath: relativePath, realPath: real, type: type, name: name, modified: modified, size: Int(status.st_size)))
    }

    /// Where a photo named by a recipe is, looked for in `folders` (relative to the root).
    func locatePhoto(_ name: String, in folders: [String]) -> PhotoLookup {
        let decoded = name.removingPercentEncoding ?? name
        if decoded.hasPrefix("/") || decoded.hasPrefix("~") || decoded.contains("\\") {
            return .outsideContent
        }
        var lookedFor: [String] = []
        for folder in folders {
            guard let relative = Self.normalise(folder + "/" + decoded) else { return .outsideContent }
            let absolute = absolutePath(of: relative)
            guard FileManager.default.fileExists(atPath: absolute) else {
                lookedFor.append(relative)
                continue
            }
            guard let real = Self.realPath(of: absolute), contains(real) else { return .outsideContent }
            switch PhotoSource.examine(real, relativePath: relative) {
            case .success(let photo): return .found(photo)
            case .failure(let problem): return .unusable(problem.reason(for: name))
            }
        }
        return .missing(lookedFor: lookedFor)
    }

    /// Resolves `.` and `..` without touching the disk; `nil` when the path climbs above the root.
    static func normalise(_ relativePath: String) -> String? {
        relativePath.normalisedPath
    }

    /// An absolute path with `.`, `..` and repeated slashes resolved, without touching the disk.
    static func normaliseAbsolute(_ path: String) -> String {
        var parts: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func realPath(of path: String) -> String? {
        RealPath.of(path)
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    static func linkText(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoPermissionError {
            return "permission denied"
        }
        return nsError.localizedDescription
    }
}

/// One entry of a content folder, links resolved.
struct ContentEntry: Sendable, Equatable {
    enum EntryType: Sendable, Equatable {
        case file
        case directory
    }

    let relativePath: String
    let realPath: String
    let type: EntryType
    /// The last component of the path.
    let name: String
    /// When it was last changed, in seconds since 1970.
    let modified: Double
    /// Its size in bytes.
    let size: Int

    var pathExtension: String { Self.pathExtension(of: name) }

    /// The lowercased extension of a file name (`jpg` for `top.JPG`), empty for none or for a
    /// hidden file's name alone (`.profile`).
    static func pathExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    var baseName: String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
