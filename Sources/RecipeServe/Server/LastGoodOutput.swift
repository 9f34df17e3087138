import Foundation
import RecipeCore
import RecipeSite

/// A copy of the output folder as the last successful build left it, served while later
/// builds fail, so a broken file never takes its page away from the browser.
///
/// The copy is made of hard links (a build replaces files by renaming new ones over them, so
/// the linked files keep their old bytes) and of real copies where links cannot be made.
final class LastGoodOutput: Sendable {
    private let base: URL
    private struct State {
        var current: String?
        var generation = 0
        /// Files written or removed since the snapshot was taken; `nil` when not known.
        var unsnapshotted: Set<String>? = []
    }
    private let state = Locked(State())

    /// Snapshots kept in a fresh temporary folder named after this process; the folders that
    /// ended serves left behind (killed before they could remove theirs) are removed first.
    init() {
        let temporary = FileManager.default.temporaryDirectory
        LeftoverSnapshots.remove(in: temporary.path)
        base = temporary.appendingPathComponent(LeftoverSnapshots.name(for: getpid()))
    }

    /// The latest snapshot's folder, if any.
    var folder: String? {
        state.withLock { $0.current }
    }

    /// Replaces the snapshot with the output folder as it is now; returns the new folder.
    @discardableResult
    func capture(from output: String) -> String? {
        let number = state.withLock { state in
            state.generation += 1
            return state.generation
        }
        let target = base.appendingPathComponent("\(number)").path
        guard copy(from: output, to: target) else {
            try? FileManager.default.removeItem(atPath: target)
            return nil
        }
        let previous: String? = state.withLock { state in
            defer {
                state.current = target
                state.unsnapshotted = .some([])
            }
            return state.current
        }
        if let previous { try? FileManager.default.removeItem(atPath: previous) }
        return target
    }

    /// Brings the snapshot up to date after a build: after a successful one, only the files
    /// it and any failed builds since the snapshot wrote or removed are linked again (a big
    /// book's snapshot is tens of thousands of links, too slow to make anew after every edit);
    /// a failed build's files are remembered for then.
    ///
    /// - Parameter changed: the files the build wrote or removed; `nil` when unknown (a build
    ///   that stopped half-way), which makes the next successful build copy everything.
    func update(afterBuildSucceeded succeeded: Bool, changed: [String]?, output: String) {
        let (snapshot, pending): (String?, Set<String>?) = state.withLock { state in
            if let changed, let known = state.unsnapshotted {
                state.unsnapshotted = known.union(changed)
            } else {
                state.unsnapshotted = nil
            }
            return (state.current, state.unsnapshotted)
        }
        guard succeeded else { return }
        guard let snapshot, let pending, let source = RealPath.of(output) else {
            capture(from: output)
            return
        }
        for path in pending.sorted() where !relink(path, from: source, to: snapshot) {
            capture(from: output)
            return
        }
        state.withLock { $0.unsnapshotted = .some([]) }
    }

    /// Makes the snapshot's `path` what the output folder's is: a link to the same file, or
    /// nothing when the output has none.
    private func relink(_ path: String, from source: String, to snapshot: String) -> Bool {
        guard OutputFolder.isSafeRelativePath(path) else { return false }
        let from = source + "/" + path
        let to = snapshot + "/" + path
        unlink(to)
        guard let entry = FolderTree.entry(at: from) else { return true }
        guard !entry.isFolder else { return false }
        let folder = to.parentPath
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return false }
        return link(from, to) == 0 || (try? FileManager.default.copyItem(atPath: from, toPath: to)) != nil
    }

    /// Deletes every snapshot.
    func removeAll() {
        state.withLock { $0.current = nil }
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
