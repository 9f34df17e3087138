import Foundation

/// Runs one of the browser scripts under Node on a fixture the Swift tests make, so a page
/// script and the Swift code it mirrors are held to the same cases (`Tests/browser/*_cases.js`).
public enum NodeScript {
    /// The installed `node`, or nil: the tests that need it are disabled without it.
    public static let executable: URL? = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"]
        .map { URL(fileURLWithPath: $0) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Why a script could not be run at all.
    public enum Failure: Error, CustomStringConvertible {
        /// No `node` in the usual places.
        case nodeMissing

        /// What to install, for the test's report.
        public var description: String { "node is not installed: install nodejs (scripts/test does)" }
    }

    /// Writes `fixture` to a temporary file, runs `node <script> <that file>` with `script`
    /// relative to the repository, and waits for it, stderr merged into the output; the file
    /// is removed afterwards.
    public static func run(_ script: String, fixture: Data) throws -> Tool.Run {
        guard let executable else { throw Failure.nodeMissing }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("node-cases-\(UUID().uuidString).json")
        try fixture.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Tool.run(executable, [Repository.file(script).path, file.path], errors: .merged)
    }
}
