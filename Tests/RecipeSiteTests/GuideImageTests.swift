import Foundation
import Testing
@testable import RecipeSite

/// A chapter shows the guide's own pictures (screenshots, diagrams) kept in `guide/`: they are
/// published at the same path, and the chapter, its print page and the PDF lead to them.
@Suite struct GuideImageTests {
    @Test func aChaptersPictureIsPublishedAndShown() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        try content.write("guide/01-start.md", "# Start\n\n![The contents page](pictures/contents%20page.png)\n\n![Missing](pictures/gone.png)\n")
        try content.write("guide/pictures/contents page.png", bytes: TestImage.png())
        let site = try await BuiltSite.build(content)
        #expect(FileManager.default.fileExists(atPath: site.output + "/guide/pictures/contents page.png"))
        let chapter = try site.text("guide/start/index.html")
        #expect(chapter.contains("src=\"../../guide/pictures/contents%20page.png\""))
        #expect(try site.text("print/guide/index.html").contains("src=\"../../guide/pictures/contents%20page.png\""))
        // A picture that is not there is a broken link, named with its line.
        #expect(site.report.diagnostics.map(\.description).contains { $0.contains("pictures/gone.png") && $0.contains("01-start.md:5") })
        #expect(site.report.diagnostics.count == 1)
    }
}
