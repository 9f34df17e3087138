#if canImport(Glibc)
import CMalloc
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
        _ = malloc_trim(0)
        #endif
    }
}
