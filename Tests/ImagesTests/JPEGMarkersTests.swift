import Foundation
import Images
import Testing

/// A JPEG's scans are counted from its markers, and a JPEG of more scans than the bound is
/// refused before libjpeg decodes any of them: each scan is decoded over the whole picture,
/// so a small file of thousands of scans took minutes.
struct JPEGMarkersTests {
    static let pixelLimit = 100_000_000
    static let scanLimit = 64

    @Test func libjpegsProgressiveScriptHasTenScans() throws {
        let progressiveJPEG = try #require(TestPicture.progressiveJPEG(width: 64, height: 48))
        let progressive = try #require(JPEGMarkers(of: progressiveJPEG))
        #expect(progressive.scans == 10)
        #expect(progressive.isProgressive)
        let baselineJPEG = try #require(TestPicture.jpeg(width: 64, height: 48))
        let baseline = try #require(JPEGMarkers(of: baselineJPEG))
        #expect(baseline.scans == 1)
        #expect(!baseline.isProgressive)
        let png = try #require(TestPicture.png(width: 8, height: 8))
        #expect(JPEGMarkers(of: png) == nil)
    }

    @Test func theGrownTestPictureHasTheScansAskedFor() throws {
        let grown = try #require(TestPicture.progressiveJPEG(width: 64, height: 48, scans: 300))
        #expect(JPEGMarkers(of: grown)?.scans == 300)
    }

    /// libjpeg's own reading: bytes between segments, fill bytes, stuffed zeros and restart
    /// markers inside a scan, and restart markers out of place, hide no scan.
    @Test func markersAreReadAsLibjpegReadsThem() {
        let header: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC2, 0x00, 0x04, 0xAA, 0xBB]
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x03, 0x01] + [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD3, 0x56, 0xFF, 0xFF, 0x00, 0x78]
        let garbage: [UInt8] = [0x00, 0x41, 0xFF, 0x00, 0x42]
        let restart: [UInt8] = [0xFF, 0xD5]
        let comment: [UInt8] = [0xFF, 0xFE, 0x00, 0x06] + [0xFF, 0xDA, 0xFF, 0xDA]
        var bytes = header + garbage + scan + scan + restart + [0xFF, 0xFF] + scan + comment + scan
        bytes += [0xFF, 0xD9] + scan + scan
        let scans = JPEGMarkers(of: bytes)
        // The comment's `FF DA` is inside its segment; the scans after the end are never read.
        #expect(scans?.scans == 4)
        #expect(scans?.isProgressive == true)
        // Cut short inside a scan's data: the scans begun are counted.
        #expect(JPEGMarkers(of: header + scan + scan.prefix(7))?.scans == 2)
        #expect(JPEGMarkers(of: [0xFF, 0xD8])?.scans == 0)
        #expect(JPEGMarkers(of: [0xFF]) == nil)
    }

    @Test func aJPEGOverTheBoundIsRefusedFromItsMarkers() throws {
        let stalling = try #require(TestPicture.progressiveJPEG(width: 64, height: 48, scans: Self.scanLimit + 1))
        let problem = ImageProblem.tooManyScans(scans: Self.scanLimit + 1, limit: Self.scanLimit, progressive: true)
        #expect(PhotoImage.header(of: stalling, pixelLimit: Self.pixelLimit, scanLimit: Self.scanLimit) == .failure(problem))
        #expect(throws: problem) {
            try PhotoImage.make(from: stalling, webpWidths: [32], jpegWidth: 32, pixelLimit: Self.pixelLimit, scanLimit: Self.scanLimit).get()
        }
        #expect(problem.description == "is a progressive JPEG of 65 scans, over the limit of 64")
    }

    @Test func aJPEGAtTheBoundIsMade() throws {
        let atTheBound = try #require(TestPicture.progressiveJPEG(width: 64, height: 48, scans: Self.scanLimit))
        let made = try PhotoImage.make(from: atTheBound, webpWidths: [32], jpegWidth: 32, pixelLimit: Self.pixelLimit, scanLimit: Self.scanLimit).get()
        #expect(made.map(\.width) == [32, 32])
    }
}
