#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What rendering one input cost: the thread's CPU time (not wall time, so that tests running
/// beside it on the same cores do not make it look slow) and the growth of the process's peak
/// memory.
struct RenderCost {
    let seconds: Double
    let peakMemoryGrowth: Int
    let outputBytes: Int

    static func measure(_ render: () -> String) -> RenderCost {
        let peakBefore = peakMemory()
        let start = threadCPUTime()
        let output = render()
        let seconds = threadCPUTime() - start
        return RenderCost(seconds: seconds, peakMemoryGrowth: peakMemory() - peakBefore, outputBytes: output.utf8.count)
    }

    /// The faster of two measurements of the same render, with the larger memory growth.
    static func cheaper(_ first: RenderCost, _ second: RenderCost) -> RenderCost {
        RenderCost(
            seconds: min(first.seconds, second.seconds),
            peakMemoryGrowth: max(first.peakMemoryGrowth, second.peakMemoryGrowth),
            outputBytes: first.outputBytes
        )
    }

    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The process's peak resident memory, in bytes.
    private static func peakMemory() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
