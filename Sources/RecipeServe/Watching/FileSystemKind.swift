import Foundation

/// Tells file systems that send no change events apart from those that do.
enum FileSystemKind {
    /// Whether the file system holding `root` is one whose changes the system's file events
    /// miss (network and shared folders: NFS, SMB, 9p, FUSE mounts), so only polling sees them.
    static func sendsNoEvents(root: String) -> Bool {
        guard let type = type(of: root) else { return false }
        return ["nfs", "nfs4", "cifs", "smb3", "smbfs", "afpfs", "webdav", "9p", "vboxsf", "prl_fs", "vmhgfs"].contains(type)
            || type.hasPrefix("fuse") || type.hasPrefix("osxfuse") || type.hasPrefix("macfuse")
    }

    #if canImport(Darwin)
    /// The type name of the file system holding `path` (`apfs`, `nfs`, `smbfs`…).
    static func type(of path: String) -> String? {
        var info = statfs()
        guard statfs(path, &info) == 0 else { return nil }
        return withUnsafeBytes(of: info.f_fstypename) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
    #else
    /// The type of the file system holding `path` (`ext4`, `nfs4`, `9p`, `fuse.sshfs`…), from
    /// the mount with the longest mount point above it in `/proc/self/mounts`.
    static func type(of path: String) -> String? {
        guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else { return nil }
        var best: (point: String, type: String)?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            let point = unescape(String(fields[1]))
            let covers = point == "/" || path == point || path.hasPrefix(point + "/")
            if covers, point.count >= (best?.point.count ?? -1) { best = (point, String(fields[2])) }
        }
        return best?.type
    }

    /// A mount point with its `\040`-style octal escapes decoded.
    private static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "\\"), index + 3 < source.count,
               let value = UInt8(String(decoding: source[(index + 1)...(index + 3)], as: UTF8.self), radix: 8) {
                bytes.append(value)
                index += 4
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    #endif
}
