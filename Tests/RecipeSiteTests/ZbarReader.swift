import Foundation
import Testing

/// Reads QR codes in built pages back with `zbarimg` (Debian's zbar-tools), an independent
/// decoder, as `Tests/QRCodeTests/Zbar.swift` does for the encoder itself.
enum ZbarReader {
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("zbarimg") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The installed `zbarimg`, or nil after recording an issue that says what to install.
    static func require(sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        if let executable { return executable }
        Issue.record("zbarimg is not installed, so no code was decoded: install Debian's zbar-tools (scripts/test does)",
                     sourceLocation: sourceLocation)
        return nil
    }

    /// The first `<svg>…</svg>` in `html`.
    static func svg(in html: String) throws -> String {
        let start = try #require(html.range(of: "<svg"))
        let end = try #require(html.range(of: "</svg>", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// The text `zbarimg` reads from an SVG image.
    static func decode(_ svg: String, with executable: URL) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("page-code-\(UUID().uuidString).svg")
        try Data(svg.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--quiet", "--raw", "--nodbus", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
