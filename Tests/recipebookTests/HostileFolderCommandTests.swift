import Foundation
import Testing

/// The hostile content folder kept for the site tests, built by the program as a user would:
/// every bad file is named, the site is built, and the exit status is 1.
@Suite struct HostileFolderCommandTests {
    static let fixture = CommandRunner.repositoryRoot.appendingPathComponent("Tests/RecipeSiteTests/Fixtures/hostile")

    @Test func buildNamesEveryBadFileAndExitsOne() throws {
        let folder = try ScratchFolder()
        try FileManager.default.copyItem(at: Self.fixture, to: folder.url.appendingPathComponent("Content"))
        let outcome = try CommandRunner.run(["build", "--content", "Content", "--output", "Site"], in: folder.url)
        #expect(outcome.status == 1)
        for line in [
            "recipes/Empty/Empty.recipe:1:1: warning: file is empty",
            "recipes/Paths/Photo Paths.recipe:9:13: error: photo '/etc/passwd' points outside the content folder",
            "recipes/Twins/Twin B.recipe:1:1: warning: another recipe, 'recipes/Twins/Twin A.recipe', has a title that makes the same address as 'Twin'",
            "recipes/Names/<i>No \"title\"<i> & co.recipe:1:1: warning: recipe has no '# ' title",
        ] {
            #expect(outcome.errors.contains(line), "missing: \(line)\n\(outcome.errors)")
        }
        #expect(outcome.errors.contains("errors,"))
        let site = folder.url.appendingPathComponent("Site")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("recipes/twin-2.html").path))
        let page = try String(contentsOf: site.appendingPathComponent("recipes/i-no-title-i-co.html"), encoding: .utf8)
        #expect(page.contains("&lt;i&gt;No &quot;title&quot;&lt;i&gt; &amp; co"))
        #expect(!page.contains("<i>No"))
        let soup = try String(contentsOf: site.appendingPathComponent("recipes/soup.html"), encoding: .utf8)
        #expect(soup.contains("Part &lt;script&gt;alert(1) &quot;x&quot;"))
        #expect(!soup.contains("<script>alert"))
    }
}
