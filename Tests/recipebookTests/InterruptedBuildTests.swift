import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A build killed half-way (`kill -9`) leaves every page old or new, never cut short; the next
/// build finishes the job and sweeps up what the killed one left. And the output folder is
/// never a place where a build could destroy something.
@Suite(.serialized) struct InterruptedBuildTests {
    static let recipeCount = 2_000

    /// A temporary folder holding `Content/` with `recipeCount` recipes, removed at the end.
    final class Sandbox {
        let root: URL
        var content: URL { root.appendingPathComponent("Content") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-kill-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// The book; each later `edition` changes every recipe and the chapter.
        func writeBook(edition: Int) throws {
            for index in 0..<InterruptedBuildTests.recipeCount {
                let part = ["Breakfast", "Mains", "Sweets", "Bread"][index % 4]
                let extra = edition > 0 ? "\nRest it \(index % 7 + 1) minutes, edition \(edition).\n" : ""
                let text = """
                # Recipe \(index)

                > A dish for day \(index). #day\(index % 20)

                - Flour | \(index % 5 + 1) cups | sifted
                - Salt | 1 tsp |

                Mix for \(index % 9 + 1) minutes.

                Bake 25-30 minutes [Recipe \(index)].
                \(extra)
                """
                let url = content.appendingPathComponent("recipes/\(part)/Recipe \(index).recipe")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let guide = content.appendingPathComponent("guide/01-intro.md")
            try FileManager.default.createDirectory(at: guide.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("# Intro\n\nWelcome, edition \(edition).\n".utf8).write(to: guide)
        }
    }

    /// Every `.html` file of `folder` with its text.
    static func pages(_ folder: URL) -> [String: String] {
        var pages: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".html") else { continue }
            pages[relative] = try? String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
        }
        return pages
    }

    static func files(_ folder: URL) -> [String] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String { files.append(relative) }
        return files
    }

    @Test func aBuildKilledHalfWayLeavesNoPageCutShort() async throws {
        let sandbox = try Sandbox()
        try sandbox.writeBook(edition: 0)
        let output = sandbox.root.appendingPathComponent("Output")
        let first = try CommandRunner.run(["build", "--content", sandbox.content.path, "--output", output.path])
        #expect(first.status == 0, "\(first.errors)")
        #expect(Self.pages(output).count > Self.recipeCount)

        // Each edition changes every page; its build is killed as soon as a changed page shows.
        // A build can end before the kill lands: then the next edition is tried.
        var killed = false
        var new: [String: String] = [:]
        for edition in 1...3 where !killed {
            let old = Self.pages(output)
            try sandbox.writeBook(edition: edition)
            // What the edition builds into, in a folder of its own.
            let reference = sandbox.root.appendingPathComponent("Reference \(edition)")
            #expect(try CommandRunner.run(["build", "--content", sandbox.content.path, "--output", reference.path]).status == 0)
            new = Self.pages(reference)
            #expect(new.keys.sorted() == old.keys.sorted())

            killed = try Self.buildKilledAtFirstChange(sandbox, output: output, old: old)
            let after = Self.pages(output)
            var changed = 0
            for (page, text) in after {
                #expect(text.hasSuffix("</html>\n"), "\(page) is cut short")
                #expect(text == old[page] || text == new[page], "\(page) is neither the old nor the new page")
                if text != old[page] { changed += 1 }
            }
            #expect(changed > 0)
            #expect(after.count == old.count)
        }
        #expect(killed, "three builds ended before they could be killed")

        // A temporary file beside a recorded page is swept up; anything else is the user's.
        let someone = new.keys.sorted().first { $0.hasPrefix("recipes/") } ?? "index.html"
        let stale = output.appendingPathComponent(someone + ".recipebook-4242-17.tmp")
        try Data("half a page".utf8).write(to: stale)
        let mine = output.appendingPathComponent("notes.recipebook-1-2.tmp")
        try Data("mine".utf8).write(to: mine)
        let letter = output.appendingPathComponent("recipes/letter.txt")
        try Data("mine too".utf8).write(to: letter)
        // The kill left the mark of an unfinished build, unless it came between two files.
        let mark = output.appendingPathComponent(".recipebook-building")
        if !FileManager.default.fileExists(atPath: mark.path) { try Data().write(to: mark) }

        let finish = try CommandRunner.run(["build", "--content", sandbox.content.path, "--output", output.path])
        #expect(finish.status == 0, "\(finish.errors)")
        #expect(Self.pages(output) == new)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: mine.path))
        #expect(FileManager.default.fileExists(atPath: letter.path))
        #expect(!FileManager.default.fileExists(atPath: mark.path))
        let leftovers = Self.files(output).filter { $0.hasSuffix(".tmp") && $0 != "notes.recipebook-1-2.tmp" }
        #expect(leftovers.isEmpty, "\(leftovers.prefix(5))")
    }

    @Test func aFirstBuildKilledHalfWayIsFinishedByTheNext() async throws {
        let sandbox = try Sandbox()
        try sandbox.writeBook(edition: 0)
        let reference = sandbox.root.appendingPathComponent("Reference")
        #expect(try CommandRunner.run(["build", "--content", sandbox.content.path, "--output", reference.path]).status == 0)
        let expected = Self.pages(reference)

        // A new folder's pages are written in place: killed as soon as recipes' pages appear,
        // the build leaves some of them, perhaps one cut short.
        let output = sandbox.root.appendingPathComponent("Output")
        let recipes = output.appendingPathComponent("recipes")
        let killed = try Self.buildKilled(sandbox, output: output) {
            (try? FileManager.default.contentsOfDirectory(atPath: recipes.path))?.contains { $0.hasSuffix(".html") } ?? false
        }
        #expect(killed, "the first build ended before it could be killed")
        #expect(Self.pages(output).count < expected.count)

        let finish = try CommandRunner.run(["build", "--content", sandbox.content.path, "--output", output.path])
        #expect(finish.status == 0, "\(finish.errors)")
        #expect(Self.pages(output) == expected)
        #expect(Self.files(output).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// Starts a build of `sandbox` into `output` and kills it (`SIGKILL`) as soon as one of a
    /// sample of its pages differs from `old`; whether it was killed before it ended.
    static func buildKilledAtFirstChange(_ sandbox: Sandbox, output: URL, old: [String: String]) throws -> Bool {
        let all = old.keys.sorted()
        let sample = stride(from: 0, to: all.count, by: max(1, all.count / 64)).map { all[$0] }
        let mark = output.appendingPathComponent(".recipebook-building").path
        // Pages are written after the mark: until then there is nothing to look at.
        return try buildKilled(sandbox, output: output) {
            FileManager.default.fileExists(atPath: mark) && sample.contains { page in
                (try? String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)) != old[page]
            }
        }
    }

    /// Starts a build of `sandbox` into `output` and kills it (`SIGKILL`) as soon as `ready`
    /// says so; whether it was killed before it ended.
    static func buildKilled(_ sandbox: Sandbox, output: URL, when ready: () -> Bool) throws -> Bool {
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["build", "--content", sandbox.content.path, "--output", output.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline {
            if ready() {
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(200)
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
    }

    @Test func dangerousOutputFoldersAreRefused() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.content.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        try Data("# Soup\n\nStir.\n".utf8).write(to: sandbox.content.appendingPathComponent("recipes/Soup.recipe"))
        let home = sandbox.root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // Empty, so that only its being the home folder can refuse it.
        let content = sandbox.content.path
        let cases: [(arguments: [String], folder: URL, reason: String)] = [
            // `--output ~`, as a shell expands it.
            (["build", "--content", content, "--output", home.path], home, "your home folder"),
            // `--output .` from the folder that holds the content.
            (["build", "--content", "Content", "--output", "."], sandbox.root, "holds the content folder"),
            (["build", "--content", content, "--output", sandbox.root.path], sandbox.root, "holds the content folder"),
            (["build", "--content", content, "--output", content + "/recipes/.."], sandbox.content, "holds the content folder"),
            (["build", "--content", content, "--output", content + "/Site"], sandbox.content, "inside the content folder"),
        ]
        for (arguments, folder, reason) in cases {
            let before = Self.files(folder).sorted()
            let outcome = try CommandRunner.run(arguments, in: sandbox.root, environment: ["HOME": home.path])
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.errors.contains("refusing to write the site") && outcome.errors.contains(reason), "\(arguments): \(outcome.errors)")
            #expect(Self.files(folder).sorted() == before, "\(arguments) changed \(folder.path)")
        }

        // A folder of someone else's files is not ours to fill, nor to clean.
        let thesis = sandbox.root.appendingPathComponent("Thesis")
        try FileManager.default.createDirectory(at: thesis, withIntermediateDirectories: true)
        try Data("\\documentclass{article}".utf8).write(to: thesis.appendingPathComponent("thesis.tex"))
        let refused = try CommandRunner.run(["build", "--content", content, "--output", thesis.path])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("recipebook did not make (such as 'thesis.tex')"))
        #expect(Self.files(thesis) == ["thesis.tex"])
    }
}
