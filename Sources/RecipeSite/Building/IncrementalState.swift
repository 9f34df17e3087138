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
    var outputMemory = OutputMemory()
    /// The builder of the last run, with the book it built.
    var lastBuilder: SiteBuilder?
}

/// The pages a build wrote ahead of the rest, gathered from the tasks that wrote them.
struct EarlyFiles: Sendable {
    private let paths = Locked<[String]>([])

    func add(_ written: [String]) {
        paths.withLock { $0 += written }
    }

    /// Writes pages ahead of the rest into `output`, keeps their paths and tells `early` them.
    func writer(
        into output: OutputFolder, memory: OutputMemory, telling early: (@Sendable ([String]) -> Void)?
    ) -> @Sendable ([SiteFile]) async -> Void {
        { [self] files in
            let written = (try? await output.writeFiles(files, memory: memory)) ?? []
            add(written)
            if !written.isEmpty { early?(written) }
        }
    }

    var all: [String] { paths.current }
}

/// What every page of a site depends on: when it changes, every page is rendered anew.
struct SiteKey: Hashable, Sendable {
    let config: SiteConfig
    let themeFiles: [String: String]
    let hasGuide: Bool
    let hasPlans: Bool
}
