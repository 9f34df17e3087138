#if canImport(Glibc)
import Glibc
#endif

/// Hands memory freed after a very large document back to the system.
///
/// The allocator keeps freed memory for reuse, which is right for ten thousand small pages;
/// but cmark keeps several nodes a line, and each thread that parsed a 1 MiB chapter would
/// keep a copy of its tree in its own arena or heap, doubling the build's peak memory.
enum FreedMemory {
    /// Documents at least this long give their memory back once rendered.
    static let largeDocument = 256 << 10

    static func release() {
        #if canImport(Glibc)
        // glibc's allocator trims its heaps; the Glibc module does not declare the function.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            typealias MallocTrim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        #endif
    }
}
