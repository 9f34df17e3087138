import Foundation
import Images
import RecipeCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A photo's file in the content folder, opened the one safe way: without blocking (a pipe
/// named like a photo would otherwise hang the build), as a regular file only (not a folder
/// or a device), within ``ContentLimits/maximumPhotoSize``, and known to be an image by its
/// first bytes.
enum PhotoSource {
    /// Why a file cannot be a photo.
    enum Problem: Error, Equatable {
        case notAFile(what: String)
        case tooLarge(bytes: Int)
        case notAnImage
        case unreadable(String)
        /// Its header cannot be read, or its pixels decoded: `why` is the image library's word.
        case unreadableImage(String)
        case tooManyPixels(width: Int, height: Int)

        /// The diagnostic for a recipe that names the photo as `name`.
        func reason(for name: String) -> DiagnosticReason {
            switch self {
            case .notAFile(let what): .photoNotAFile(name, what: what)
            case .tooLarge(let bytes): .photoTooLarge(name, bytes: bytes, limit: ContentLimits.maximumPhotoSize)
            case .notAnImage: .photoNotAnImage(name)
            case .unreadable(let why): .unreadable(why)
            case .unreadableImage(let why): .photoUnreadable(name, why: why)
            case .tooManyPixels(let width, let height):
                .photoTooManyPixels(name, width: width, height: height, limit: ContentLimits.maximumPhotoPixels)
            }
        }
    }

    /// The photo at `path` as a recipe's page needs to know it: its kind, a hash of its bytes
    /// and its upright size, from its header alone (no pixel is decoded), refused past
    /// ``ContentLimits/maximumPhotoPixels``.
    static func examine(_ path: String, relativePath: String) -> Result<FoundPhoto, Problem> {
        let bytes: [UInt8]
        switch contents(of: path) {
        case .success(let read): bytes = read
        case .failure(let problem): return .failure(problem)
        }
        let format = ImageFormat(leadingBytes: bytes) ?? .jpeg
        switch PhotoImage.header(of: bytes, pixelLimit: ContentLimits.maximumPhotoPixels, scanLimit: ContentLimits.maximumJPEGScans) {
        case .success(let header):
            return .success(FoundPhoto(
                path: relativePath, format: format, contentHash: hash(of: bytes), width: header.width, height: header.height))
        case .failure(.tooManyPixels(let width, let height, _)):
            return .failure(.tooManyPixels(width: width, height: height))
        case .failure(let problem):
            return .failure(.unreadableImage(Self.why(problem)))
        }
    }

    /// What the image library said, without the sentence around it.
    static func why(_ problem: ImageProblem) -> String {
        switch problem {
        case .unreadableHeader(let why), .undecodable(let why): why
        case .libraryUnavailable, .tooManyPixels: problem.description
        case .tooManyScans(let scans, let limit, let progressive):
            "a \(progressive ? "progressive " : "")JPEG of \(scans) scans, over the limit of \(limit)"
        }
    }

    /// 16 hex digits of ``ContentHash`` of `bytes`.
    static func hash(of bytes: [UInt8]) -> String {
        let value = ContentHash.of(bytes)
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The bytes of the file at `path`, for publishing as it is (an image made from a photo, a
    /// theme's font): a regular file within the bound, opened without blocking; whether it is
    /// an image was decided where it was found.
    static func bytes(_ path: String) throws -> [UInt8] {
        switch fileBytes(path) {
        case .success(let bytes): return bytes
        case .failure(let problem): throw FileWriter.WriteError(path: path, reason: problem.reason(for: path).message)
        }
    }

    /// The bytes of the image at `path`, opened the one safe way; not an image by its first
    /// bytes is a failure.
    static func contents(of path: String) -> Result<[UInt8], Problem> {
        fileBytes(path).flatMap { bytes in
            ImageFormat(leadingBytes: bytes) == nil ? .failure(.notAnImage) : .success(bytes)
        }
    }

    private static func fileBytes(_ path: String) -> Result<[UInt8], Problem> {
        withOpenFile(path) { handle, size in
            Result { try FileBytes.read(handle, atMost: size) }.mapError { _ in .unreadable(String(cString: strerror(errno)).lowercased()) }
        }
    }

    private static func withOpenFile<T>(_ path: String, _ body: (Int32, Int) -> Result<T, Problem>) -> Result<T, Problem> {
        // O_NONBLOCK: opening a pipe for reading must not wait for a writer.
        let handle = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard handle >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)).lowercased())) }
        defer { close(handle) }
        var status = stat()
        guard fstat(handle, &status) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)).lowercased())) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.notAFile(what: "a folder"))
        case S_IFIFO: return .failure(.notAFile(what: "a named pipe"))
        case S_IFCHR, S_IFBLK: return .failure(.notAFile(what: "a device"))
        case S_IFSOCK: return .failure(.notAFile(what: "a socket"))
        default: return .failure(.notAFile(what: "a special file"))
        }
        let size = Int(status.st_size)
        guard size <= ContentLimits.maximumPhotoSize else { return .failure(.tooLarge(bytes: size)) }
        return body(handle, size)
    }
}
