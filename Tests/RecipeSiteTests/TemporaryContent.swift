import Foundation

/// A content folder in a fresh temporary directory, removed when the test is done.
final class TemporaryContent {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("recipebook-tests-\(UUID().uuidString)")
            .appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    var path: String { root.path }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, bytes: Data(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, bytes: Data) throws -> URL {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
        return url
    }

    func symlink(_ relativePath: String, to destination: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// A file of `size` bytes that takes no room on disk.
    func sparseFile(_ relativePath: String, size: Int) throws {
        let url = try write(relativePath, "")
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }
}
