import Foundation

/// What this process last wrote (or found) at each path of the output folder, as a hash of
/// the bytes, so a rebuild in a watch session skips unchanged pages without reading them back.
final class OutputMemory: @unchecked Sendable {
    private let lock = NSLock()
    private var hashes: [String: Int] = [:]

    static func hash(of file: SiteFile) -> Int? {
        if let fingerprint = file.fingerprint { return fingerprint }
        var hasher = Hasher()
        switch file.content {
        case .text(let text): hasher.combine(text)
        case .parts(let parts): parts.forEach { hasher.combine($0) }
        case .rendered(let make): hasher.combine(make())
        case .copy: return nil
        }
        return hasher.finalize()
    }

    func isCurrent(_ file: SiteFile, hash: Int?) -> Bool {
        guard let hash else { return false }
        lock.lock()
        defer { lock.unlock() }
        return hashes[file.path] == hash
    }

    func remember(_ path: String, hash: Int?) {
        lock.lock()
        hashes[path] = hash
        lock.unlock()
    }
}
