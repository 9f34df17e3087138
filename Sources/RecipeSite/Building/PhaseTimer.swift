import Foundation

/// Prints how long each phase of a build took, to standard error, when the environment
/// variable `RECIPEBOOK_TIMINGS` is set: for profiling, never on by default.
struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["RECIPEBOOK_TIMINGS"] != nil
    private var last = ContinuousClock.now

    mutating func lap(_ phase: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let elapsed = last.duration(to: now)
        FileHandle.standardError.write(Data("timing: \(phase) \(elapsed.formatted(.units(allowed: [.milliseconds])))\n".utf8))
        last = now
    }
}
