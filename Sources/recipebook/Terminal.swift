import Foundation

/// Where the command's messages go.
enum Terminal {
    /// Writes a line to standard error.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
