import Images
import RecipeCore

/// The guide's pictures (screenshots, diagrams in `guide/`) made ready to publish the way
/// photos are: opened the one safe way and known by their bytes, then remade by the image
/// library at their own size, upright and without any metadata, in the format their bytes
/// say, at the path their chapter names. What is made is kept in the image cache, so an
/// unchanged picture is not made again. A picture that cannot be published is a warning at
/// its file, and the rest of the site is built.
enum GuidePictures {
    /// What one run made.
    struct Outcome: Sendable {
        /// The pictures to publish: each one's path in the site, with the cache's file.
        var published: [String: String] = [:]
        /// The cache entries the pictures use, to be kept when the cache is pruned.
        var cacheKeys: Set<String> = []
        /// A warning for each picture not published.
        var diagnostics: [Diagnostic] = []
    }

    /// JPEG and WebP screenshots are made again at a higher quality than photos: text and
    /// thin lines show the artefacts a photo hides.
    static let quality = 90

    /// Makes `pictures` (path in the content folder, and the file it is) into `cache`; with no
    /// cache, none is published and `cacheProblem` says why.
    static func make(_ pictures: [String: String], cache: ImageCache?, cacheProblem: String = "") -> Outcome {
        var outcome = Outcome()
        for (path, source) in pictures.sorted(by: { $0.key < $1.key }) {
            let result = examine(path: path, source: source).flatMap { found in
                cache.map { make(found, into: $0) } ?? .failure(.unreadable(cacheProblem))
            }
            switch result {
            case .success(let (key, file)):
                outcome.published[path] = file
                outcome.cacheKeys.insert(key)
            case .failure(.failedToMake(let key, let why)):
                outcome.cacheKeys.insert(key)
                outcome.diagnostics.append(Diagnostic(.guidePicture(.unreadable(why)), at: SourceLocation(file: path)))
            case .failure(.refused(let problem)):
                outcome.diagnostics.append(Diagnostic(.guidePicture(problem), at: SourceLocation(file: path)))
            }
        }
        return outcome
    }

    /// A picture known by its bytes, ready to be made.
    private struct Found {
        let bytes: [UInt8]
        let format: EncodedImage.Format
        let header: ImageHeader
    }

    /// Why a picture is not published: refused before it is made, or failed when made, now
    /// or by an earlier build (its cache entry is kept, so that an unchanged bad picture is
    /// not decoded again at every build).
    private enum Failure: Error {
        case refused(GuidePictureProblem)
        case failedToMake(key: String, why: String)

        static func unreadable(_ why: String) -> Failure { .refused(.unreadable(why)) }
    }

    /// The picture at `source`, opened the one safe way, known by its bytes and its header.
    private static func examine(path: String, source: String) -> Result<Found, Failure> {
        if ContentEntry.pathExtension(of: path) == "svg" { return .failure(.refused(.svg)) }
        let bytes: [UInt8]
        switch PhotoSource.contents(of: source) {
        case .success(let read): bytes = read
        case .failure(let problem): return .failure(.refused(Self.problem(problem)))
        }
        let format: EncodedImage.Format
        switch ImageFormat(leadingBytes: bytes) {
        case .png: format = .png
        case .jpeg: format = .jpeg
        case .webp: format = .webp
        case .gif: return .failure(.refused(.unsupportedFormat("GIF")))
        case .heic: return .failure(.refused(.unsupportedFormat("HEIC")))
        case nil: return .failure(.refused(.notAnImage))
        }
        switch PhotoImage.header(of: bytes, pixelLimit: ContentLimits.maximumPhotoPixels, scanLimit: ContentLimits.maximumJPEGScans) {
        case .success(let header): return .success(Found(bytes: bytes, format: format, header: header))
        case .failure(.tooManyPixels(let width, let height, let limit)):
            return .failure(.refused(.tooManyPixels(width: width, height: height, limit: limit)))
        case .failure(let problem): return .failure(.unreadable(PhotoSource.why(problem)))
        }
    }

    /// The cache's key and file of `found`, made unless the cache holds it.
    private static func make(_ found: Found, into cache: ImageCache) -> Result<(String, String), Failure> {
        // Apart from the photos' entries: the same bytes may be a recipe's photo too.
        let key = "guide-" + PhotoSource.hash(of: found.bytes)
        switch cache.entry(hash: key) {
        case .made: return .success((key, cache.file(hash: key, width: found.header.width, format: found.format)))
        case .failed(let why): return .failure(.failedToMake(key: key, why: why))
        case .missing: break
        }
        let remade = PhotoImage.remade(
            from: found.bytes, as: found.format, pixelLimit: ContentLimits.maximumPhotoPixels,
            scanLimit: ContentLimits.maximumJPEGScans, quality: quality)
        switch remade {
        case .success(let image):
            do {
                try cache.store(hash: key, images: [image])
                return .success((key, cache.file(hash: key, width: image.width, format: found.format)))
            } catch {
                return .failure(.unreadable("it cannot be kept: \(error)"))
            }
        case .failure(.libraryUnavailable):
            // Not kept, as a photo's (``PhotoPipeline``): libvips may be installed by the next build.
            return .failure(.refused(.unreadable(PhotoSource.why(.libraryUnavailable))))
        case .failure(let problem):
            let why = PhotoSource.why(problem)
            try? cache.store(hash: key, images: [], failure: why)
            return .failure(.failedToMake(key: key, why: why))
        }
    }

    private static func problem(_ problem: PhotoSource.Problem) -> GuidePictureProblem {
        switch problem {
        case .notAFile(let what): .notAFile(what: what)
        case .tooLarge(let bytes): .tooLarge(bytes: bytes, limit: ContentLimits.maximumPhotoSize)
        case .notAnImage: .notAnImage
        case .unreadable(let why), .unreadableImage(let why): .unreadable(why)
        case .tooManyPixels(let width, let height): .tooManyPixels(width: width, height: height, limit: ContentLimits.maximumPhotoPixels)
        }
    }
}
