import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Real and absolute paths, the same on every platform (Foundation's differ between them):
/// one home for the build, `watch` and `serve`.
public enum RealPath {
    /// The real path of an existing file or folder, links resolved; `nil` when it does not exist.
    public static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` made absolute against the current folder, `.` and `..` taken out, links not
    /// resolved.
    public static func absolute(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return ContentRoot.normaliseAbsolute(absolute)
    }
}
