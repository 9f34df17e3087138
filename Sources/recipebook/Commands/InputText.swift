import ArgumentParser
import Foundation

/// Reads the text a command works on: a file, or standard input for `-` or no file.
enum InputText {
    /// Saved web pages can be large; anything beyond this is not a recipe.
    static let maximumBytes = 16 << 20

    /// The text of `path` (standard input for `nil` or `-`), as UTF-8, or Windows-1252 when
    /// it is not valid UTF-8 (older saved pages). Prints an error and exits 1 when unreadable.
    static func read(_ path: String?) throws -> String {
        let data: Data
        let name = path ?? "-"
        do {
            // One byte past the limit is read, and no more, so that an endless input
            // (`< /dev/zero`) is refused without being held in memory.
            let handle = name == "-" ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: name))
            var read = Data()
            while read.count <= maximumBytes, let chunk = try handle.read(upToCount: maximumBytes + 1 - read.count), !chunk.isEmpty {
                read.append(chunk)
            }
            data = read
        } catch {
            Terminal.printError("error: cannot read '\(name)': \(error.localizedDescription)")
            throw ExitCode(1)
        }
        guard data.count <= maximumBytes else {
            Terminal.printError("error: '\(name)' is over the limit of \(maximumBytes) bytes; it was not read")
            throw ExitCode(1)
        }
        if let text = String(data: data, encoding: .utf8) { return text }
        if let text = String(data: data, encoding: .windowsCP1252) { return text }
        Terminal.printError("error: '\(name)' is not text")
        throw ExitCode(1)
    }
}
