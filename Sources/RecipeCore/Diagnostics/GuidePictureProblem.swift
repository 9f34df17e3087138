/// Why a picture of the guide (a screenshot or diagram in `guide/`) is not published. Each is a
/// warning at the picture's file: the chapters are built, and a link to it leads nowhere.
public enum GuidePictureProblem: Error, Sendable, Equatable {
    /// A folder, a named pipe or a device named like a picture.
    case notAFile(what: String)
    /// A file larger than ``ContentLimits/maximumPhotoSize``.
    case tooLarge(bytes: Int, limit: Int)
    /// Bytes that are no image at all (a web page named `page.png`).
    case notAnImage
    /// An image in a format the guide does not publish (GIF, HEIC).
    case unsupportedFormat(String)
    /// An SVG drawing, which can carry scripts and is never remade into an image.
    case svg
    /// More pixels than ``ContentLimits/maximumPhotoPixels``.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The file cannot be read, or the image library cannot read or remake it; `why` says what.
    case unreadable(String)

    var message: String {
        let start = "guide picture"
        let end = "it is not published"
        return switch self {
        case .notAFile(let what): "\(start) is \(what), not an image file; \(end)"
        case .tooLarge(let bytes, let limit): "\(start) is \(bytes) bytes, over the limit of \(limit) bytes; \(end)"
        case .notAnImage: "\(start) is not a PNG, JPEG or WebP image (judged by its bytes, not its name); \(end)"
        case .unsupportedFormat(let format): "\(start) is a \(format) image, and only PNG, JPEG and WebP are published; \(end)"
        case .svg: "\(start) is an SVG drawing, which is not supported; \(end)"
        case .tooManyPixels(let width, let height, let limit):
            "\(start) is \(width) × \(height) pixels, over the limit of \(limit / 1_000_000) megapixels; \(end)"
        case .unreadable(let why): "\(start) cannot be read as an image (\(why)); \(end)"
        }
    }

    var hint: String? {
        switch self {
        case .notAFile: nil
        case .tooLarge, .tooManyPixels: "save a smaller copy of the picture as PNG, JPEG or WebP"
        case .notAnImage, .unsupportedFormat, .svg, .unreadable: "save the picture as PNG, JPEG or WebP"
        }
    }
}
