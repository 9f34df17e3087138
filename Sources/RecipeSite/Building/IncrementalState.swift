import Foundation
import RecipeCore

/// What one run of a build leaves for the next run of the same options.
struct IncrementalState: Sendable {
    var outputValidated = false
    /// The language the load cache's recipes were read in.
    var language: String?
    var loadCache = LoadCache()
    var renderCache = RenderCache()
    /// The theme, the problems found loading it, and its templates parsed.
    var theme: (Theme, [Diagnostic], (TemplateSet, [Diagnostic]))?
    var siteKey: SiteKey?
    /// The output folder's record as the last run left it, with what it wrote there.
    var outputRecord: OutputRecord?
    /// The builder of the last run, with the book it built.
    var lastBuilder: SiteBuilder?
}

/// The pages a build wrote ahead of the rest, and what is known of each for the record,
/// gathered from the tasks that wrote them.
struct EarlyFiles: Sendable {
    private let state = Locked<(paths: [String], keys: [String: FileKey?], contents: [String: WrittenContent])>(([], [:], [:]))

    func add(_ written: [String]) {
        state.withLock { $0.paths += written }
    }

    /// Writes pages ahead of the rest into `output` (skipping those `known` says are there),
    /// keeps their paths and tells `early` them.
    func writer(
        into output: OutputFolder, known: OutputRecord?, telling early: (@Sendable ([String]) -> Void)?
    ) -> @Sendable ([SiteFile]) async -> Void {
        { [self] files in
            guard let ahead = try? await output.writeAhead(files, known: known) else { return }
            state.withLock { state in
                state.paths += ahead.written
                state.keys.merge(ahead.keys) { $1 }
                state.contents.merge(ahead.contents) { $1 }
            }
            if !ahead.written.isEmpty { early?(ahead.written) }
        }
    }

    var all: [String] { state.current.paths }

    /// `record` with what the pages written ahead now hold.
    func noted(in record: OutputRecord?) -> OutputRecord? {
        guard var record else { return nil }
        let current = state.current
        // Left as it is, not copied, when nothing was written ahead.
        if current.keys.isEmpty && current.contents.isEmpty { return record }
        for (path, key) in current.keys { record.written[path] = key }
        record.contents.merge(current.contents) { $1 }
        return record
    }
}

/// What every page of a site depends on: when it changes, every page is rendered anew.
struct SiteKey: Hashable, Sendable {
    let config: SiteConfig
    let themeFiles: [String: String]
    /// The hashes of the book's picture and icon picture, which pages and icons are made of.
    let bookImage: String?, bookIcon: String?
    let hasGuide: Bool
    let hasPlans: Bool
}
