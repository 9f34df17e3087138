import Foundation

/// The temporary folders of last good output that `serve`s killed before they could clean up
/// left behind, found and removed by a later `serve`.
///
/// A folder is removed only when it is surely such a folder: named `recipebook-serve-PID-UUID`
/// exactly, a real folder (not a link), owned by this user, and its process no longer runs.
enum LeftoverSnapshots {
    static let prefix = "recipebook-serve-"

    /// A new folder name for process `pid`.
    static func name(for pid: Int32) -> String {
        "\(prefix)\(pid)-\(UUID().uuidString)"
    }

    /// Removes the leftovers directly inside `folder`.
    static func remove(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let pid = processID(in: name), !isRunning(pid) else { continue }
            let path = folder + "/" + name
            var info = stat()
            // lstat: a link named like ours is left alone, and so is what it points to.
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid() else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The process id in a name made by ``name(for:)``; `nil` for any other name.
    static func processID(in name: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-") else { return nil }
        let digits = rest[..<dash]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let pid = Int32(digits), pid > 0,
              let uuid = UUID(uuidString: String(rest[rest.index(after: dash)...])),
              uuid.uuidString == rest[rest.index(after: dash)...] else { return nil }
        return pid
    }

    /// Whether a process with this id runs (one of another user's counts too).
    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
