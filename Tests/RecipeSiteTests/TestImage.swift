import Foundation

/// The first bytes of real image files, followed by `tail`: enough for the build to tell an
/// image by its bytes, and different tails make different photos.
enum TestImage {
    static func jpeg(_ tail: String = "") -> Data {
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]) + Data(tail.utf8)
    }

    static func png(_ tail: String = "") -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]) + Data(tail.utf8)
    }
}
