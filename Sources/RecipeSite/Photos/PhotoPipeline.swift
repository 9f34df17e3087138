import Foundation
import Images
import RecipeCore

/// Makes the published images of every photo of a book, once per photo's bytes: what the
/// cache holds is reused, the rest is made on every core. A photo that cannot be made is
/// taken out of its recipes, each place with a warning at its line. The guide's pictures are
/// remade into the same cache (``GuidePictures``).
enum PhotoPipeline {
    /// What one run did.
    struct Outcome: Sendable {
        /// The cache the site's images are copied from; `nil` when it could not be used.
        var cache: ImageCache?
        /// Photos whose images were made by this run.
        var made = 0
        /// Photos whose images the cache already held.
        var reused = 0
        /// A warning at each place of a photo taken out of its recipe, and at each guide
        /// picture not published.
        var diagnostics: [Diagnostic] = []
        /// Whether photos were taken out: the book returned differs from the book given.
        var tookOutPhotos = false
        /// The guide's pictures to publish, by their path in the site, each a file of the cache.
        var guidePictures: [String: String] = [:]
    }

    /// Makes what `book`'s photos need in the cache of `outputFolder` (absolute), reporting
    /// `(done, total)` to `progress` as photos are made; returns the book with the photos that
    /// failed taken out of its recipes.
    static func run(
        _ book: LoadedBook, outputFolder: String, settings: PhotoSettings = .standard, bookImage: FoundPhoto? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async -> (LoadedBook, Outcome) {
        var loaded = book
        var sources: [String: String] = [:]
        // The book's own picture (`image` in site.toml) is made like a recipe's photo.
        if let bookImage, let hash = bookImage.contentHash { sources[hash] = book.contentFolder + "/" + bookImage.path }
        for recipe in loaded.book.recipes {
            recipe.forEachFoundPhoto { photo in
                guard let found = photo.found, let hash = found.contentHash else { return }
                if sources[hash] == nil { sources[hash] = book.contentFolder + "/" + found.path }
            }
        }
        var outcome = Outcome()
        guard !sources.isEmpty || !book.guideImages.isEmpty else {
            // A book without photos or guide pictures keeps no cache (and drops the one left).
            ImageCache.remove(outputFolder: outputFolder)
            return (loaded, outcome)
        }
        var failures: [String: String] = [:]
        let cache: ImageCache
        do {
            cache = try ImageCache(outputFolder: outputFolder, settings: settings)
        } catch {
            for hash in sources.keys { failures[hash] = "\(error)" }
            outcome.diagnostics = takeOut(failures, from: &loaded)
            outcome.tookOutPhotos = !outcome.diagnostics.isEmpty
            outcome.diagnostics += GuidePictures.make(book.guideImages, cache: nil, cacheProblem: "\(error)").diagnostics
            return (loaded, outcome)
        }
        outcome.cache = cache
        var toMake: [(hash: String, source: String)] = []
        for (hash, source) in sources.sorted(by: { $0.key < $1.key }) {
            switch cache.entry(hash: hash) {
            case .missing: toMake.append((hash, source))
            case .made: outcome.reused += 1
            case .failed(let why):
                outcome.reused += 1
                failures[hash] = why
            }
        }
        let made = await makeAll(toMake, cache: cache, settings: settings, progress: progress)
        for (hash, why) in made where why != nil { failures[hash] = why }
        outcome.made = toMake.count
        let pictures = GuidePictures.make(book.guideImages, cache: cache)
        cache.prune(keeping: Set(sources.keys).union(pictures.cacheKeys))
        outcome.diagnostics = takeOut(failures, from: &loaded)
        outcome.tookOutPhotos = !outcome.diagnostics.isEmpty
        outcome.diagnostics += pictures.diagnostics
        outcome.guidePictures = pictures.published
        return (loaded, outcome)
    }

    /// Makes each photo's images, one photo per core at a time; the hashes of those that
    /// failed, with why.
    private static func makeAll(
        _ photos: [(hash: String, source: String)], cache: ImageCache, settings: PhotoSettings,
        progress: (@Sendable (Int, Int) -> Void)?
    ) async -> [(String, String?)] {
        guard !photos.isEmpty else { return [] }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, photos.count))
        let step = max(1, photos.count / 10)
        return await withTaskGroup(of: (String, String?).self) { group in
            var next = 0
            var results: [(String, String?)] = []
            func addNext() {
                guard next < photos.count else { return }
                let photo = photos[next]
                next += 1
                group.addTask { (photo.hash, make(photo.source, hash: photo.hash, cache: cache, settings: settings)) }
            }
            for _ in 0..<workers { addNext() }
            for await result in group {
                results.append(result)
                if results.count % step == 0 || results.count == photos.count { progress?(results.count, photos.count) }
                addNext()
            }
            return results
        }
    }

    /// Makes one photo's images into the cache; what was wrong, when something was.
    private static func make(_ source: String, hash: String, cache: ImageCache, settings: PhotoSettings) -> String? {
        let why: String
        switch PhotoSource.contents(of: source) {
        case .failure(let problem):
            // The file changed since it was read: the next build reads it again.
            return problem.reason(for: source).message
        case .success(let bytes):
            switch PhotoImage.make(
                from: bytes, webpWidths: settings.webpWidths, jpegWidth: settings.jpegWidth,
                pixelLimit: ContentLimits.maximumPhotoPixels, scanLimit: ContentLimits.maximumJPEGScans,
                quality: settings.quality, card: settings.makesCards ? settings.card : nil) {
            case .success(let images):
                do {
                    try cache.store(hash: hash, images: images)
                    return nil
                } catch {
                    return "its images cannot be kept: \(error)"
                }
            case .failure(let problem):
                why = PhotoSource.why(problem)
            }
        }
        // Kept, so that an unchanged bad photo is not decoded again at every build.
        try? cache.store(hash: hash, images: [], failure: why)
        return why
    }

    /// Takes the photos whose hashes failed out of the recipes: each place a warning at its
    /// line, and the recipe built without it.
    private static func takeOut(_ failures: [String: String], from loaded: inout LoadedBook) -> [Diagnostic] {
        guard !failures.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for position in loaded.book.recipes.indices {
            var recipe = loaded.book.recipes[position]
            var changed = false
            for (offset, element) in recipe.elements.enumerated() {
                guard case .photo(var photo) = element, let hash = photo.found?.contentHash, let why = failures[hash] else { continue }
                let place = offset < recipe.elementPlaces.count ? recipe.elementPlaces[offset] : TextPlace(line: 1, column: 1)
                diagnostics.append(Diagnostic(
                    .photoUnreadable(photo.file, why: why),
                    at: SourceLocation(file: recipe.file, line: place.line, column: place.column)))
                photo.found = nil
                recipe.elements[offset] = .photo(photo)
                changed = true
            }
            if changed { loaded.book.recipes[position] = recipe }
        }
        return diagnostics
    }
}
