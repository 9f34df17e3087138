/// A request's path, checked before it goes near the file system.
///
/// The raw, percent-encoded path is decoded exactly once. Refused with 400: a path that does
/// not start with `/`, a bad escape, bytes that are not UTF-8, control characters and NUL, a
/// backslash (encoded or not), a `.` or `..` segment, and a decoded `%XX` that would decode
/// again (double encoding such as `%252e`). Refused with 404: any segment starting with `.`.
public enum RequestPath {
    /// Why a path is refused.
    public enum Refusal: Error, Equatable {
        /// A path no honest link makes: 400.
        case badRequest
        /// A hidden file or folder: 404.
        case hidden
    }

    /// The path's segments, decoded, without empty ones (`/recipes//pie/` is `recipes`, `pie`).
    public static func segments(of rawPath: String) -> Result<[String], Refusal> {
        guard rawPath.hasPrefix("/"), let decoded = decodeOnce(rawPath) else { return .failure(.badRequest) }
        if decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) {
            return .failure(.badRequest)
        }
        if stillEncoded(decoded) { return .failure(.badRequest) }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if segments.contains(where: { $0 == "." || $0 == ".." }) { return .failure(.badRequest) }
        if segments.contains(where: { $0.hasPrefix(".") }) { return .failure(.hidden) }
        return .success(segments)
    }

    /// Whether the path as written ends with `/`.
    public static func endsWithSlash(_ rawPath: String) -> Bool {
        rawPath.hasSuffix("/")
    }

    /// `%XX` decoded once; `nil` for a bad escape or bytes that are not UTF-8.
    static func decodeOnce(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        // Bytes that are not UTF-8 come back as U+FFFD, so the text no longer matches them.
        return Array(text.utf8) == bytes ? text : nil
    }

    /// Whether decoded text still holds a `%XX` escape.
    private static func stillEncoded(_ decoded: String) -> Bool {
        let bytes = Array(decoded.utf8)
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: "%") {
            if hexValue(bytes[index + 1]) != nil && hexValue(bytes[index + 2]) != nil { return true }
        }
        return false
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
