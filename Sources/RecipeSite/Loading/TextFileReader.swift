import RecipeCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a content file as UTF-8 text, or says precisely why it cannot.
enum TextFileReader {
    enum Failure: Error, Equatable {
        /// The reason, and the line and column it applies to.
        case unusable(DiagnosticReason, line: Int, column: Int)
    }

    static func read(path: String, limit: Int = ContentLimits.maximumFileSize) -> Result<String, Failure> {
        // O_NONBLOCK: opening a FIFO someone left in the content folder must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.unusable(.unreadable(errorText()), line: 1, column: 1)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(.unusable(.unreadable(errorText()), line: 1, column: 1))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.unusable(.unreadable("not a regular file"), line: 1, column: 1))
        }
        let size = Int(status.st_size)
        guard size <= limit else {
            return .failure(.unusable(.fileTooLarge(bytes: size, limit: limit), line: 1, column: 1))
        }
        guard let bytes = try? FileBytes.read(descriptor, atMost: size) else {
            return .failure(.unusable(.unreadable(errorText()), line: 1, column: 1))
        }
        // Nearly every file is good text: the standard library's check, with a search for a NUL
        // byte, passes it; only a file that fails is walked byte by byte to say where.
        if !bytes.contains(0), #available(macOS 15, *), let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        if let problem = UTF8Check.firstProblem(in: bytes) {
            return .failure(.unusable(problem.reason, line: problem.line, column: problem.column))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    private static func errorText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
