import Foundation

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

    /// Returns whether the file was written. Its folder must exist.
    static func writeIfChanged(_ file: SiteFile, under root: String) throws -> Bool {
        let target = root + "/" + file.path
        let bytes: [UInt8]
        switch file.content {
        case .text(let text): bytes = Array(text.utf8)
        case .copy(let source): bytes = try readAll(source)
        }
        if hasSameBytes(target, bytes) { return false }
        // Write beside the target, then rename over it: a reader (or a build killed half-way)
        // sees the old page or the new one, never half of one.
        let temporary = target + ".recipebook-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure(target) }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        let closed = close(descriptor) == 0
        guard ok, closed, rename(temporary, target) == 0 else {
            let error = failure(target)
            unlink(temporary)
            throw error
        }
        return true
    }

    /// Whether `path` exists with exactly these bytes; a different size is known without reading.
    private static func hasSameBytes(_ path: String, _ bytes: [UInt8]) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, Int(status.st_size) == bytes.count else { return false }
        guard let existing = try? readAll(path) else { return false }
        return existing == bytes
    }

    static func readAll(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 65536) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if count == 0 { break }
            result.append(contentsOf: chunk[0..<count])
        }
        return result
    }

    private static func failure(_ path: String) -> WriteError {
        WriteError(path: path, reason: String(cString: strerror(errno)).lowercased())
    }
}
