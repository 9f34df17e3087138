import Foundation

/// Runs a command-line tool the tests check against (node, zbarimg, poppler's pdftotext) and
/// keeps what it printed, so each helper says only which tool and which arguments.
public enum Tool {
    /// What a run left: the exit status and what the tool printed.
    public struct Run: Sendable {
        /// The tool's exit status: 0 when it succeeded.
        public let status: Int32
        /// stdout, and stderr too when it was merged, as the tool wrote them.
        public let output: Data

        /// The output as UTF-8 text.
        public var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Where the tool's stderr goes.
    public enum Errors: Sendable {
        /// Into the same output as stdout, so a failure's message stands next to what came before it.
        case merged
        /// Nowhere: tools that chatter on stderr (zbarimg's ImageMagick) would spoil binary output.
        case discarded
    }

    /// Runs `executable` with `arguments` and waits for it to end.
    public static func run(_ executable: URL, _ arguments: [String], errors: Errors) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        switch errors {
        case .merged: process.standardError = pipe
        case .discarded: process.standardError = FileHandle.nullDevice
        }
        try process.run()
        // Read to the end before waiting: a tool that fills the pipe would otherwise never end.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: output)
    }
}
