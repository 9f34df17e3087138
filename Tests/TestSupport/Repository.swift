import Foundation

/// The repository's root folder, found from this source file's place in `Tests/TestSupport/`,
/// so tests read and write the checked-in fixtures wherever the checkout is.
public enum Repository {
    /// The folder that holds `Package.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `path`, relative to the root, as a file URL.
    public static func file(_ path: String) -> URL { root.appendingPathComponent(path) }
}
