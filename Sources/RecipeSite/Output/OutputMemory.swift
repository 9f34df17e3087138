import Foundation

/// What this process last wrote (or found) at each path of the output folder, as a hash of
/// the bytes, so a rebuild in a watch session skips unchanged pages without reading them back.
final class OutputMemory: @unchecked Sendable {
    private let lock = NSLock()
    private var hashes: [String: Int] = [:]
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
        var hasher = Hasher()
        switch file.content {
        case .text(let text): combineBytes(of: text, into: &hasher)
        case .parts(let parts): parts.forEach { combineBytes(of: $0, into: &hasher) }
        case .rendered(let make): combineBytes(of: make(), into: &hasher)
        case .copy: return nil
        }
        return hasher.finalize()
    }

    /// Hashes the bytes as they are: `Hasher.combine(String)` normalises Unicode first, which
    /// costs several times more and changes nothing for bytes we write ourselves.
    private static func combineBytes(of text: String, into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    func isCurrent(_ file: SiteFile, hash: Int?) -> Bool {
        guard let hash else { return false }
        lock.lock()
        defer { lock.unlock() }
        return hashes[file.path] == hash
    }

    func remember(_ path: String, hash: Int?) {
        guard isKept else { return }
        lock.lock()
        hashes[path] = hash
        lock.unlock()
    }
}
