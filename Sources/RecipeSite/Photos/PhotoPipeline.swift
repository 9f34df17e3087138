import Foundation
import Images
import RecipeCore

/// Makes the published images of every photo of a book, once per photo's bytes: what the
/// cache holds is reused, the rest is made on every core. A photo that cannot be made is
/// taken out of its recipes, each place with a warning at its line. The guide's pictures are
/// remade into the same cache (``GuidePictures``). The cache is looked up first
/// (``plan(_:outputFolder:settings:bookImage:)``), so that pages can be made while the missing
/// images are (``finish(_:settings:progress:)``).
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
        /// Whether photos were taken out, or the book's picture failed, since the plan: the
        /// pages made from the plan's book are not this book's.
        var changedBook = false
        /// The guide's pictures to publish, by their path in the site, each a file of the cache.
        var guidePictures: [String: String] = [:]

        /// The guide's pictures as files of the site: as remade, never their own files.
        var guidePictureFiles: [SiteFile] {
            guidePictures.sorted { $0.key < $1.key }.map { SiteFile(path: $0.key, content: .copy(from: $0.value), offline: .photo) }
        }
    }

    /// A book's photos looked up in the image cache, before any is made.
    struct Plan: Sendable {
        /// The book without the photos the cache knows to fail; its pages can be made now.
        var loaded: LoadedBook
        /// The cache, the photos it held, and the warnings for those that failed before.
        var outcome = Outcome()
        /// The photos to make, by hash, with their files.
        fileprivate var toMake: [(hash: String, source: String)] = []
        fileprivate var sources: [String: String] = [:]
        fileprivate var bookImage: String?
        /// Why the cache cannot be used, when it cannot.
        fileprivate var cacheProblem = ""

        /// Whether the book is the one given: no photo the cache knows to fail was taken out.
        var keptBook: Bool { outcome.diagnostics.isEmpty }
    }

    /// Looks up what `book`'s photos need in the cache of `outputFolder` (absolute), making the
    /// cache's folders.
    static func plan(_ book: LoadedBook, outputFolder: String, settings: PhotoSettings, bookImage: FoundPhoto?) -> Plan {
        var plan = Plan(loaded: book)
        // The book's own picture (`image` in site.toml) is made like a recipe's photo.
        if let bookImage, let hash = bookImage.contentHash {
            plan.sources[hash] = book.contentFolder + "/" + bookImage.path
            plan.bookImage = hash
        }
        for recipe in book.book.recipes {
            recipe.forEachFoundPhoto { photo in
                guard let found = photo.found, let hash = found.contentHash else { return }
                if plan.sources[hash] == nil { plan.sources[hash] = book.contentFolder + "/" + found.path }
            }
        }
        guard !plan.sources.isEmpty || !book.guideImages.isEmpty else {
            // A book without photos or guide pictures keeps no cache (and drops the one left).
            ImageCache.remove(outputFolder: outputFolder)
            return plan
        }
        var failures: [String: String] = [:]
        do {
            plan.outcome.cache = try ImageCache(outputFolder: outputFolder, settings: settings)
        } catch {
            plan.cacheProblem = "\(error)"
            for hash in plan.sources.keys { failures[hash] = plan.cacheProblem }
        }
        for (hash, source) in plan.sources.sorted(by: { $0.key < $1.key }) {
            switch plan.outcome.cache?.entry(hash: hash) {
            case nil: break
            case .missing: plan.toMake.append((hash, source))
            case .made: plan.outcome.reused += 1
            case .failed(let why):
                plan.outcome.reused += 1
                failures[hash] = why
            }
        }
        plan.outcome.diagnostics = takeOut(failures, from: &plan.loaded)
        return plan
    }

    /// Makes the images `plan` found missing, and the guide's pictures, reporting
    /// `(done, total)` to `progress` as photos are made; returns the book with the photos that
    /// failed taken out of its recipes.
    static func finish(
        _ plan: Plan, settings: PhotoSettings, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async -> (LoadedBook, Outcome) {
        var (loaded, outcome) = (plan.loaded, plan.outcome)
        guard let cache = outcome.cache else {
            outcome.diagnostics += GuidePictures.make(loaded.guideImages, cache: nil, cacheProblem: plan.cacheProblem).diagnostics
            return (loaded, outcome)
        }
        var failures: [String: String] = [:]
        let made = await makeAll(plan.toMake, cache: cache, settings: settings, progress: progress)
        for (hash, why) in made where why != nil { failures[hash] = why }
        outcome.made = plan.toMake.count
        let pictures = GuidePictures.make(loaded.guideImages, cache: cache)
        cache.prune(keeping: Set(plan.sources.keys).union(pictures.cacheKeys))
        let takenOut = takeOut(failures, from: &loaded)
        outcome.changedBook = !takenOut.isEmpty || plan.bookImage.map { failures[$0] != nil } == true
        outcome.diagnostics += takenOut + pictures.diagnostics
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
        // Started on a thread of its own: the shared pool's threads, waiting for it, would
        // hold up the pages made meanwhile.
        _ = await ParallelWork.onThreadOfItsOwn { PhotoImage.startLibrary() }
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
            case .failure(.libraryUnavailable):
                // Not the photo's fault: not kept, so a build after libvips is installed makes it.
                return PhotoSource.why(.libraryUnavailable)
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
            if changed {
                loaded.book.recipes[position] = recipe
                // Known by its contents, not by its file's reading: its pages differ from those
                // of the same reading with the photo.
                loaded.generations[recipe.file] = nil
            }
        }
        return diagnostics
    }
}
