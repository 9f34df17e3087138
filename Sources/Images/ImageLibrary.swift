import CVips
import Foundation

/// libvips, opened and started once for the whole process, by the first call that needs it
/// (its start must run once, before any other call; after that libvips may be used from any
/// thread).
enum ImageLibrary {
    /// Whether libvips was found and started; every call here checks it first.
    static let started: Bool = recipebook_vips_start() == 0

    /// libvips's last error message, cleared, or `fallback` when it left none. The message
    /// buffer is shared by all threads: the lock keeps one reader at a time.
    static func lastError(or fallback: String) -> String {
        lock.withLock {
            let message = recipebook_vips_error_buffer().map { String(cString: $0) } ?? ""
            recipebook_vips_error_clear()
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
            return firstLine.isEmpty ? fallback : firstLine
        }
    }

    /// Runs `body`, which builds or frees libvips operations, one thread at a time. Debian's
    /// liborc 0.4.33, which libvips compiles its vector code with, frees that code without
    /// its lock: a build and a free on two threads at once can crash the process. Only
    /// building and freeing wait here; the pixels are still made on every core.
    static func changingPipelines<Result>(_ body: () -> Result) -> Result {
        pipelineLock.withLock(body)
    }

    private static let lock = NSLock()
    private static let pipelineLock = NSLock()
}

/// An owned `VipsImage`, unreferenced when it goes.
final class VipsHandle {
    let image: OpaquePointer

    init(_ image: OpaquePointer) {
        self.image = image
    }

    deinit {
        // The last reference frees the operations behind the image, and their vector code.
        ImageLibrary.changingPipelines { recipebook_vips_unref(image) }
    }

    var width: Int { Int(recipebook_vips_width(image)) }
    var height: Int { Int(recipebook_vips_height(image)) }

    /// Bytes made by libvips (`g_malloc`), copied out and freed.
    static func takeBytes(_ save: (UnsafeMutablePointer<UnsafeMutableRawPointer?>, UnsafeMutablePointer<Int>) -> Int32) -> [UInt8]? {
        var pointer: UnsafeMutableRawPointer?
        var length = 0
        guard save(&pointer, &length) == 0, let pointer else { return nil }
        defer { recipebook_vips_free(pointer) }
        return Array(UnsafeRawBufferPointer(start: pointer, count: length))
    }
}
