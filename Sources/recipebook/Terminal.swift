import Foundation

/// Where the command's messages go.
enum Terminal {
    /// Whether standard error is a terminal a person is watching.
    static var isInteractive: Bool { isatty(2) == 1 }

    /// Writes a line to standard error.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Whether lines on standard error may use ANSI colours: it is a terminal, `NO_COLOR` is
    /// unset or empty, and `TERM` is not `dumb`.
    static var usesColour: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(2) != 0
    }
}
