import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension stat {
    /// When the file last changed: Darwin and Glibc name this field differently.
    var modification: timespec {
        #if canImport(Darwin)
        st_mtimespec
        #else
        st_mtim
        #endif
    }

    /// When the file or what the system knows of it last changed (no program can set this).
    var statusChange: timespec {
        #if canImport(Darwin)
        st_ctimespec
        #else
        st_ctim
        #endif
    }
}

/// What a build stamp records of one file: enough to notice any later change to it.
struct FileStamp: Equatable, Sendable {
    let size: Int64
    let seconds: Int
    let nanoseconds: Int
    let mode: UInt32
    /// The status-change time and the inode: a file rewritten with the same size and
    /// modification time (set back by a program, or within a coarse clock tick) still differs.
    let changeSeconds: Int
    let changeNanoseconds: Int
    let inode: UInt64
}

extension FileStamp {
    init(_ status: stat) {
        let time = status.modification
        let change = status.statusChange
        size = Int64(status.st_size)
        seconds = Int(time.tv_sec)
        nanoseconds = Int(time.tv_nsec)
        mode = UInt32(status.st_mode)
        changeSeconds = Int(change.tv_sec)
        changeNanoseconds = Int(change.tv_nsec)
        inode = UInt64(status.st_ino)
    }

    /// The file at `path` itself (a link is not followed), or `nil` when there is none.
    init?(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The file open as `descriptor`.
    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }
}
