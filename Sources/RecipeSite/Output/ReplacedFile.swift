import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A big file about to be renamed over, held open across the rename so that the system frees
/// its pages when it is let go, on a thread of its own, not inside the rename.
///
/// Renaming over a file drops the old file's last name, and the system then gives back every
/// page of it before `rename` returns, which for the search data of a big book takes longer
/// than writing it. A watch session
/// rewrites such files after an edit; holding the old file open moves that work off the
/// rebuild's path. Small files are not worth the extra `open`.
struct ReplacedFile {
    /// Files smaller than this (a quarter of a mebibyte) are renamed over as they are.
    static let smallest: Int64 = 1 << 18

    private let handle: Int32

    /// The file `name` in the folder open as `folder`, held open, when it is there and at
    /// least ``smallest`` bytes.
    init?(in folder: Int32, name: String) {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0, Int64(status.st_size) >= Self.smallest else { return nil }
        let handle = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard handle >= 0 else { return nil }
        self.handle = handle
    }

    /// Lets the file go now.
    func letGo() {
        close(handle)
    }

    /// Lets the file go on a thread of its own.
    func letGoLater() {
        let handle = handle
        DispatchQueue.global(qos: .utility).async { close(handle) }
    }
}
