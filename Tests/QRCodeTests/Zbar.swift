import Foundation
import QRCode
import Testing

/// Reads codes back with `zbarimg` from Debian's zbar-tools, an independent decoder: a code it
/// reads is one a phone reads. `scripts/test` installs it; a machine without it records an issue
/// instead of passing quietly.
enum Zbar {
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("zbarimg") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The installed `zbarimg`, or nil after recording an issue that says what to install.
    static func require(sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        if let executable { return executable }
        Issue.record(
            "zbarimg is not installed, so no code was decoded: install Debian's zbar-tools (scripts/test does)",
            sourceLocation: sourceLocation
        )
        return nil
    }

    /// The code drawn as a greyscale PGM image: `scale` pixels a module, a 4-module quiet zone.
    static func pgm(_ code: QRCode, scale: Int = 4) -> Data {
        let side = (code.size + 8) * scale
        var image = Data("P5\n\(side) \(side)\n255\n".utf8)
        for row in 0..<side {
            for column in 0..<side {
                image.append(code.isDark(column / scale - 4, row / scale - 4) ? 0 : 255)
            }
        }
        return image
    }

    /// What `zbarimg` reads from the image file holding `image`, with `.extension`; `binary` asks
    /// for the bytes as they are instead of text in the charset zbar guesses.
    static func decode(_ image: Data, extension fileExtension: String, binary: Bool = false, with executable: URL) throws -> Data {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("qrcode-\(UUID().uuidString).\(fileExtension)")
        try image.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--quiet", "--raw", "--nodbus"] + (binary ? ["-Sbinary"] : []) + [file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // zbarimg ends each symbol it read with a line feed.
        return data.last == 0x0A ? data.dropLast() : data
    }
}
