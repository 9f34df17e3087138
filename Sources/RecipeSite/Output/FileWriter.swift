import Foundation
import RecipeCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one file of the site into the output folder, atomically, only when its bytes
/// change, and never through a link inside the folder (``LinkFreePath``).
enum FileWriter {
    struct WriteError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { reason }
    }

    /// The bytes `file` holds: its text as UTF-8, its bytes, or the photo it copies.
    static func bytes(of file: SiteFile) throws -> [UInt8] {
        if case .copy(let source) = file.content { return try PhotoSource.bytes(source) }
        if case .bytes(let bytes) = file.content { return bytes }
        let pieces = file.content.pieces
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count })
        for piece in pieces { bytes.append(contentsOf: piece.utf8) }
        return bytes
    }

    /// Writes `file` under `root`; see ``write(_:at:under:compare:isNew:)``.
    @discardableResult
    static func write(_ file: SiteFile, under root: String, compare: Bool = true) throws -> Bool {
        try write(bytes(of: file), at: file.path, under: root, compare: compare, isNew: false)
    }

    /// Writes `bytes` at `path` unless the file there holds them already (when `compare`;
    /// otherwise the caller knows they differ), making its folders as needed. With `isNew`,
    /// the file is known not to be there yet. Returns whether it wrote.
    static func write(_ bytes: [UInt8], at path: String, under root: String, compare: Bool, isNew: Bool) throws -> Bool {
        let (folderPath, name) = LinkFreePath.split(path)
        let folder: Int32
        switch LinkFreePath.openFolder(folderPath, under: root, creating: true) {
        case .success(let opened): folder = opened
        case .failure(let failure): throw WriteError(path: path, reason: failure.description)
        }
        defer { close(folder) }
        if compare, existing(name, in: folder, size: bytes.count) == bytes { return false }
        if isNew {
            // A folder no build has finished writing: nobody reads the file yet, and the record
            // and the mark left before it have the next build compare each file a stopped build
            // may have cut short.
            let file = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if file >= 0 {
                guard fill(file, with: bytes) else {
                    let error = failure(path)
                    unlinkat(folder, name, 0)
                    throw error
                }
                return true
            }
            // There after all (or refused, which the usual way reports): written the usual way.
        }
        // Written beside the file, then renamed over it: a reader (or a build killed half-way)
        // sees the old page or the new one, never half of one.
        let temporary = name + ".recipebook-" + TemporaryNames.next() + ".tmp"
        let file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw failure(path) }
        let filled = fill(file, with: bytes)
        let replaced = filled ? ReplacedFile(in: folder, name: name) : nil
        guard filled, renameat(folder, temporary, folder, name) == 0 else {
            let error = failure(path)
            replaced?.letGo()
            unlinkat(folder, temporary, 0)
            throw error
        }
        replaced?.letGoLater()
        return true
    }

    /// The bytes of the file `name` under `root` (the record), never through a link nor from
    /// a pipe that would keep the build waiting; `nil` when it cannot be read.
    static func bytes(of name: String, under root: String) -> [UInt8]? {
        guard case .success(let folder) = LinkFreePath.openRoot(root) else { return nil }
        defer { close(folder) }
        return existing(name, in: folder, size: nil)
    }

    /// The bytes of `name` in `folder` when it is a regular file (of `size` bytes, when given).
    private static func existing(_ name: String, in folder: Int32, size: Int?) -> [UInt8]? {
        let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, size.map({ $0 == Int(status.st_size) }) ?? true else {
            return nil
        }
        return try? FileBytes.read(file, atMost: Int(status.st_size))
    }

    /// Writes every byte into `file` and closes it; whether both went well.
    private static func fill(_ file: Int32, with bytes: [UInt8]) -> Bool {
        let written = (try? FileHandle(fileDescriptor: file, closeOnDealloc: false).write(contentsOf: bytes)) != nil
        return close(file) == 0 && written
    }

    private static func failure(_ path: String) -> WriteError {
        WriteError(path: path, reason: String(cString: strerror(errno)).lowercased())
    }
}

/// `PID-NUMBER` for each temporary file of this process: the number starts at random and
/// counts up, so names never repeat here and hardly ever meet a file a killed build left.
private enum TemporaryNames {
    private static let process = String(getpid())
    private static let counter = Locked(Int(UInt32.random(in: 0...UInt32.max)))

    static func next() -> String {
        process + "-" + String(counter.withLock { value in
            defer { value += 1 }
            return value
        })
    }
}
