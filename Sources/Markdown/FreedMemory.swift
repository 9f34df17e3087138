#if canImport(Glibc)
import Glibc
#endif

/// Hands memory freed after a very large document back to the system.
///
/// The build keeps freed memory for reuse (`AllocatorTuning`), which is right for ten thousand
/// small pages; but cmark keeps several nodes a line, and each thread that parsed a 1 MiB
/// chapter would keep a copy of its tree in its own heap, doubling the build's peak memory.
enum FreedMemory {
    /// Documents at least this long give their memory back once rendered.
    static let largeDocument = 256 << 10

    static func release() {
        #if canImport(Glibc)
        // `malloc_trim` is declared in <malloc.h>, which the Glibc module leaves out.
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }
}
