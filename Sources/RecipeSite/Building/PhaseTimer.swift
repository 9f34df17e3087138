import Foundation

/// Prints how long each phase of a build took, to standard error, when the environment
/// variable `RECIPEBOOK_TIMINGS` is set: for profiling, never on by default. The processor
/// time beside the wall time (all threads of the process) shows how well a phase uses the cores,
/// and the peak memory so far where each phase's memory goes.
struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["RECIPEBOOK_TIMINGS"] != nil
    private var last = ContinuousClock.now
    private var lastProcessor = Self.usage().processor

    mutating func lap(_ phase: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let (processor, peak) = Self.usage()
        let elapsed = last.duration(to: now)
        let used = Int((processor - lastProcessor) * 1000)
        let line = "timing: \(phase) \(elapsed.formatted(.units(allowed: [.milliseconds]))), processor \(used) ms, peak \(peak) MB\n"
        FileHandle.standardError.write(Data(line.utf8))
        last = now
        lastProcessor = processor
    }

    /// User and system time of the whole process so far, in seconds, and the most memory it
    /// has held (`ru_maxrss`: kilobytes on Linux, bytes on macOS), in megabytes.
    private static func usage() -> (processor: Double, peak: Int) {
        var usage = rusage()
        #if canImport(Glibc)
        let who = RUSAGE_SELF.rawValue
        let bytesPerUnit = 1024
        #else
        let who = RUSAGE_SELF
        let bytesPerUnit = 1
        #endif
        guard getrusage(who, &usage) == 0 else { return (0, 0) }
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return (seconds(usage.ru_utime) + seconds(usage.ru_stime), usage.ru_maxrss * bytesPerUnit / (1024 * 1024))
    }
}
