import RecipeCore

/// Reads a content folder into a ``Book``: every file that can be read is parsed, on all
/// cores, and every problem becomes a diagnostic; one bad file never stops the others.
public struct ContentLoader: Sendable {
    /// The content folder as given by the user.
    public let contentFolder: String
    /// The book's language (`Language(tag: config.language)`): recipes are read with its
    /// unit, range and time words and its decimal separator as well as English ones.
    public let language: Language
    /// The order of the book's parts and recipes (``BookOrder``).
    public let order: BookOrder

    /// A loader for the book in `contentFolder`, reading recipes in the language its config
    /// names (English always too), in the order it gives.
    public init(bookAt contentFolder: String) {
        let config = SiteConfig.load(contentFolder: contentFolder).0
        self.init(contentFolder: contentFolder, language: Language(tag: config.language), order: BookOrder(config))
    }

    /// Makes a loader for `contentFolder`, reading recipes in `language`, putting them in `order`.
    public init(contentFolder: String, language: Language = .english, order: BookOrder = BookOrder()) {
        self.contentFolder = contentFolder
        self.language = language
        self.order = order
    }

    /// Loads the book, or throws when the content folder itself cannot be used.
    public func load() async throws(ContentLoadError) -> LoadedBook {
        let root = try openRoot()
        var scanner = ContentScanner(root: root)
        scanner.scan()
        let parsed = await Self.parseAll(scanner.files, root: root, language: language)
        var loaded = LoadedBook.assemble(parsed, scanDiagnostics: scanner.diagnostics, order: order)
        loaded.contentFolder = root.realPath
        loaded.guideImages = scanner.guideImages
        loaded.modified = Dictionary(scanner.files.map { ($0.relativePath, $0.modified) }, uniquingKeysWith: max)
        return loaded
    }

    /// Loads the book again after some files changed, re-reading only files whose size or
    /// modification time differ from `cache`. With `changed` naming only files the cache
    /// already knows, the folders are not even scanned again.
    public func load(cache: inout LoadCache, changed: Set<String>?) async throws(ContentLoadError) -> LoadedBook {
        let scanned = try scan(cache: &cache, changed: changed)
        return await load(scanned, cache: &cache)
    }

    /// The files of the content folder, found without reading any: the first half of
    /// ``load(cache:changed:)``, so that a build can do other work before files are read.
    func scan(cache: inout LoadCache, changed: Set<String>?) throws(ContentLoadError) -> ScannedContent {
        let root = try openRoot()
        if let changed {
            // A photo that came or went changes the recipes beside it; a recipe file does not.
            let layout = ContentLayout(of: root)
            let photos = changed.filter { [.photo, .other].contains(ChangedFile(.content, $0).kind(in: layout)) }
            cache.forgetNeighbours(of: photos)
        }
        if let changed, let known = cache.knownFiles(updating: changed, root: root) {
            return ScannedContent(
                root: root, files: known, diagnostics: cache.scanDiagnostics, guideImages: cache.guideImages)
        }
        var scanner = ContentScanner(root: root)
        scanner.scan()
        return ScannedContent(
            root: root, files: scanner.files, diagnostics: scanner.diagnostics, guideImages: scanner.guideImages)
    }

    /// Reads and parses the files `scan` found that `cache` does not hold as they are now,
    /// handing the recipes read to `read` before the book is put together.
    func load(_ scanned: ScannedContent, cache: inout LoadCache, read: (([Recipe]) async -> Void)? = nil) async -> LoadedBook {
        var timer = PhaseTimer()
        let files = scanned.files
        let stale = files.filter { !cache.isCurrent($0) }
        let reparsed = await Self.parseAll(stale, root: scanned.root, language: language)
        timer.lap("load: parse")
        if let read {
            await read(reparsed.compactMap(\.publishedRecipe))
        }
        // Every file read anew (a first load): the results are already in the files' order, and
        // the book is put together on another core while the cache takes them.
        let (diagnostics, order) = (scanned.diagnostics, order)
        async let assembledAnew = stale.count == files.count ? LoadedBook.assemble(reparsed, scanDiagnostics: diagnostics, order: order) : nil
        cache.reserve(stale.count)
        for (file, result) in zip(stale, reparsed) { cache.store(file, result) }
        cache.keep(files, scanDiagnostics: scanned.diagnostics, guideImages: scanned.guideImages)
        timer.lap("load: cache")
        var loaded: LoadedBook
        if let assembled = await assembledAnew {
            loaded = assembled
        } else {
            loaded = LoadedBook.assemble(files.compactMap { cache.result(for: $0) }, scanDiagnostics: diagnostics, order: order)
        }
        loaded.contentFolder = scanned.root.realPath
        loaded.guideImages = scanned.guideImages
        loaded.modified = Dictionary(files.map { ($0.relativePath, $0.modified) }, uniquingKeysWith: max)
        loaded.generations = cache.generations
        timer.lap("load: assemble")
        return loaded
    }

    private func openRoot() throws(ContentLoadError) -> ContentRoot {
        guard let real = ContentRoot.realPath(of: contentFolder) else {
            throw .missingContentFolder(contentFolder)
        }
        guard ContentRoot.isFolder(real) else { throw .notAFolder(contentFolder) }
        return ContentRoot(realPath: real)
    }

    private static func parseAll(_ files: [SourceFile], root: ContentRoot, language: Language) async -> [ParsedFile] {
        // Read first, on threads that may wait on the disk; then parsed on every core.
        let read = ParallelWork.map(files.count, threads: ParallelWork.diskThreads) { TextFileReader.read(path: files[$0].absolutePath) }
        return await ParallelWork.map(Array(files.indices)) { parse(files[$0], text: read[$0], root: root, language: language) }
    }

    private static func parse(
        _ file: SourceFile, text read: Result<String, TextFileReader.Failure>, root: ContentRoot, language: Language
    ) -> ParsedFile {
        let text: String
        switch read {
        case .success(let contents):
            text = contents
        case .failure(.unusable(let reason, let line, let column)):
            let location = SourceLocation(file: file.relativePath, line: line, column: column)
            return .unreadable(Diagnostic(reason, at: location))
        }
        switch file.kind {
        case .recipe(let part, let photoFolders):
            return .recipe(RecipeParser.parse(text, file: file.relativePath, part: part, language: language) { name in
                root.locatePhoto(name, in: photoFolders)
            })
        case .chapter:
            return .chapter(ChapterParser.parse(text, file: file.relativePath))
        }
    }
}

/// Why a content folder cannot be loaded at all.
public enum ContentLoadError: Error, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case missingContentFolder(String)
    /// The path is a file, not a folder.
    case notAFolder(String)

    /// A sentence naming the path.
    public var description: String {
        switch self {
        case .missingContentFolder(let path): "content folder '\(path)' does not exist"
        case .notAFolder(let path): "'\(path)' is not a folder"
        }
    }
}

/// The files of a content folder as a scan found them, not yet read.
struct ScannedContent: Sendable {
    let root: ContentRoot
    let files: [SourceFile]
    let diagnostics: [Diagnostic]
    /// The guide's pictures, by path in the content folder (``ContentScanner/guideImages``).
    let guideImages: [String: String]
}

/// The outcome of reading one file.
enum ParsedFile: Sendable {
    case recipe(ParsedRecipe)
    case chapter(ParsedChapter)
    case unreadable(Diagnostic)

    /// The recipe the file gives the book: an empty file has nothing to show, and is
    /// reported, not published.
    var publishedRecipe: Recipe? {
        guard case .recipe(let parsed) = self, !parsed.diagnostics.contains(where: { $0.reason == .emptyFile }) else { return nil }
        return parsed.recipe
    }
}
