import Foundation
import RecipeCore

/// One build of a site from a content folder into an output folder: load, build, write.
public struct SiteBuild: Sendable {
    /// What to build, and how.
    public struct Options: Sendable {
        /// The content folder.
        public var contentFolder: String
        /// The output folder.
        public var outputFolder: String
        /// A folder whose files replace the default theme's; `nil` looks for `Templates/`
        /// beside the content folder.
        public var templatesFolder: String?
        /// Overrides the config's theme.
        public var theme: ThemeName?
        /// Overrides the config's base URL.
        public var baseURL: String?
        /// How long a page of a long list is (tests make it short, to paginate small books).
        var paging = ListPaging.standard

        /// Options for building `contentFolder` into `outputFolder`.
        public init(contentFolder: String, outputFolder: String, templatesFolder: String? = nil,
                    theme: ThemeName? = nil, baseURL: String? = nil) {
            self.contentFolder = contentFolder
            self.outputFolder = outputFolder
            self.templatesFolder = templatesFolder
            self.theme = theme
            self.baseURL = baseURL
        }
    }

    /// What a finished build did.
    public struct Report: Sendable {
        /// Recipes and chapters read.
        public var recipes = 0, chapters = 0
        public var files = 0 // Files of the site.
        /// Photos whose images this build made (the image cache held the others).
        public var photosMade = 0
        /// What happened in the output folder.
        public var output = OutputSummary()
        /// The files written or removed, by path inside the output folder.
        public var changedFiles: [String] = []
        /// The pages of edited recipes written ahead of the rest of the site (see
        /// ``BuildSession/rebuild(changed:early:)``); they are not in ``changedFiles``.
        public var earlyFiles: [String] = []
        /// Every problem, ordered by file, line and column (``Swift/Array/sortInReportOrder()``).
        public var diagnostics: [Diagnostic] = []
        /// Whether any problem is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Why a build could not run at all.
    public enum Failure: Error, CustomStringConvertible {
        /// The content folder is missing or not a folder.
        case content(ContentLoadError)
        /// The output folder cannot be used.
        case output(OutputError)
        /// The templates folder given does not exist.
        case templatesFolderMissing(String)

        /// A sentence saying what is wrong.
        public var description: String {
            switch self {
            case .content(let error): error.description
            case .output(let error): error.description
            case .templatesFolderMissing(let path): "templates folder '\(path)' does not exist"
            }
        }
    }

    /// The build's options.
    public let options: Options

    /// A build with `options`.
    public init(options: Options) {
        self.options = options
    }

    /// How far a build has got, for a command that shows it.
    public enum Progress: Sendable, Equatable {
        /// The content is read.
        case read(recipes: Int, chapters: Int)
        /// Photos' images are being made: `done` of `total` photos (those the image cache
        /// did not already hold).
        case images(done: Int, total: Int)
        /// Every page is made; writing starts.
        case writing(files: Int)
    }

    /// Loads, builds and writes the site, telling `progress` how far it got.
    public func run(progress: (@Sendable (Progress) -> Void)? = nil) async throws(Failure) -> Report {
        var state = IncrementalState()
        return try await run(state: &state, changed: nil, early: nil, progress: progress)
    }

    /// Loads, builds and writes the site, reusing what `state` kept from the previous run of
    /// the same options: only changed files are read again, only pages whose inputs changed
    /// are rendered, and only files whose bytes changed are written.
    ///
    /// - Parameters:
    ///   - changed: the paths that changed since the last run (relative to the content folder,
    ///     or starting with `Templates/` for the theme), or `nil` when unknown.
    ///   - early: told the paths of recipe pages written ahead of the rest of the site.
    func run(
        state: inout IncrementalState, changed: Set<String>?, early: (@Sendable ([String]) -> Void)?,
        progress: (@Sendable (Progress) -> Void)? = nil
    ) async throws(Failure) -> Report {
        if let folder = options.templatesFolder, !ContentRoot.isFolder(folder) {
            throw .templatesFolderMissing(folder)
        }
        let output = OutputFolder(path: options.outputFolder)
        if !state.outputValidated {
            do {
                let content = ContentRoot.realPath(of: options.contentFolder) ?? options.contentFolder
                try output.validate(contentFolder: options.contentFolder, templatesFolder: templatesFolder(contentFolder: content))
            } catch {
                throw .output(error)
            }
            state.outputValidated = true
        }
        var timer = PhaseTimer()
        // Read once: the book's language decides how its recipes are read.
        var (config, configDiagnostics) = SiteConfig.load(contentFolder: options.contentFolder)
        if let theme = options.theme { config.theme = theme }
        if let baseURL = options.baseURL { config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/" }
        let loader = ContentLoader(contentFolder: options.contentFolder, language: Language(tag: config.language), order: BookOrder(config))
        // What was read in another language is read again.
        if state.language != loader.language.code {
            state.loadCache = LoadCache()
            state.language = loader.language.code
        }
        let changedFiles = changed.map { Set($0.map(ChangedFile.init(batchName:))) }
        let changedContent = changedFiles.map { Set($0.filter { $0.place == .content }.map(\.path)) }
        let earlyFiles = EarlyFiles()
        let scanned: ScannedContent
        do {
            // The pages of deleted recipe files go before anything else is done. Only files
            // deleted: a recipe left out because its file cannot be read keeps its page until
            // the build that reports it ends.
            if var record = state.outputRecord, let last = state.lastBuilder, let changedContent,
               let content = ContentRoot.realPath(of: options.contentFolder) {
                let root = ContentRoot(realPath: content)
                let deleted = changedContent.filter { ContentScanner.isGone(root.absolutePath(of: $0)) }
                let gone = output.removeAhead(last.pagesOfRecipes(deleted), record: &record)
                state.outputRecord = record
                earlyFiles.add(gone)
                if !gone.isEmpty { early?(gone) }
            }
            scanned = try loader.scan(cache: &state.loadCache, changed: changedContent)
            timer.lap("scan")
        } catch {
            throw .content(error)
        }
        // The theme is read, and its templates parsed, beside the recipes.
        let themeChanged = changedFiles.map { $0.contains { $0.place == .templates } } ?? true
        let themeFolder = templatesFolder(contentFolder: scanned.root.realPath)
        let readsTheme = themeChanged || state.theme == nil
        async let themeRead = readsTheme ? Self.readTheme(from: themeFolder) : nil
        // The saved recipes' pages go to the disk as soon as they are read, made by the last
        // build's builder while its config and theme are this build's.
        let last = state.lastBuilder.flatMap { $0.config == config && !themeChanged ? $0 : nil }
        let (usedIn, known) = (state.renderCache.usedIn, state.outputRecord)
        var ahead: (([Recipe]) async -> Void)?
        if let last, let changedContent {
            ahead = { recipes in
                let saved = recipes.filter { changedContent.contains($0.file) }
                await earlyFiles.writer(into: output, known: known, telling: early)(last.pagesAhead(of: saved, usedIn: usedIn))
            }
        }
        let read = await loader.load(scanned, cache: &state.loadCache, read: ahead)
        timer.lap("load")
        progress?(.read(recipes: read.book.recipes.count, chapters: read.book.chapters.count))
        // The photos' images are made while the pages are: only a photo that cannot be made
        // changes the book, and then its pages are made again from the book without it.
        let (bookImage, bookImageDiagnostics) = BookImage.find(config.image, root: scanned.root)
        let (bookIcon, bookIconDiagnostics) = BookImage.find(config.icon, root: scanned.root)
        let settings = PhotoSettings(makesCards: config.baseURL != nil)
        // The image cache is looked up while the theme is read and the index made.
        async let planned = PhotoPipeline.plan(read, outputFolder: OutputFolder.absolute(options.outputFolder), settings: settings, bookImage: bookImage)
        if let read = await themeRead { state.theme = read }
        guard let (theme, themeDiagnostics, templates) = state.theme else { return Report() }
        let index = SiteBuilder.make(loaded: read, config: config, theme: theme, templates: templates)
        let plan = await planned
        async let photoRun = PhotoPipeline.finish(
            plan, settings: settings, progress: progress.map { report in { @Sendable done, total in report(.images(done: done, total: total)) } })
        timer.lap("photos, theme and index")
        // Makes the pages of `loaded` (from `index`, when made of it).
        func pages(of loaded: LoadedBook, index: (SiteBuilder, [Diagnostic])? = nil) async -> (SiteBuilder, [SiteFile], [Diagnostic]) {
            let (made, diagnostics) = index ?? SiteBuilder.make(loaded: loaded, config: config, theme: theme, templates: templates)
            var builder = made.withImageCache(plan.outcome.cache, bookImage: bookImage?.contentHash).withPaging(options.paging)
            builder.bookIcon = bookIcon.map { scanned.root.absolutePath(of: $0.path) }
            // Rendered pages are reused only while everything the whole site shares is the same.
            let siteKey = SiteKey(
                config: config, themeFiles: theme.files, bookImage: builder.bookImage, bookIcon: bookIcon?.contentHash,
                hasGuide: !loaded.book.chapters.isEmpty, hasPlans: !builder.shopping.plans.isEmpty)
            if state.siteKey != siteKey {
                state.renderCache = RenderCache()
                state.renderCache.siteVersion = siteKey.hashValue
                state.siteKey = siteKey
            }
            let built = await builder.build(cache: &state.renderCache)
            return (builder, built.files, diagnostics + built.diagnostics)
        }
        var (builder, files, builderDiagnostics) = await pages(of: plan.loaded, index: plan.keptBook ? index : nil)
        let (loaded, photos) = await photoRun
        if photos.changedBook { (builder, files, builderDiagnostics) = await pages(of: loaded) }
        files += photos.guidePictureFiles
        state.lastBuilder = builder
        var diagnostics = loaded.diagnostics + photos.diagnostics + configDiagnostics + themeDiagnostics + bookImageDiagnostics
            + bookIconDiagnostics + BookImage.problem(bookImage, cache: photos.cache) + builderDiagnostics
        progress?(.writing(files: files.count))
        timer.lap("pages made")
        let written: OutputFolder.WriteResult
        do {
            written = try await output.write(files, record: earlyFiles.noted(in: state.outputRecord), worker: builder.offlineWorker)
        } catch {
            state.outputRecord = nil
            throw .output(error)
        }
        state.outputRecord = written.record
        timer.lap("write")
        diagnostics.sortInReportOrder()
        return Report(
            recipes: loaded.book.recipes.count, chapters: loaded.book.chapters.count,
            files: written.record.paths.count, photosMade: photos.made, output: written.summary, changedFiles: written.changed,
            earlyFiles: earlyFiles.all, diagnostics: diagnostics)
    }

    /// The theme with its own templates and those of `folder`, and what was wrong in them.
    private static func readTheme(from folder: String?) -> (Theme, [Diagnostic], (TemplateSet, [Diagnostic])) {
        let (theme, diagnostics) = Theme.load(overridingFrom: folder)
        return (theme, diagnostics, theme.templates())
    }

    private func templatesFolder(contentFolder: String) -> String? {
        if let folder = options.templatesFolder { return folder }
        let beside = contentFolder.parentPath + "/Templates"
        return ContentRoot.isFolder(beside) ? beside : nil
    }
}
