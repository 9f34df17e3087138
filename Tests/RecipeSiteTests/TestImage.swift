import Foundation
import Images
@testable import RecipeSite

/// Small real images drawn by libvips (``TestPicture``): the build decodes every photo, so a
/// test's photo must be one. Different tails make different pictures, hence different photos.
enum TestImage {
    static func jpeg(_ tail: String = "", width: Int = 40, height: Int = 30) -> Data {
        Data(TestPicture.jpeg(width: width, height: height, tint: tint(tail)) ?? [])
    }

    static func png(_ tail: String = "", width: Int = 40, height: Int = 30) -> Data {
        Data(TestPicture.png(width: width, height: height, tint: tint(tail)) ?? [])
    }

    /// The first bytes of a JPEG and nothing else: an image by its signature, not decodable.
    static func jpegSignatureOnly(_ tail: String = "") -> Data {
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]) + Data(tail.utf8)
    }

    /// Where the site publishes the image `width` across in `format` (`webp`, `jpg`) made
    /// from a photo of `bytes`.
    static func publishedPath(of bytes: Data, width: Int, format: String) -> String {
        "photos/" + PhotoSource.hash(of: [UInt8](bytes)) + "-\(width).\(format)"
    }

    /// A colour made from `tail`, the same in every run.
    private static func tint(_ tail: String) -> (Double, Double, Double) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in tail.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return (Double(hash & 0xFF), Double((hash >> 8) & 0xFF), Double((hash >> 16) & 0xFF))
    }
}
