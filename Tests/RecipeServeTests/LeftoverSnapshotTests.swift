import Foundation
import Testing
@testable import RecipeServe

/// A `serve` that was killed leaves its last-good copy behind; the next one removes it, and
/// nothing that is not surely such a copy.
@Suite(.serialized) struct LeftoverSnapshotTests {
    /// The process id of a program that has ended.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func theCopiesOfEndedServesAreRemovedAndNothingElse() throws {
        let temporary = FileManager.default.temporaryDirectory
        let dead = try Self.deadProcessID()
        func folder(_ name: String) -> URL { temporary.appendingPathComponent(name) }
        let leftover = folder("recipebook-serve-\(dead)-\(UUID().uuidString)")
        let living = folder("recipebook-serve-\(getpid())-\(UUID().uuidString)")
        let notOurs = folder("recipebook-serve-\(dead)-not-a-uuid-\(UUID().uuidString)")
        let linked = folder("recipebook-serve-\(dead)-\(UUID().uuidString)")
        let linkTarget = folder("recipebook-leftover-target-\(UUID().uuidString)")
        let plainFile = folder("recipebook-serve-\(dead)-\(UUID().uuidString)")
        defer {
            for url in [leftover, living, notOurs, linked, linkTarget, plainFile] { try? FileManager.default.removeItem(at: url) }
        }
        for url in [leftover, living, notOurs, linkTarget] {
            try FileManager.default.createDirectory(at: url.appendingPathComponent("1/recipes"), withIntermediateDirectories: true)
            try Data("page".utf8).write(to: url.appendingPathComponent("1/recipes/index.html"))
        }
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: linkTarget)
        try Data("file".utf8).write(to: plainFile)

        let lastGood = LastGoodOutput()
        defer { lastGood.removeAll() }

        #expect(!FileManager.default.fileExists(atPath: leftover.path), "the copy of a serve that ended is removed")
        #expect(FileManager.default.fileExists(atPath: living.path + "/1/recipes/index.html"), "a running serve's copy stays")
        #expect(FileManager.default.fileExists(atPath: notOurs.path + "/1/recipes/index.html"), "a name not made by serve stays")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: linked.path)) != nil, "a link stays")
        #expect(FileManager.default.fileExists(atPath: linkTarget.path + "/1/recipes/index.html"), "what a link points to stays")
        #expect(FileManager.default.fileExists(atPath: plainFile.path), "a file stays")
    }
}
