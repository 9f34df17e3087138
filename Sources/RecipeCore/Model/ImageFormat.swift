/// The kinds of image a recipe's photo may be, told apart by the file's first bytes, never by
/// its name: a file named `photo.jpg` that holds a web page is not a photo.
public enum ImageFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case jpeg, png, webp, gif, heic

    /// The file-name extension a published photo of this kind gets.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        case .gif: "gif"
        case .heic: "heic"
        }
    }

    /// How many leading bytes ``init(leadingBytes:)`` needs.
    public static let signatureLength = 16

    /// The format whose signature starts `bytes`, or `nil` for anything else.
    public init?(leadingBytes bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(Self.signatureLength))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("ftyp".utf8), at: 4), head.count >= 12,
                  Self.heifBrands.contains(String(decoding: head[8..<12], as: UTF8.self)) {
            self = .heic
        } else {
            return nil
        }
    }

    /// The major brands of the HEIF files phones write (an iPhone's HEIC among them).
    private static let heifBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]
}
