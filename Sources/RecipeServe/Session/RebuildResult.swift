import RecipeSite

/// One finished build of a watch session.
public struct RebuildResult: Sendable {
    /// The build's number in the session, from 1.
    public let number: Int
    /// The paths whose change started it; empty for the first build.
    public let changed: [String]
    /// What the build session reported.
    public let outcome: BuildSession.Outcome

    /// A result for build `number`.
    public init(number: Int, changed: [String], outcome: BuildSession.Outcome) {
        self.number = number
        self.changed = changed
        self.outcome = outcome
    }

    /// Whether the build ran and found no error.
    public var succeeded: Bool { outcome.succeeded }

    /// Every problem found (warnings too), or why the build could not run.
    public var problems: [Problem] {
        if let failure = outcome.failure { return [Problem(failure: failure)] }
        return outcome.report?.diagnostics.map(Problem.init) ?? []
    }

    /// What the live-reload channel says about this build.
    /// The first build's files are not listed: no page open before it can show any of them.
    /// Pages written ahead of the rest were announced then (when they were few enough to be),
    /// and reloaded: they are listed only if the build wrote them again.
    public var status: BuildStatus {
        let report = outcome.report
        let listed = number > 1 && succeeded
            && (report?.changedFiles.count ?? .max) <= BuildStatus.changedListLimit
            && (report?.earlyFiles.count ?? 0) <= BuildStatus.changedListLimit
        return BuildStatus(build: number, ok: succeeded, problems: succeeded ? nil : problems, changed: listed ? report?.changedFiles : nil)
    }
}
