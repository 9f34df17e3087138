import Foundation
import RecipeCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one file of the site, atomically, only when its bytes change.
enum FileWriter {
    struct WriteError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { reason }
    }

    /// What became of one file.
    enum Outcome: Sendable {
        case written(Seen)
        case unchanged(Seen)

        /// How the file system saw the file afterwards (for the build stamp and the records),
        /// and the hash of its bytes when they were hashed.
        struct Seen: Sendable {
            var stamp: FileStamp?
            var hash: UInt64?
        }

        var wasWritten: Bool {
            if case .written = self { return true }
            return false
        }

        var seen: Seen {
            switch self {
            case .written(let seen), .unchanged(let seen): seen
            }
        }

        var stamp: FileStamp? { seen.stamp }
    }

    /// Writes `file` unless it already holds these bytes, making its folder if needed. Without
    /// `compare`, the caller knows the bytes differ and the file is not read back. With a
    /// `record` of the last build, a file that still looks as recorded, with the same hash,
    /// is known unchanged without being read. `contentHash` is the bytes' ``ContentHash`` when
    /// the caller has it already. `folders` opens the file's folder from its parent's kept
    /// handle; with `isNew`, the file is known not to be there yet (see ``Folder/write(_:isNew:)``).
    static func writeIfChanged(
        _ file: SiteFile, under root: String, compare: Bool = true, record: OutputRecord.Seen? = nil,
        contentHash: UInt64? = nil, folders: OpenFolders? = nil, isNew: Bool = false
    ) throws -> Outcome {
        let target = root + "/" + file.path
        if case .copy(let source) = file.content {
            let bytes = try PhotoSource.bytes(source)
            let folder = try Folder(file.path, under: root, folders: folders)
            if compare, let existing = folder.existing(size: bytes.count), existing.bytes == bytes {
                return .unchanged(.init(stamp: existing.stamp))
            }
            return .written(.init(stamp: try folder.write(bytes, isNew: isNew)))
        }
        let parts = file.content.pieces
        let size = parts.reduce(0) { $0 + $1.utf8.count }
        let hash = contentHash ?? ContentHash.of(parts)
        // A file that still looks as recorded is ours as we left it: it is not opened.
        if compare, let record, record.hash == hash, record.stamp.size == size, let now = FileStamp(path: target), now == record.stamp {
            return .unchanged(.init(stamp: now, hash: hash))
        }
        let folder = try Folder(file.path, under: root, folders: folders)
        if compare, let existing = folder.existing(size: size), matches(existing.bytes, parts) {
            return .unchanged(.init(stamp: existing.stamp, hash: hash))
        }
        return .written(.init(stamp: try folder.write(parts, isNew: isNew), hash: hash))
    }

    /// The folder of one file of the site, opened without following any link inside the
    /// output folder: every read back, write and rename goes through it.
    private final class Folder {
        let handle: Int32
        /// Whether the handle is this file's own, or one ``OpenFolders`` lends.
        private let ownsHandle: Bool
        let name: String
        let path: String

        init(_ path: String, under root: String, folders: OpenFolders?) throws {
            let (folder, name) = LinkFreePath.split(path)
            let opened = folders?.open(folder, creating: true)
                ?? LinkFreePath.openFolder(folder, under: root, creating: true).map { OpenFolders.Handle(descriptor: $0, isOwned: true) }
            switch opened {
            case .success(let folder): (handle, ownsHandle) = (folder.descriptor, folder.isOwned)
            case .failure(let failure): throw WriteError(path: path, reason: failure.description)
            }
            self.name = name
            self.path = path
        }

        deinit { if ownsHandle { close(handle) } }

        /// The file's bytes when it is a file of `size` bytes (one open, no separate `stat`:
        /// this runs for every page of a build).
        func existing(size: Int) -> (bytes: [UInt8], stamp: FileStamp)? {
            let descriptor = openat(handle, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            guard let stamp = FileStamp(descriptor: descriptor), stamp.size == size,
                  let bytes = try? FileWriter.readAll(descriptor: descriptor, expected: size, path: path) else { return nil }
            return (bytes, stamp)
        }

        func write(_ parts: [String], isNew: Bool) throws -> FileStamp? {
            try write(isNew: isNew) { handle in
                if parts.count == 1, let only = parts.first {
                    return only.withContiguousUTF8 { FileWriter.writeAll(handle, UnsafeRawBufferPointer($0)) }
                }
                // Many small pieces (the whole-cookbook page) go out in blocks of a mebibyte:
                // one system call per piece cost more than the copy, and the file system zeroes
                // the unwritten end of each partly written block.
                var buffer: [UInt8] = []
                buffer.reserveCapacity(FileWriter.blockSize)
                for index in parts.indices {
                    parts[index].withContiguousUTF8 { buffer.append(contentsOf: $0) }
                    if buffer.count >= FileWriter.blockSize {
                        guard buffer.withUnsafeBytes({ FileWriter.writeAll(handle, $0) }) else { return false }
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
                return buffer.isEmpty || buffer.withUnsafeBytes { FileWriter.writeAll(handle, $0) }
            }
        }

        func write(_ bytes: [UInt8], isNew: Bool) throws -> FileStamp? {
            try write(isNew: isNew) { handle in bytes.withUnsafeBytes { FileWriter.writeAll(handle, $0) } }
        }

        /// Writes beside the file, then renames over it: a reader (or a build killed half-way)
        /// sees the old page or the new one, never half of one. A file that `isNew`, in a
        /// folder no build has finished writing, is made under its own name at once: nobody
        /// reads it yet, and a build killed half-way leaves the record and the mark that have
        /// the next build compare each file's bytes, so a file cut short is written again.
        private func write(isNew: Bool, _ body: (Int32) -> Bool) throws -> FileStamp? {
            if isNew {
                let file = openat(handle, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
                if file >= 0 {
                    let ok = body(file)
                    // Nothing renames the file afterwards: its status now is what the record keeps.
                    let stamp = ok ? FileStamp(descriptor: file) : nil
                    if close(file) == 0, ok { return stamp }
                    let error = FileWriter.failure(path)
                    unlinkat(handle, name, 0)
                    throw error
                }
                // There after all (or refused, which the usual way reports): written the usual way.
            }
            let temporary = try openTemporary()
            return try finish(temporary, ok: body(temporary.handle))
        }

        private func openTemporary() throws -> (handle: Int32, name: String) {
            let temporary = name + ".recipebook-" + TemporaryNames.next() + ".tmp"
            let descriptor = openat(handle, temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw FileWriter.failure(path) }
            return (descriptor, temporary)
        }

        private func finish(_ temporary: (handle: Int32, name: String), ok: Bool) throws -> FileStamp? {
            let closed = close(temporary.handle) == 0
            let replaced = ok && closed ? ReplacedFile(in: handle, name: name) : nil
            guard ok, closed, renameat(handle, temporary.name, handle, name) == 0 else {
                let error = FileWriter.failure(path)
                replaced?.letGo()
                unlinkat(handle, temporary.name, 0)
                throw error
            }
            replaced?.letGoLater()
            // After the rename, which changes the file's status-change time.
            var status = stat()
            return fstatat(handle, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? FileStamp(status) : nil
        }
    }

    private static let blockSize = 1 << 20

    fileprivate static func writeAll(_ handle: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var written = 0
        while written < buffer.count {
            let count = systemWrite(handle, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    private static func matches(_ existing: [UInt8], _ parts: [String]) -> Bool {
        var offset = 0
        for index in parts.indices {
            let same = parts[index].withContiguousUTF8 { bytes in
                guard offset + bytes.count <= existing.count else { return false }
                guard let base = bytes.baseAddress else { return true }
                return existing.withUnsafeBytes { buffer in
                    guard let start = buffer.baseAddress else { return false }
                    return memcmp(start + offset, base, bytes.count) == 0
                }
            }
            guard same else { return false }
            offset += parts[index].utf8.count
        }
        return offset == existing.count
    }

    /// The bytes of the file at `path` (the record), never through a link at
    /// its end nor from a pipe that would keep the build waiting.
    static func readAll(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        var status = stat()
        let expected = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
        return try readAll(descriptor: descriptor, expected: expected, path: path)
    }

    fileprivate static func readAll(descriptor: Int32, expected: Int, path: String) throws -> [UInt8] {
        // Read straight into an array of the file's size, not zeroed first; the loop still
        // copes with a file that grows or shrinks while it is read.
        var capacity = expected + 1
        var result: [UInt8] = []
        var failed = false
        while !failed {
            var filled = result.count
            let grown = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                guard let base = buffer.baseAddress else { count = 0; return }
                result.withUnsafeBufferPointer { old in
                    if let start = old.baseAddress { base.initialize(from: start, count: filled) }
                }
                while filled < capacity {
                    let got = systemRead(descriptor, base + filled, capacity - filled)
                    if got < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        break
                    }
                    if got == 0 { break }
                    filled += got
                }
                count = filled
            }
            result = grown
            if filled < capacity { break }
            capacity *= 2
        }
        if failed { throw failure(path) }
        return result
    }

    static func failure(_ path: String) -> WriteError {
        WriteError(path: path, reason: String(cString: strerror(errno)).lowercased())
    }
}

private func systemRead(_ handle: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(handle, buffer, count)
}

private func systemWrite(_ handle: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(handle, buffer, count)
}

/// `PID-NUMBER` for each temporary file of this process: the number starts at random and
/// counts up, so names never repeat here and hardly ever meet a file a killed build left,
/// without asking the system for a random number and the process id for every file.
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
