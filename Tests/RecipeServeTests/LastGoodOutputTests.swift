import Foundation
import Testing
@testable import RecipeServe

/// The copy of the last good site that `serve` shows while builds fail: after the first build
/// it is brought up to date file by file, and must still end up as the output folder was
/// after the last successful build, whatever failed builds did in between.
@Suite struct LastGoodOutputTests {
    let sandbox: Sandbox
    var output: String { sandbox.root.appendingPathComponent("Output").path }

    init() throws {
        sandbox = try Sandbox()
    }

    /// Replaces a file the way a build does: a new file renamed over the old one.
    func save(_ path: String, _ text: String) throws {
        let target = output + "/" + path
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: target + ".tmp"))
        #expect(rename(target + ".tmp", target) == 0)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: output + "/" + path)
    }

    func shown(_ lastGood: LastGoodOutput, _ path: String) -> String? {
        guard let folder = lastGood.folder else { return nil }
        return try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    }

    @Test func theCopyFollowsSuccessfulBuildsAndKeepsWhatFailedBuildsChangedForTheNextSuccess() throws {
        let lastGood = LastGoodOutput()
        defer { lastGood.removeAll() }
        try save("index.html", "home 1")
        try save("recipes/chili/index.html", "chili 1")
        lastGood.update(afterBuildSucceeded: true, changed: ["index.html", "recipes/chili/index.html"], output: output)
        #expect(shown(lastGood, "index.html") == "home 1")
        #expect(shown(lastGood, "recipes/chili/index.html") == "chili 1")

        // A good build that changes one page and adds another.
        try save("index.html", "home 2")
        try save("recipes/soup/index.html", "soup 1")
        lastGood.update(afterBuildSucceeded: true, changed: ["index.html", "recipes/soup/index.html"], output: output)
        #expect(shown(lastGood, "index.html") == "home 2")
        #expect(shown(lastGood, "recipes/soup/index.html") == "soup 1")
        #expect(shown(lastGood, "recipes/chili/index.html") == "chili 1")

        // A failed build leaves out the broken recipe and rewrites the home page: the copy
        // stays as the last good build left the site.
        try remove("recipes/chili/index.html")
        try save("index.html", "home 3")
        lastGood.update(afterBuildSucceeded: false, changed: ["recipes/chili/index.html", "index.html"], output: output)
        #expect(shown(lastGood, "recipes/chili/index.html") == "chili 1")
        #expect(shown(lastGood, "index.html") == "home 2")

        // The next good build touches only the soup; the copy takes the failed build's
        // changes too.
        try save("recipes/soup/index.html", "soup 2")
        lastGood.update(afterBuildSucceeded: true, changed: ["recipes/soup/index.html"], output: output)
        #expect(shown(lastGood, "recipes/soup/index.html") == "soup 2")
        #expect(shown(lastGood, "index.html") == "home 3")
        #expect(shown(lastGood, "recipes/chili/index.html") == nil)
    }

    @Test func aBuildThatStoppedHalfWayMakesTheNextGoodOneCopyEverything() throws {
        let lastGood = LastGoodOutput()
        defer { lastGood.removeAll() }
        try save("index.html", "home 1")
        lastGood.update(afterBuildSucceeded: true, changed: ["index.html"], output: output)
        let first = lastGood.folder

        try save("index.html", "home 2")
        try save("tags/soup/index.html", "soups")
        lastGood.update(afterBuildSucceeded: false, changed: nil, output: output)
        #expect(shown(lastGood, "index.html") == "home 1")

        lastGood.update(afterBuildSucceeded: true, changed: [], output: output)
        #expect(lastGood.folder != first, "a new copy, not an update")
        #expect(shown(lastGood, "index.html") == "home 2")
        #expect(shown(lastGood, "tags/soup/index.html") == "soups")
    }
}
