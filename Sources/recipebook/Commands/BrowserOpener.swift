import Foundation

/// Opens a URL in the default browser, when the system has a way to.
enum BrowserOpener {
    /// Runs `open` (macOS) or `xdg-open` (Linux) on `url`; says so when neither is there.
    static func open(_ url: String) {
        #if os(macOS)
        let tool = "open"
        #else
        let tool = "xdg-open"
        #endif
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            .split(separator: ":").map { "\($0)/\(tool)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else {
            Terminal.printError("note: cannot open a browser (no \(tool)); open \(url) yourself")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Terminal.printError("note: cannot open a browser (\(error.localizedDescription)); open \(url) yourself")
        }
    }
}
