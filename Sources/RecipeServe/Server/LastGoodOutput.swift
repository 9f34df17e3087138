import Foundation

/// A copy of the output folder as the last successful build left it, served while later
/// builds fail, so a broken file never takes its page away from the browser.
///
/// The copy is made of hard links (a build replaces files by renaming new ones over them, so
/// the linked files keep their old bytes) and of real copies where links cannot be made.
final class LastGoodOutput: @unchecked Sendable {
    private let base: URL
    private let lock = NSLock()
    // Guarded by `lock`.
    private var current: String?
    private var generation = 0

    /// Snapshots kept in a fresh temporary folder.
    init() {
        base = FileManager.default.temporaryDirectory
            .appendingPathComponent("recipebook-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    }

    /// The latest snapshot's folder, if any.
    var folder: String? {
        lock.withLock { current }
    }

    /// Replaces the snapshot with the output folder as it is now; returns the new folder.
    @discardableResult
    func capture(from output: String) -> String? {
        let number = lock.withLock {
            generation += 1
            return generation
        }
        let target = base.appendingPathComponent("\(number)").path
        guard copy(from: output, to: target) else {
            try? FileManager.default.removeItem(atPath: target)
            return nil
        }
        let previous: String? = lock.withLock {
            defer { current = target }
            return current
        }
        if let previous { try? FileManager.default.removeItem(atPath: previous) }
        return target
    }

    /// Deletes every snapshot.
    func removeAll() {
        lock.withLock { current = nil }
        try? FileManager.default.removeItem(at: base)
    }

    private func copy(from output: String, to target: String) -> Bool {
        let manager = FileManager.default
        guard let source = RealPath.of(output),
              (try? manager.createDirectory(atPath: target, withIntermediateDirectories: true)) != nil,
              let enumerator = manager.enumerator(atPath: source) else { return false }
        while let relative = enumerator.nextObject() as? String {
            let from = source + "/" + relative
            let to = target + "/" + relative
            guard let entry = FolderTree.entry(at: from) else { continue }
            if entry.isFolder {
                guard (try? manager.createDirectory(atPath: to, withIntermediateDirectories: true)) != nil else { return false }
            } else if link(from, to) != 0, (try? manager.copyItem(atPath: from, toPath: to)) == nil {
                return false
            }
        }
        return true
    }
}
