import Foundation

/// Where the command's messages go.
enum Terminal {
    /// Whether standard error is a terminal a person is watching.
    static var isInteractive: Bool { isatty(2) == 1 }

    /// `1 recipe`, `3 recipes`: a count and its English noun, as the messages write them.
    static func counted(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

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
