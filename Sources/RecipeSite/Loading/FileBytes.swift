import Foundation

/// Reading a whole file that is already open: the one way the site reads the bytes of a
/// content file, a photo or a page it wrote before.
enum FileBytes {
    /// The bytes of the file open as `descriptor` (which stays open), to its end but never
    /// more than `limit`: a file that grows while it is read stays within its bound.
    static func read(_ descriptor: Int32, atMost limit: Int) throws -> [UInt8] {
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        return try handle.read(upToCount: limit).map { [UInt8]($0) } ?? []
    }
}
