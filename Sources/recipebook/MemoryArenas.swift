#if canImport(Glibc)
import CMalloc
import Foundation
#endif

/// The C allocator's arenas, one a core, set before any thread starts.
enum MemoryArenas {
    /// glibc gives a thread that finds the arenas busy one of its own, up to eight a core, and
    /// what is freed into an arena stays there: a big book's build, whose disk threads free
    /// what the threads that compute made, held a tenth more memory at its peak with no
    /// faster build for it (docs/benchmarks.md).
    static func limitToCores() {
        #if canImport(Glibc)
        _ = mallopt(M_ARENA_MAX, Int32(clamping: ProcessInfo.processInfo.activeProcessorCount))
        #endif
    }
}
