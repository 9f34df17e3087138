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
        // The `recipebook` command links jemalloc, which purges every arena's unused pages
        // (`MALLCTL_ARENAS_ALL` is 4096); a process on glibc's allocator (the tests) trims its
        // heaps. The Glibc module declares neither function.
        let process = UnsafeMutableRawPointer(bitPattern: 0)
        if let symbol = dlsym(process, "mallctl") {
            typealias MallCtl = @convention(c) (
                UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?, UnsafeMutableRawPointer?, Int
            ) -> Int32
            _ = unsafeBitCast(symbol, to: MallCtl.self)("arena.4096.purge", nil, nil, nil, 0)
        } else if let symbol = dlsym(process, "malloc_trim") {
            typealias MallocTrim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        #endif
    }
}
