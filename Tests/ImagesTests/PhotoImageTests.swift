import Foundation
import Images
import Testing

/// What happens to a phone's photo: upright, stripped, resized, and bad files refused.
struct PhotoImageTests {
    static let limit = 100_000_000

    /// A 4:3 photo held sideways, as phones store a portrait: 120 × 90 stored, orientation 6,
    /// with the camera's make and a GPS position.
    static func sidewaysPhoneJPEG() throws -> [UInt8] {
        try #require(TestPicture.jpeg(width: 120, height: 90, exif: TestPicture.phoneEXIF(orientation: 6), orientation: 6))
    }

    @Test func theTestPhotoCarriesALocationAndAnOrientation() throws {
        let fields = try #require(PhotoImage.metadataFields(of: try Self.sidewaysPhoneJPEG()))
        #expect(fields.contains("exif-data"))
        #expect(fields.contains("exif-ifd3-GPSLatitude"))
        #expect(fields.contains("exif-ifd0-Make"))
        let header = try PhotoImage.header(of: try Self.sidewaysPhoneJPEG(), pixelLimit: Self.limit, scanLimit: 64).get()
        #expect(header.orientation == 6)
        #expect((header.width, header.height) == (90, 120))
    }

    @Test func madeImagesKeepNoMetadataAtAll() throws {
        let made = try PhotoImage.make(from: try Self.sidewaysPhoneJPEG(), webpWidths: [48, 96], jpegWidth: 60, pixelLimit: Self.limit, scanLimit: 64).get()
        #expect(made.count == 3)
        for image in made {
            let fields = try #require(PhotoImage.metadataFields(of: image.bytes))
            let kept = fields.filter { $0.hasPrefix("exif") || $0.hasPrefix("xmp") || $0.hasPrefix("icc") || $0.hasPrefix("iptc") || $0 == "orientation" }
            #expect(kept.isEmpty, "\(image.format) \(image.width) kept some")
            let bytes = Data(image.bytes)
            #expect(bytes.range(of: Data("PhoneMaker".utf8)) == nil)
            #expect(bytes.range(of: Data("Exif".utf8)) == nil)
        }
    }

    @Test func aSidewaysPhotoComesOutUpright() throws {
        let made = try PhotoImage.make(from: try Self.sidewaysPhoneJPEG(), webpWidths: [45, 480], jpegWidth: 960, pixelLimit: Self.limit, scanLimit: 64).get()
        // Upright it is 90 × 120: portrait, never enlarged past its 90 pixels.
        #expect(made.map(\.width) == [45, 90, 90])
        #expect(made.map(\.height) == [60, 120, 120])
        for image in made {
            let header = try PhotoImage.header(of: image.bytes, pixelLimit: Self.limit, scanLimit: 64).get()
            #expect(header.orientation == 1)
            #expect(header.width < header.height)
        }
    }

    @Test func theSizesThePagesPredictAreTheSizesMade() throws {
        let jpeg = try #require(TestPicture.jpeg(width: 1003, height: 751))
        let made = try PhotoImage.make(from: jpeg, webpWidths: [480, 960, 1600], jpegWidth: 960, pixelLimit: Self.limit, scanLimit: 64).get()
        let widths = ImageWidths(webp: [480, 960, 1600], jpeg: 960, photoWidth: 1003)
        #expect(made.map(\.width) == widths.all.map(\.1))
        for image in made {
            #expect(image.height == ImageWidths.height(atWidth: image.width, photoWidth: 1003, photoHeight: 751))
        }
    }

    @Test func aDecompressionBombIsRefusedFromItsHeader() throws {
        let bomb = try [UInt8](Data(contentsOf: Self.fixture("bomb.png")))
        #expect(bomb.count < 1000)
        let result = PhotoImage.make(from: bomb, webpWidths: [480], jpegWidth: 960, pixelLimit: Self.limit, scanLimit: 64)
        #expect(result.failure == .tooManyPixels(width: 50000, height: 50000, limit: Self.limit))
        #expect(result.failure?.description == "is 50000 × 50000 pixels, over the limit of 100 megapixels")
    }

    /// libvips starts without its modules; the HEIF one is opened when a HEIC photo comes.
    @Test func aHEICPhotoIsReadAndMade() throws {
        let heic = try [UInt8](Data(contentsOf: Self.fixture("grey.heic")))
        let header = try PhotoImage.header(of: heic, pixelLimit: Self.limit, scanLimit: 64).get()
        #expect((header.width, header.height) == (320, 240))
        let made = try PhotoImage.make(from: heic, webpWidths: [160], jpegWidth: 160, pixelLimit: Self.limit, scanLimit: 64).get()
        #expect(made.map(\.width) == [160, 160])
    }

    @Test func aPhotoPastThePixelBoundIsRefused() throws {
        let jpeg = try #require(TestPicture.jpeg(width: 200, height: 100))
        #expect(PhotoImage.make(from: jpeg, webpWidths: [48], jpegWidth: 48, pixelLimit: 19_999, scanLimit: 64).failure
            == .tooManyPixels(width: 200, height: 100, limit: 19_999))
        #expect(PhotoImage.make(from: jpeg, webpWidths: [48], jpegWidth: 48, pixelLimit: 20_000, scanLimit: 64).failure == nil)
    }

    @Test func aTruncatedJPEGIsAnErrorNotGreyPixels() throws {
        let jpeg = try #require(TestPicture.jpeg(width: 400, height: 300))
        let cut = Array(jpeg.prefix(jpeg.count / 2))
        let result = PhotoImage.make(from: cut, webpWidths: [100], jpegWidth: 100, pixelLimit: Self.limit, scanLimit: 64)
        guard case .undecodable = result.failure else {
            Issue.record("a cut JPEG gave \(String(describing: result.failure))")
            return
        }
    }

    @Test func textNamedLikeAJPEGIsNoImage() {
        let text = Array("<html>not a photo</html>".utf8)
        guard case .unreadableHeader = PhotoImage.header(of: text, pixelLimit: Self.limit, scanLimit: 64).failure else {
            Issue.record("text was read as an image")
            return
        }
    }

    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/" + name)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
