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
}

/// What a build stamp records of one file: enough to notice any later change to it.
struct FileStamp: Equatable, Sendable {
    let size: Int64
    let seconds: Int
    let nanoseconds: Int
    let mode: UInt32

    init(_ status: stat) {
        let time = status.modification
        size = Int64(status.st_size)
        seconds = Int(time.tv_sec)
        nanoseconds = Int(time.tv_nsec)
        mode = UInt32(status.st_mode)
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

    var line: String { "\(size) \(seconds).\(nanoseconds) \(mode)" }
}
