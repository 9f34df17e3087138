/// Where a watch session is.
public enum WatchState: Sendable, Equatable {
    /// Not started yet.
    case starting
    /// A build is running; `changed` is what started it (empty for the first).
    case building(changed: [String])
    /// Waiting for changes; the last build, number `build`, succeeded.
    case idle(build: Int)
    /// Waiting for changes; the last build, number `build`, failed with these problems.
    case failed(build: Int, problems: [Problem])
    /// Stopped; no more builds.
    case stopped
}
