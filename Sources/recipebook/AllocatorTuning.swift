#if canImport(Glibc)
import Glibc
#endif

/// How the C allocator is asked to treat freed memory.
enum AllocatorTuning {
    /// A build makes and drops hundreds of megabytes of page text on each core. glibc's
    /// default hands freed memory back to the kernel as soon as 128 KB sit free at the top of
    /// a thread's heap, then asks for it again moments later: on the 10,000-recipe benchmark
    /// book that churn (page faults on fresh pages, `mprotect` to regrow heaps) cost about a
    /// tenth of the build's time. Keeping freed memory for reuse, and growing heaps in larger
    /// steps, leaves peak memory where it was, since the build needs that peak anyway.
    static func keepFreedMemoryForReuse() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2  // M_TRIM_THRESHOLD, M_TOP_PAD
        _ = mallopt(trimThreshold, 1 << 30)
        _ = mallopt(topPad, 128 << 20)
        #endif
    }
}
