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
        public var recipes = 0
        /// Chapters read.
        public var chapters = 0
        /// Files of the site.
        public var files = 0
        /// What happened in the output folder.
        public var output = OutputSummary()
        /// Every problem, ordered by file and line.
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

    /// Loads, builds and writes the site.
    public func run() async throws(Failure) -> Report {
        if let folder = options.templatesFolder, !ContentRoot.isFolder(folder) {
            throw .templatesFolderMissing(folder)
        }
        let output = OutputFolder(path: options.outputFolder)
        do {
            try output.validate(contentFolder: options.contentFolder)
        } catch {
            throw .output(error)
        }
        var timer = PhaseTimer()
        let loaded: LoadedBook
        do {
            loaded = try await ContentLoader(contentFolder: options.contentFolder).load()
        } catch {
            throw .content(error)
        }
        timer.lap("load")
        var diagnostics = loaded.diagnostics
        var (config, configDiagnostics) = SiteConfig.load(contentFolder: loaded.contentFolder)
        diagnostics += configDiagnostics
        if let theme = options.theme { config.theme = theme }
        if let baseURL = options.baseURL { config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/" }
        let (theme, themeDiagnostics) = Theme.load(overridingFrom: templatesFolder(contentFolder: loaded.contentFolder))
        diagnostics += themeDiagnostics
        let (builder, templateDiagnostics) = SiteBuilder.make(loaded: loaded, config: config, theme: theme)
        diagnostics += templateDiagnostics
        timer.lap("config and theme")
        let built = await builder.build()
        diagnostics += built.diagnostics
        let summary: OutputSummary
        do {
            summary = try await output.write(built.files)
        } catch {
            throw .output(error)
        }
        timer.lap("write")
        diagnostics.sort {
            ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column)
        }
        return Report(
            recipes: loaded.book.recipes.count, chapters: loaded.book.chapters.count,
            files: built.files.count, output: summary, diagnostics: diagnostics)
    }

    private func templatesFolder(contentFolder: String) -> String? {
        if let folder = options.templatesFolder { return folder }
        let beside = (contentFolder as NSString).deletingLastPathComponent + "/Templates"
        return ContentRoot.isFolder(beside) ? beside : nil
    }
}
