import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens folders inside the output folder one component at a time, never through a symbolic
/// link: a link planted in the output folder (`tags/quick -> /somewhere/else`) must not let a
/// build write or delete outside it. The output folder's own path may hold links: the user
/// chose it.
enum LinkFreePath {
    /// Why a folder inside the output folder could not be opened.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// `component` (a path inside the output folder) is a symbolic link or not a folder.
        case notAFolder(String)
        /// The folder is not there (and was not to be made).
        case missing(String)
        /// The system refused, with this reason.
        case system(String, reason: String)

        var description: String {
            switch self {
            case .notAFolder(let path):
                "'\(path)' in the output folder is a symbolic link or a file, not a folder: nothing is written or deleted through it; remove it"
            case .missing(let path): "'\(path)' is not in the output folder"
            case .system(let path, let reason): "'\(path)': \(reason)"
            }
        }
    }

    /// The folder `relative` (components separated by `/`, no `..`) under `root`, open for
    /// `openat` and friends; made, with its parents, when missing and `creating`. The caller
    /// closes the descriptor.
    static func openFolder(_ relative: Substring, under root: String, creating: Bool) -> Result<Int32, Failure> {
        let opened = openRoot(root)
        guard case .success(var handle) = opened else { return opened }
        var walked = ""
        for component in relative.split(separator: "/") where component != "." {
            walked += walked.isEmpty ? String(component) : "/" + component
            let next = openChild(String(component), in: handle, walked: walked, creating: creating)
            close(handle)
            guard case .success(let opened) = next else { return next }
            handle = opened
        }
        return .success(handle)
    }

    /// The output folder itself, whose own path may hold links: the user chose it. The caller
    /// closes the descriptor.
    static func openRoot(_ root: String) -> Result<Int32, Failure> {
        let handle = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return handle >= 0 ? .success(handle) : .failure(failure(errno, path: "."))
    }

    /// The folder `name` in the folder open as `parent` (which stays open), never a link; made
    /// when missing and `creating`. `walked` is its path inside the output folder.
    static func openChild(_ name: String, in parent: Int32, walked: String, creating: Bool) -> Result<Int32, Failure> {
        guard name != ".." else { return .failure(.notAFolder(walked)) }
        var next = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if next < 0, errno == ENOENT, creating {
            if mkdirat(parent, name, 0o755) != 0, errno != EEXIST {
                return .failure(failure(errno, path: walked))
            }
            next = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        return next >= 0 ? .success(next) : .failure(failure(errno, path: walked))
    }

    /// `path`'s folder and last component: `("recipes/soup", "index.html")`.
    static func split(_ path: String) -> (folder: Substring, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (path[..<slash], String(path[path.index(after: slash)...]))
    }

    /// Deletes the file at `relative` under `root` when it is a file (or a link, which is
    /// removed itself, never what it leads to) and no folder on the way is a link.
    @discardableResult
    static func removeFile(_ relative: String, under root: String) -> Bool {
        let (folder, name) = split(relative)
        guard case .success(let handle) = openFolder(folder, under: root, creating: false) else { return false }
        defer { close(handle) }
        var status = stat()
        guard fstatat(handle, name, &status, AT_SYMLINK_NOFOLLOW) == 0, (status.st_mode & S_IFMT) != S_IFDIR else { return false }
        return unlinkat(handle, name, 0) == 0
    }

    /// Deletes the folder at `relative` under `root` when it is empty and no folder on the way
    /// is a link.
    @discardableResult
    static func removeEmptyFolder(_ relative: String, under root: String) -> Bool {
        let (folder, name) = split(relative)
        guard case .success(let handle) = openFolder(folder, under: root, creating: false) else { return false }
        defer { close(handle) }
        return unlinkat(handle, name, AT_REMOVEDIR) == 0
    }

    /// The names in the folder open as `handle` (which stays open).
    static func names(in handle: Int32) -> [String] {
        let copy = dup(handle)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    static func failure(_ error: Int32, path: String) -> Failure {
        switch error {
        case ELOOP, ENOTDIR: .notAFolder(path)
        case ENOENT: .missing(path)
        default: .system(path, reason: String(cString: strerror(error)).lowercased())
        }
    }
}
