import Foundation
import RecipeCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CookbookPDF {
    /// Why a PDF may not be written where it was asked for.
    public struct DestinationRefused: Error, CustomStringConvertible {
        public let description: String
    }

    /// Checks that writing a PDF at `path` harms nothing: it is not inside the content or
    /// templates folder (whose files it would replace, and which would read it back), and it is
    /// not an existing file other than a PDF.
    public static func checkDestination(
        _ path: String, contentFolder: String, templatesFolder: String?
    ) throws(DestinationRefused) {
        let absolute = RealPath.absolute(path)
        let name = (absolute as NSString).lastPathComponent
        let folder = absolute.parentPath
        let real = RealPath.of(absolute) ?? ((RealPath.of(folder) ?? folder) + "/" + name)
        let sources = [(contentFolder, "content"), templatesFolder.map { ($0, "templates") }].compactMap { $0 }
        for (source, role) in sources {
            let realSource = RealPath.of(source) ?? RealPath.absolute(source)
            if real == realSource || real.hasPrefix(realSource + "/") {
                throw DestinationRefused(description: "refusing to write the PDF to '\(path)': it is inside the \(role) folder; choose a file outside it with --output")
            }
        }
        var status = stat()
        guard lstat(absolute, &status) == 0 else { return }
        if (status.st_mode & S_IFMT) == S_IFLNK, stat(absolute, &status) != 0 { return }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw DestinationRefused(description: "refusing to write the PDF to '\(path)': it is not a file")
        }
        let head = FileHandle(forReadingAtPath: absolute).flatMap { handle in
            defer { try? handle.close() }
            return try? handle.read(upToCount: 5)
        }
        guard status.st_size == 0 || head == Data("%PDF-".utf8) else {
            throw DestinationRefused(description: "refusing to write the PDF to '\(path)': it is a file that is not a PDF, which it would replace")
        }
    }
}
