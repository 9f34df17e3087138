import Foundation
import Testing

@Suite struct CheckCommandTests {
    @Test func theSampleBookChecksCleanly() throws {
        let outcome = try CommandRunner.run(["check", "--content", "Content"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "")
        #expect(outcome.errors.hasPrefix("checked "))
        #expect(outcome.errors.hasSuffix(": 0 errors, 0 warnings\n"))
        #expect(!outcome.errors.hasPrefix("checked 0 recipes"))
    }

    @Test func problemsArePrintedLikeACompilersAndExitOne() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Bad.recipe", bytes: [0x23, 0x20, 0xFF, 0x0A])
        try folder.write("Content/recipes/Note.recipe", "No title here\n")
        let outcome = try CommandRunner.run(["check", "--content", "Content"], in: folder.url)
        #expect(outcome.status == 1)
        #expect(outcome.output == "")
        #expect(outcome.errors == """
        recipes/Bad.recipe:1:3: error: file is not valid UTF-8 text
        recipes/Bad.recipe:1:3: note: save the file as UTF-8 in your editor
        recipes/Note.recipe:1:1: warning: recipe has no '# ' title on its first line; using the file name 'Note'
        recipes/Note.recipe:1:1: note: add a first line '# Note'
        checked 1 recipe and 0 chapters: 1 error, 1 warning

        """)
    }

    @Test func warningsAloneExitZero() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Note.recipe", "No title here\n")
        let outcome = try CommandRunner.run(["check"], in: folder.url)
        #expect(outcome.status == 0)
        #expect(outcome.errors.contains("warning: recipe has no '# ' title"))
    }

    @Test func aMissingContentFolderExitsTwo() throws {
        let folder = try ScratchFolder()
        let outcome = try CommandRunner.run(["check", "--content", "Nowhere"], in: folder.url)
        #expect(outcome.status == 2)
        #expect(outcome.errors == "error: content folder 'Nowhere' does not exist\n")
    }

    @Test func helpNamesTheExitStatuses() throws {
        let outcome = try CommandRunner.run(["check", "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("--content <DIR>"))
        #expect(outcome.output.contains("Exits 0 when there are no errors"))
    }
}

/// A temporary working folder for one test.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }
}
