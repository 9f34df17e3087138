import Foundation
import RecipeCore
import RecipeSite

/// Builds a site, then rebuilds it after every change to its content or templates, until stopped.
///
/// Changes are noticed by a watcher (see ``WatchMode``), gathered into batches (a burst of saves
/// makes one batch) and handed to ``BuildSession/rebuild(changed:)``. Batches that arrive during
/// a build are merged into the next one.
public actor WatchSession {
    /// The folders watched, with the output folder left out.
    public nonisolated let roots: [WatchRoot]
    /// Where the session is.
    public private(set) var state: WatchState = .starting
    /// How changes are noticed, once started.
    public private(set) var watcherKind: WatcherKind?

    private let build: BuildSession
    private let mode: WatchMode
    private let quiet: Duration
    private let cap: Duration
    private let pending = PendingChanges()
    private var builds = 0
    private var onEarlyPages: (@Sendable (_ build: Int, _ pages: [String]) -> Void)?

    /// A session building with `options`; a burst of changes ends after `quiet` without a new
    /// one, or `cap` after it began.
    public init(
        options: SiteBuild.Options, mode: WatchMode = .automatic,
        quiet: Duration = .milliseconds(10), cap: Duration = .milliseconds(500)
    ) {
        self.build = BuildSession(options: options)
        self.roots = Self.roots(for: options)
        self.mode = mode
        self.quiet = quiet
        self.cap = cap
    }

    /// Starts watching, builds the site, then rebuilds after each batch of changes until
    /// ``stop()``; `onRebuild` is called after every build, before the next one starts.
    /// `onEarlyPages` hears, during a build, of the pages of edited recipes written ahead of
    /// the rest of the site: the build's number and the pages' paths in the output folder.
    public func run(
        onRebuild: @Sendable (RebuildResult) async -> Void,
        onEarlyPages: (@Sendable (_ build: Int, _ pages: [String]) -> Void)? = nil
    ) async throws(WatchError) {
        self.onEarlyPages = onEarlyPages
        guard state == .starting else { return }
        let pending = self.pending
        let batcher = ChangeBatcher(quiet: quiet, cap: cap) { pending.add($0) }
        let watcher = try FolderWatchers.start(roots: roots, mode: mode) { batcher.record($0) }
        watcherKind = watcher.kind
        defer {
            watcher.stop()
            batcher.stop()
            state = .stopped
        }
        await rebuild(changed: [], onRebuild: onRebuild)
        while let changed = await pending.next() {
            await rebuild(changed: changed, onRebuild: onRebuild)
        }
    }

    /// Ends ``run(onRebuild:)`` once the build under way, if any, is done. Safe from anywhere.
    public nonisolated func stop() {
        pending.finish()
    }

    private func rebuild(changed: [String], onRebuild: @Sendable (RebuildResult) async -> Void) async {
        state = .building(changed: changed)
        let number = builds + 1
        let early = onEarlyPages.map { hook in { @Sendable (pages: [String]) in hook(number, pages) } }
        let outcome = await build.rebuild(changed: changed, early: early)
        builds += 1
        let result = RebuildResult(number: builds, changed: changed, outcome: outcome)
        state = result.succeeded ? .idle(build: builds) : .failed(build: builds, problems: result.problems)
        await onRebuild(result)
    }

    /// The content folder, and the templates folder the build uses when there is one; the
    /// output folder is never watched.
    static func roots(for options: SiteBuild.Options) -> [WatchRoot] {
        let output = [options.outputFolder]
        var roots = [WatchRoot(path: options.contentFolder, excluded: output)]
        let content = RealPath.of(options.contentFolder) ?? RealPath.absolute(options.contentFolder)
        let templates = options.templatesFolder
            ?? (content.parentPath as NSString).appendingPathComponent("Templates")
        if FolderTree.isFolder(templates) {
            roots.append(WatchRoot(path: templates, prefix: ChangedFile.Place.templates.batchPrefix, excluded: output))
        }
        return roots
    }
}
