import Foundation
import Testing

/// A guide picture that cannot be published is a warning: `build` still writes the site and
/// exits 0. One picture over 32 MiB once stopped the whole build with exit status 2.
@Suite struct GuidePictureCommandTests {
    @Test func aHugeGuidePictureWarnsAndTheBuildExitsZero() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        try folder.write("Content/guide/01-start.md", "# Start\n\n![Huge](huge.png)\n")
        // A sparse file: 33 MiB to the file system, no disk used.
        let huge = folder.url.appendingPathComponent("Content/guide/huge.png")
        try folder.write("Content/guide/huge.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 33 << 20)
        try handle.close()

        let outcome = try CommandRunner.run(["build", "--content", "Content", "--output", "Site"], in: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.contains(
            "guide/huge.png:1:1: warning: guide picture is 34603008 bytes, over the limit of 33554432 bytes; it is not published"),
            "\(outcome.errors)")
        let site = folder.url.appendingPathComponent("Site")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("guide/start/index.html").path))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("recipes/toast.html").path))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("guide/huge.png").path))
    }
}
