import RecipeCore

/// A site kept built across many changes, for `watch` and `serve`.
///
/// The first ``rebuild(changed:)`` builds everything; later calls get the paths that changed
/// (relative to the content folder, or to the templates folder for theme files) and bring the
/// output folder up to date. Whatever work is skipped, the output is byte-identical to what a
/// clean full build of the same files would write.
public actor BuildSession {
    /// What one rebuild did.
    public struct Outcome: Sendable {
        /// Why it ran.
        public let trigger: Trigger
        /// What the build reported; `nil` when it could not run at all.
        public let report: SiteBuild.Report?
        /// Why it could not run, when it could not.
        public let failure: String?
        /// How long it took.
        public let duration: Duration

        /// Whether the build ran and found no error.
        public var succeeded: Bool { report.map { !$0.hasErrors } ?? false }
    }

    /// What started a rebuild.
    public enum Trigger: Sendable, Equatable {
        /// The first build of the session.
        case start
        /// These files changed (paths as the watcher saw them).
        case changed([String])
    }

    /// The options every rebuild uses.
    public let options: SiteBuild.Options
    private var builds = 0
    private var state = IncrementalState()
    /// The rebuild running or run last: each waits for the one before it, so that only one at
    /// a time works on what the session keeps.
    private var latest: Task<Outcome, Never>?

    /// A session building with `options`.
    public init(options: SiteBuild.Options) {
        self.options = options
    }

    /// Brings the output folder up to date with the content and templates, after any rebuild
    /// asked for earlier has finished.
    ///
    /// - Parameter early: told the pages of changed recipes that were written (paths inside
    ///   the output folder), as soon as they are on disk and before the rest of the site is
    ///   brought up to date.
    public func rebuild(changed paths: [String] = [], early: (@Sendable ([String]) -> Void)? = nil) async -> Outcome {
        let previous = latest
        let next = Task {
            _ = await previous?.value
            return await rebuildNow(changed: paths, early: early)
        }
        latest = next
        return await next.value
    }

    private func rebuildNow(changed paths: [String], early: (@Sendable ([String]) -> Void)?) async -> Outcome {
        let started = ContinuousClock.now
        let trigger: Trigger = builds == 0 ? .start : .changed(paths)
        builds += 1
        do {
            // Taken out, not copied, so that a rebuild changes what it keeps in place.
            var current = state
            state = IncrementalState()
            defer { state = current }
            let report = try await SiteBuild(options: options)
                .run(state: &current, changed: trigger == .start || paths.isEmpty ? nil : Set(paths), early: early)
            return Outcome(trigger: trigger, report: report, failure: nil, duration: started.duration(to: .now))
        } catch {
            return Outcome(trigger: trigger, report: nil, failure: error.description, duration: started.duration(to: .now))
        }
    }
}
