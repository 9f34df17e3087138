import CVips

/// An encoded image made from a photo.
public struct EncodedImage: Sendable, Hashable {
    /// The formats published: a photo as WebP and JPEG, a guide's picture in its own format.
    public enum Format: String, Sendable, Hashable {
        case webp, jpeg, png

        /// The file-name extension.
        public var fileExtension: String {
            switch self {
            case .webp: "webp"
            case .jpeg: "jpg"
            case .png: "png"
            }
        }
    }

    /// Its format.
    public let format: Format
    /// Its pixel size.
    public let width: Int
    public let height: Int
    /// Its bytes.
    public let bytes: [UInt8]
    /// Whether it is a link preview's card (cropped to a fixed size), not the photo scaled.
    public let isCard: Bool

    init(format: Format, width: Int, height: Int, bytes: [UInt8], isCard: Bool = false) {
        self.format = format
        self.width = width
        self.height = height
        self.bytes = bytes
        self.isCard = isCard
    }
}

/// The size of the card a chat app shows for a shared link: a photo cropped to it.
public struct CardSize: Sendable, Hashable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size Open Graph readers (chat apps, social sites) show large.
    public static let linkPreview = CardSize(width: 1200, height: 630)
}

/// Why a photo cannot be made into images.
public enum ImageProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// libvips could not start (it is installed, so this is a broken installation).
    case libraryUnavailable
    /// The header cannot be read: not an image libvips knows, or damaged at its start.
    case unreadableHeader(String)
    /// More pixels than the bound: decoding would take more memory and time than a photo may.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// A JPEG of more scans than the bound: libjpeg decodes each scan over the whole picture,
    /// so a small file of thousands of scans would take minutes.
    case tooManyScans(scans: Int, limit: Int, progressive: Bool)
    /// The pixels cannot be decoded: a truncated or damaged file.
    case undecodable(String)

    /// A phrase saying what is wrong.
    public var description: String {
        switch self {
        case .libraryUnavailable: "the image library, libvips 8 (libvips.so.42), is not installed or could not start"
        case .unreadableHeader(let why): "cannot be read as an image (\(why))"
        case .tooManyPixels(let width, let height, let limit):
            "is \(width) × \(height) pixels, over the limit of \(limit / 1_000_000) megapixels"
        case .tooManyScans(let scans, let limit, let progressive):
            "is a \(progressive ? "progressive " : "")JPEG of \(scans) scans, over the limit of \(limit)"
        case .undecodable(let why): "is damaged or cut short (\(why))"
        }
    }
}

/// Photos read and made into published images by libvips: the one place that calls it.
public enum PhotoImage {
    /// Starts libvips now, for a caller that knows photos are coming; whether it started.
    /// Otherwise the first photo starts it (loading its modules), and every other thread
    /// that needs it meanwhile waits.
    @discardableResult
    public static func startLibrary() -> Bool {
        ImageLibrary.started
    }

    /// The header of the image in `bytes`, refused when it has more than `pixelLimit` pixels,
    /// or when it is a JPEG of more than `scanLimit` scans (counted from its markers). A JPEG,
    /// PNG or WebP is read without the image library; another format starts it.
    public static func header(
        of bytes: [UInt8], pixelLimit: Int, scanLimit: Int
    ) -> Result<ImageHeader, ImageProblem> {
        let markers = JPEGMarkers(of: bytes)
        let header: ImageHeader
        if let read = ImageHeader(fieldsOf: bytes, jpeg: markers) {
            header = read
        } else {
            switch libraryHeader(of: bytes) {
            case .success(let read): header = read
            case .failure(let problem): return .failure(problem)
            }
        }
        guard header.pixels <= pixelLimit else {
            return .failure(.tooManyPixels(width: header.width, height: header.height, limit: pixelLimit))
        }
        if let markers, markers.scans > scanLimit {
            return .failure(.tooManyScans(scans: markers.scans, limit: scanLimit, progressive: markers.isProgressive))
        }
        return .success(header)
    }

    /// The header of the image in `bytes` as libvips reads it.
    public static func libraryHeader(of bytes: [UInt8]) -> Result<ImageHeader, ImageProblem> {
        guard ImageLibrary.started else { return .failure(.libraryUnavailable) }
        return bytes.withUnsafeBytes { buffer -> Result<ImageHeader, ImageProblem> in
            guard let base = buffer.baseAddress, let image = recipebook_vips_header(base, buffer.count) else {
                return .failure(.unreadableHeader(ImageLibrary.lastError(or: "unknown format")))
            }
            let handle = VipsHandle(image)
            return .success(ImageHeader(
                storedWidth: handle.width, storedHeight: handle.height, orientation: Int(recipebook_vips_orientation(image))))
        }
    }

    /// The photo in `bytes` turned upright, stripped of every metadata field and written as
    /// WebP at each of `webpWidths` and as JPEG at `jpegWidth`, each width capped at the
    /// photo's own (never enlarged; equal widths made once). The header is checked against
    /// `pixelLimit` and `scanLimit` before any pixel is decoded. With `card`, a JPEG of that
    /// size cropped around the centre comes last (``EncodedImage/isCard``).
    public static func make(
        from bytes: [UInt8], webpWidths: [Int], jpegWidth: Int, pixelLimit: Int, scanLimit: Int, quality: Int = 80,
        card: CardSize? = nil
    ) -> Result<[EncodedImage], ImageProblem> {
        guard ImageLibrary.started else { return .failure(.libraryUnavailable) }
        let header: ImageHeader
        switch Self.header(of: bytes, pixelLimit: pixelLimit, scanLimit: scanLimit) {
        case .success(let read): header = read
        case .failure(let problem): return .failure(problem)
        }
        let widths = ImageWidths(webp: webpWidths, jpeg: jpegWidth, photoWidth: header.width)
        return bytes.withUnsafeBytes { buffer -> Result<[EncodedImage], ImageProblem> in
            guard let base = buffer.baseAddress else { return .failure(.undecodable("empty file")) }
            // Decoded once, at the largest width wanted (shrink-on-load), into memory; the
            // smaller ones are made from that.
            let thumbnail = ImageLibrary.changingPipelines {
                recipebook_vips_thumbnail_buffer(base, buffer.count, Int32(widths.largest))
            }
            guard let loaded = thumbnail else {
                return .failure(.undecodable(ImageLibrary.lastError(or: "cannot decode")))
            }
            let lazy = VipsHandle(loaded)
            guard let inMemory = recipebook_vips_copy_memory(lazy.image) else {
                return .failure(.undecodable(ImageLibrary.lastError(or: "cannot decode")))
            }
            let largest = VipsHandle(inMemory)
            var made: [EncodedImage] = []
            for (format, width) in widths.all {
                guard let image = resized(largest, to: width) else {
                    return .failure(.undecodable(ImageLibrary.lastError(or: "cannot resize")))
                }
                guard let encoded = encode(image, as: format, quality: quality) else {
                    return .failure(.undecodable(ImageLibrary.lastError(or: "cannot encode")))
                }
                made.append(EncodedImage(format: format, width: image.width, height: image.height, bytes: encoded))
            }
            if let card {
                let cropped = ImageLibrary.changingPipelines {
                    recipebook_vips_cover_image(largest.image, Int32(card.width), Int32(card.height))
                }
                guard let image = cropped.map(VipsHandle.init), let encoded = encode(image, as: .jpeg, quality: quality) else {
                    return .failure(.undecodable(ImageLibrary.lastError(or: "cannot crop")))
                }
                made.append(EncodedImage(format: .jpeg, width: image.width, height: image.height, bytes: encoded, isCard: true))
            }
            return .success(made)
        }
    }

    /// The picture in `bytes` at its own size, turned upright, stripped of every metadata field
    /// and written again as `format`: a guide's screenshot or diagram, published at the path
    /// its chapter names. The header is checked against `pixelLimit` and `scanLimit` before
    /// any pixel is decoded.
    public static func remade(
        from bytes: [UInt8], as format: EncodedImage.Format, pixelLimit: Int, scanLimit: Int, quality: Int = 90
    ) -> Result<EncodedImage, ImageProblem> {
        guard ImageLibrary.started else { return .failure(.libraryUnavailable) }
        let header: ImageHeader
        switch Self.header(of: bytes, pixelLimit: pixelLimit, scanLimit: scanLimit) {
        case .success(let read): header = read
        case .failure(let problem): return .failure(problem)
        }
        return bytes.withUnsafeBytes { buffer -> Result<EncodedImage, ImageProblem> in
            guard let base = buffer.baseAddress else { return .failure(.undecodable("empty file")) }
            // A thumbnail at the picture's own upright width: turned upright, never resized.
            let thumbnail = ImageLibrary.changingPipelines {
                recipebook_vips_thumbnail_buffer(base, buffer.count, Int32(header.width))
            }
            guard let loaded = thumbnail.map(VipsHandle.init) else {
                return .failure(.undecodable(ImageLibrary.lastError(or: "cannot decode")))
            }
            guard let encoded = encode(loaded, as: format, quality: quality) else {
                return .failure(.undecodable(ImageLibrary.lastError(or: "cannot encode")))
            }
            return .success(EncodedImage(format: format, width: loaded.width, height: loaded.height, bytes: encoded))
        }
    }

    /// The names of the metadata fields libvips finds in `bytes` (`exif-data`, `xmp-data`,
    /// `icc-profile-data`, `orientation`, …); `nil` when it cannot read them.
    public static func metadataFields(of bytes: [UInt8]) -> [String]? {
        guard ImageLibrary.started else { return nil }
        return bytes.withUnsafeBytes { buffer -> [String]? in
            guard let base = buffer.baseAddress, let image = recipebook_vips_header(base, buffer.count) else { return nil }
            let handle = VipsHandle(image)
            guard let names = recipebook_vips_fields(handle.image) else { return nil }
            defer { recipebook_vips_free_fields(names) }
            var fields: [String] = []
            var index = 0
            while let name = names[index] {
                fields.append(String(cString: name))
                index += 1
            }
            return fields
        }
    }

    private static func resized(_ image: VipsHandle, to width: Int) -> VipsHandle? {
        if image.width == width { return image }
        let thumbnail = ImageLibrary.changingPipelines { recipebook_vips_thumbnail_image(image.image, Int32(width)) }
        return thumbnail.map(VipsHandle.init)
    }

    private static func encode(_ metadata: VipsHandle, as format: EncodedImage.Format, quality: Int) -> [UInt8]? {
        guard let image = recipebook_vips_without_metadata(metadata.image).map(VipsHandle.init) else { return nil }
        switch format {
        case .webp:
            return VipsHandle.takeBytes { recipebook_vips_webp(image.image, Int32(quality), $0, $1) }.flatMap(WebPMetadata.removed)
        case .jpeg:
            guard let flat = recipebook_vips_flatten_white(image.image).map(VipsHandle.init) else { return nil }
            return VipsHandle.takeBytes { recipebook_vips_jpeg(flat.image, Int32(quality), $0, $1) }
        case .png:
            return VipsHandle.takeBytes { recipebook_vips_png_stripped(image.image, $0, $1) }
        }
    }
}
