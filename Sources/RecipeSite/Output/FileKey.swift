import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a session knows of a file it wrote, to skip it next time without reading it back.
enum FileKey: Hashable, Sendable {
    /// A page's fingerprint: the key of what it is made of, known before it is rendered.
    case fingerprint(Int)
    /// The ``ContentHash`` of the bytes.
    case bytes(UInt64)
    /// A copied photo, by its source's path, size and modification time.
    case copy(Int)

    /// The key of `file`, whose bytes are `bytes` when they were made (a page's fingerprint
    /// first: it is known without rendering).
    init?(_ file: SiteFile, bytes: [UInt8]?) {
        if let fingerprint = file.fingerprint {
            self = .fingerprint(fingerprint)
        } else if case .copy(let source) = file.content {
            var status = stat()
            guard stat(source, &status) == 0 else { return nil }
            var hasher = Hasher()
            hasher.combine(source)
            hasher.combine(Int64(status.st_size))
            hasher.combine(Int64(status.modification.tv_sec))
            hasher.combine(Int64(status.modification.tv_nsec))
            self = .copy(hasher.finalize())
        } else if let bytes {
            self = .bytes(ContentHash.of(bytes))
        } else {
            return nil
        }
    }

    /// Whether a file with this key surely holds other bytes than one with `other`: only two
    /// hashes of bytes tell. A fingerprint can change while the bytes stay the same.
    func differs(from other: FileKey) -> Bool {
        if case .bytes(let mine) = self, case .bytes(let theirs) = other { return mine != theirs }
        return false
    }
}
