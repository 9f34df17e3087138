import Foundation
import Testing

/// Reads QR codes back with `zbarimg` from Debian's zbar-tools, an independent decoder: a code
/// it reads is one a phone reads. Both the encoder's tests and the built pages' tests use it.
/// `scripts/test` installs it; a machine without it records an issue instead of passing quietly.
public enum Zbar {
    /// The first `zbarimg` on PATH, or nil.
    public static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("zbarimg") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The installed `zbarimg`, or nil after recording an issue that says what to install.
    public static func require(sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        if let executable { return executable }
        Issue.record(
            "zbarimg is not installed, so no code was decoded: install Debian's zbar-tools (scripts/test does)",
            sourceLocation: sourceLocation
        )
        return nil
    }

    /// What `zbarimg` reads from the image file holding `image`, with `.extension`; `binary` asks
    /// for the bytes as they are instead of text in the charset zbar guesses.
    public static func decode(_ image: Data, extension fileExtension: String, binary: Bool = false, with executable: URL) throws -> Data {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("qrcode-\(UUID().uuidString).\(fileExtension)")
        try image.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let arguments = ["--quiet", "--raw", "--nodbus"] + (binary ? ["-Sbinary"] : []) + [file.path]
        let data = try Tool.run(executable, arguments, errors: .discarded).output
        // zbarimg ends each symbol it read with a line feed.
        return data.last == 0x0A ? data.dropLast() : data
    }

    /// The text `zbarimg` reads from an SVG image, as a page inlines it.
    public static func decode(svg: String, with executable: URL) throws -> String {
        String(decoding: try decode(Data(svg.utf8), extension: "svg", with: executable), as: UTF8.self)
    }
}
