import Foundation
import Testing

/// `check` finds the photos a build could not publish, from their headers alone, before a build.
@Suite struct PhotoCheckCommandTests {
    /// A PNG of 661 bytes whose header claims 50,000 × 50,000 pixels.
    static let bomb = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../ImagesTests/Fixtures/bomb.png")

    @Test func checkReportsMissingUnreadableAndTooLargePhotosAtTheirLines() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Cake.recipe", """
            # Cake

            ![Gone](gone.jpg)
            ![Bomb](bomb.png)
            ![Garbled](garbled.jpg)

            Bake.
            """)
        try folder.write("Content/recipes/bomb.png", bytes: [UInt8](try Data(contentsOf: Self.bomb)))
        // A JPEG's first bytes, then a web page: an image by its signature, unreadable after.
        try folder.write("Content/recipes/garbled.jpg", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("<html>".utf8))
        let outcome = try CommandRunner.run(["check", "--content", "Content"], in: folder.url)
        #expect(outcome.status == 0)
        #expect(outcome.errors.contains("recipes/Cake.recipe:3:9: warning: photo 'gone.jpg' not found"))
        #expect(outcome.errors.contains(
            "recipes/Cake.recipe:4:9: warning: photo 'bomb.png' is 50000 × 50000 pixels, over the limit of 100 megapixels; it is not published"))
        #expect(outcome.errors.contains("recipes/Cake.recipe:5:12: warning: photo 'garbled.jpg' cannot be read as an image ("))
        #expect(outcome.errors.contains("3 warnings"))
        // Each problem once, in the tool's words: nothing from the image library besides.
        #expect(!outcome.errors.contains("VIPS"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Output/.recipebook-images").path))
    }
}
