import Foundation

/// Runs the built `recipebook` binary the way a user would.
struct CommandRunner {
    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The repository's root folder, found from this source file's place in `Tests/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `recipebook` binary that `swift build` put beside the test bundle.
    static var binary: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("recipebook")
            if FileManager.default.isExecutableFile(atPath: candidate.path),
               !candidate.hasDirectoryPath { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent(".build/debug/recipebook")
    }

    /// Runs the binary in `directory`, with `environment` added to this process's, reading the
    /// file at `input` (nothing by default) as its standard input.
    static func run(
        _ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:], input: String? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        // Files, not pipes: a large export can never fill a pipe buffer and stall the test.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input.flatMap { FileHandle(forReadingAtPath: $0) } ?? FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Outcome(
            status: process.terminationStatus,
            output: try String(contentsOf: outURL, encoding: .utf8),
            errors: try String(contentsOf: errURL, encoding: .utf8)
        )
    }
}
