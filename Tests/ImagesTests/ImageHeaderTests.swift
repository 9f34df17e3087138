import Foundation
import Images
import Testing

/// A page needs each photo's upright size before its images are made. The size and the
/// orientation of a JPEG, PNG or WebP are read from the file's own fields, without starting
/// the image library; they must be what libvips reads, or the page would give the browser
/// the wrong shape for the images libvips makes.
struct ImageHeaderTests {
    /// What is read from the fields beside what libvips reads, for `bytes`.
    static func bothReadings(of bytes: [UInt8]) throws -> (fields: ImageHeader?, library: ImageHeader) {
        (ImageHeader(fieldsOf: bytes, jpeg: JPEGMarkers(of: bytes)), try PhotoImage.libraryHeader(of: bytes).get())
    }

    /// `jpeg` with the EXIF block `tiff` put right after its start, before the block libvips
    /// wrote (which it would have corrected), as a camera writes it.
    static func withEXIF(_ jpeg: [UInt8], _ tiff: [UInt8]) -> [UInt8] {
        let block = Array("Exif".utf8) + [0, 0] + tiff
        let length = block.count + 2
        return Array(jpeg.prefix(2)) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + block + jpeg.dropFirst(2)
    }

    /// A big-endian EXIF block whose first directory holds only an orientation of `type`
    /// (3 a short, 4 a long).
    static func bigEndianEXIF(orientation: Int, type: UInt8) -> [UInt8] {
        let value: [UInt8] = type == 3 ? [0, UInt8(orientation), 0, 0] : [0, 0, 0, UInt8(orientation)]
        return Array("MM".utf8) + [0, 42, 0, 0, 0, 8] + [0, 1] + [0x01, 0x12, 0, type, 0, 0, 0, 1] + value + [0, 0, 0, 0]
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 200])
    func aCamerasJPEGIsReadAsLibvipsReadsIt(orientation: Int) throws {
        let plain = try #require(TestPicture.jpeg(width: 40, height: 30))
        let blocks = [
            TestPicture.phoneEXIF(orientation: orientation), Self.bigEndianEXIF(orientation: orientation, type: 3),
            Self.bigEndianEXIF(orientation: orientation, type: 4),
        ]
        for block in blocks {
            let (fields, library) = try Self.bothReadings(of: Self.withEXIF(plain, block))
            #expect(fields == library)
            #expect(fields?.storedWidth == 40 && fields?.storedHeight == 30)
            #expect(fields?.orientation == ((1...8).contains(orientation) ? orientation : 1))
        }
    }

    @Test func jpegsWithoutEXIFOrProgressiveAreReadAsLibvipsReadsThem() throws {
        let plain = try #require(TestPicture.jpeg(width: 33, height: 17))
        let progressive = try #require(TestPicture.progressiveJPEG(width: 64, height: 48))
        // Big-endian EXIF, as some cameras write it, set by libvips itself.
        let turned = try #require(TestPicture.jpeg(width: 20, height: 10, orientation: 6))
        for bytes in [plain, progressive, turned] {
            let (fields, library) = try Self.bothReadings(of: bytes)
            #expect(fields == library)
        }
        #expect(try Self.bothReadings(of: turned).fields?.width == 10)
    }

    @Test(arguments: [
        ("sideways.png", 5, 8, 6), ("sideways.webp", 7, 5, 8), ("lossless.webp", 9, 4, 1),
        ("alpha.webp", 6, 3, 1), ("plain.webp", 11, 3, 1),
    ])
    func pngsAndWebPsAreReadAsLibvipsReadsThem(name: String, width: Int, height: Int, orientation: Int) throws {
        let bytes = try [UInt8](Data(contentsOf: PhotoImageTests.fixture(name)))
        let (fields, library) = try Self.bothReadings(of: bytes)
        #expect(fields == library)
        #expect(fields == ImageHeader(storedWidth: width, storedHeight: height, orientation: orientation))
    }

    /// A format without a reader here, or a start that cannot be read, is left to libvips,
    /// which names what is wrong.
    @Test func otherFormatsAndDamagedStartsAreLeftToLibvips() throws {
        let heic = try [UInt8](Data(contentsOf: PhotoImageTests.fixture("grey.heic")))
        #expect(ImageHeader(fieldsOf: heic, jpeg: nil) == nil)
        #expect(try PhotoImage.header(of: heic, pixelLimit: PhotoImageTests.limit, scanLimit: 64).get().width > 0)
        let png = try #require(TestPicture.png(width: 8, height: 8))
        #expect(ImageHeader(fieldsOf: Array(png.prefix(20)), jpeg: nil) == nil)
        // A size past what any decoder holds is not multiplied into a count that overflows.
        var huge = png
        huge.replaceSubrange(16..<24, with: [UInt8](repeating: 0xFF, count: 8))
        #expect(ImageHeader(fieldsOf: huge, jpeg: nil) == nil)
        #expect((try? PhotoImage.header(of: huge, pixelLimit: PhotoImageTests.limit, scanLimit: 64).get()) == nil)
        let jpeg = try #require(TestPicture.jpeg(width: 8, height: 8))
        let cut = Array(jpeg.prefix(4))
        #expect(ImageHeader(fieldsOf: cut, jpeg: JPEGMarkers(of: cut)) == nil)
        guard case .unreadableHeader = PhotoImage.header(of: cut, pixelLimit: PhotoImageTests.limit, scanLimit: 64).failure else {
            Issue.record("a JPEG cut before its frame was read")
            return
        }
    }
}
