import Foundation
import RecipeCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What this process last wrote (or found) at each path of the output folder, as a hash of
/// the bytes or a page's fingerprint (which no other process could compare: `Hasher` is
/// seeded anew in each), so a rebuild in a watch session skips unchanged pages without
/// reading them back; and the folder's ``OutputRecord`` as the session last left it.
final class OutputMemory: Sendable {
    private let hashes = Locked<[String: Int]>([:])
    private let keptRecord = Locked<OutputRecord?>(nil)
    /// Whether a later build will ask: a one-off build does not hash its pages at all.
    let isKept: Bool

    /// A memory for a session of builds (`isKept`), or a stand-in for a single build.
    init(isKept: Bool = true) {
        self.isKept = isKept
    }

    /// The hash of `file` when this memory keeps hashes, else `nil`.
    func hashIfKept(_ file: SiteFile) -> Int? {
        isKept ? Self.hash(of: file) : nil
    }

    static func hash(of file: SiteFile) -> Int? {
        if let fingerprint = file.fingerprint { return fingerprint }
        // Pages by ``ContentHash``: several times faster than `Hasher` over the 66 MB
        // whole-cookbook page of a big book, which changes with every edit.
        switch file.content {
        case .text, .parts, .rendered: return Int(truncatingIfNeeded: ContentHash.of(file.content.pieces))
        case .copy(let source):
            // A copied photo is known by its source's size and time, not read again each build.
            var hasher = Hasher()
            var status = stat()
            guard stat(source, &status) == 0 else { return nil }
            let time = status.modification
            hasher.combine(source)
            hasher.combine(Int64(status.st_size))
            hasher.combine(Int64(time.tv_sec))
            hasher.combine(Int64(time.tv_nsec))
            return hasher.finalize()
        }
    }

    func isCurrent(_ file: SiteFile, hash: Int?) -> Bool {
        guard let hash else { return false }
        return hashes.withLock { $0[file.path] == hash }
    }

    /// The output folder's record as this session last left it, when it keeps a memory: a
    /// watch session need not read and rewrite a record of thousands of lines when the site
    /// still has the same files.
    var record: OutputRecord? {
        guard isKept else { return nil }
        return keptRecord.current
    }

    func remember(_ record: OutputRecord) {
        guard isKept else { return }
        keptRecord.set(record)
    }

    /// The ``ContentHash`` of `file`'s bytes when `hash` (from ``hashIfKept(_:)``) is one: not
    /// a page's fingerprint (its inputs), nor a photo known by its size and time.
    static func contentHash(of file: SiteFile, keptHash hash: Int?) -> UInt64? {
        guard let hash, file.fingerprint == nil else { return nil }
        if case .copy = file.content { return nil }
        return UInt64(bitPattern: Int64(hash))
    }

    /// Whether what this process last wrote at `file`'s path is known to differ from `file`:
    /// then the file on disk need not be read back to compare.
    func isKnownDifferent(_ file: SiteFile, hash: Int?) -> Bool {
        // Only a hash of the bytes tells: a page's fingerprint (its inputs) can change while
        // its bytes stay the same, and such a page must not be written again. Nor can a photo
        // known by its size and time.
        guard let hash, Self.contentHash(of: file, keptHash: hash) != nil else { return false }
        return hashes.withLock { $0[file.path].map { $0 != hash } ?? false }
    }

    func remember(_ path: String, hash: Int?) {
        guard isKept else { return }
        hashes.withLock { $0[path] = hash }
    }
}
