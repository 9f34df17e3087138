import Foundation
import RecipeSite
import Testing
@testable import RecipeServe

@Suite(.timeLimit(.minutes(1))) struct WatchSessionTests {
    @Test func buildsOnceThenAfterEachChangeUntilStopped() async throws {
        let sandbox = try Sandbox()
        try sandbox.writeBook()
        try sandbox.write("Templates/recipe.mustache", "")
        try FileManager.default.removeItem(atPath: sandbox.path("Templates/recipe.mustache"))
        let session = WatchSession(options: SiteBuild.Options(contentFolder: sandbox.content, outputFolder: sandbox.output))
        #expect(session.roots.map(\.prefix) == ["", "Templates/"], "Templates/ beside the content folder is watched")
        #expect(await session.state == .starting)
        let results = Collected<RebuildResult>()
        let running = Task { try await session.run { results.append($0) } }
        // Generous: when the whole suite runs in parallel, CPU-bound tests can hold both cores.
        #expect(await eventually(within: 40) { results.all.count == 1 })
        #expect(results.all.first?.changed == [])
        #expect(await session.state == .idle(build: 1))
        try sandbox.write("Content/guide/02-more.md", "# More\n\nAnother chapter.\n")
        #expect(await eventually { results.all.count >= 2 })
        #expect(results.all.dropFirst().first?.changed == ["guide/02-more.md"])
        // The new file may be read while still being written; its last write brings another build.
        #expect(await eventually { FileManager.default.fileExists(atPath: sandbox.output + "/guide/more/index.html") })
        session.stop()
        #expect(await eventually { await session.state == .stopped })
        try await running.value
    }

    @Test func theLineSaysWhatChangedWhatWasWrittenAndHowLongItTook() async throws {
        let sandbox = try Sandbox()
        try sandbox.writeBook()
        let build = BuildSession(options: SiteBuild.Options(contentFolder: sandbox.content, outputFolder: sandbox.output))
        let first = RebuildResult(number: 1, changed: [], outcome: await build.rebuild())
        let time = try #require(Calendar.current.date(from: DateComponents(year: 2025, month: 5, day: 1, hour: 12, minute: 4, second: 31)))
        let line = RebuildLine(first, time: time, colour: false).description
        #expect(line.hasPrefix("✓ 12:04:31 built: "))
        #expect(line.contains(" files written in "))
        #expect(line.hasSuffix(" ms"))
        try sandbox.write("Content/recipes/Mains/Chili.recipe", "# Chili\n\nSimmer.\n")
        let second = RebuildResult(number: 2, changed: ["recipes/Mains/Chili.recipe", "guide/01-start.md"], outcome: await build.rebuild(changed: ["recipes/Mains/Chili.recipe"]))
        #expect(RebuildLine(second, time: time, colour: false).description.hasPrefix("✓ 12:04:31 rebuilt after recipes/Mains/Chili.recipe and 1 more file: "))
        try sandbox.write("Content/recipes/Mains/Chili.recipe", bytes: Data([0x23, 0x20, 0xFF]))
        let broken = RebuildResult(number: 3, changed: ["recipes/Mains/Chili.recipe"], outcome: await build.rebuild(changed: ["recipes/Mains/Chili.recipe"]))
        let plain = RebuildLine(broken, time: time, colour: false).description
        #expect(plain.hasPrefix("✗ 12:04:31 rebuilt after recipes/Mains/Chili.recipe: "))
        #expect(plain.contains("1 error"))
        #expect(!plain.contains("\u{1B}["))
        let coloured = RebuildLine(broken, time: time, colour: true).description
        #expect(coloured.hasPrefix("\u{1B}[31m✗\u{1B}[0m"))
    }
}
