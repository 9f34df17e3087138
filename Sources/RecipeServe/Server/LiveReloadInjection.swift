import Foundation

/// Adds the live-reload client to HTML as the server sends it; files on disk stay clean.
public enum LiveReloadInjection {
    /// The tag added before `</body>`.
    public static let tag = "<script src=\"\(LiveReloadScript.path)\" defer></script>"

    /// `html` with ``tag`` before its last `</body>` (any case), or at its end when it has none.
    public static func inject(into html: Data) -> Data {
        let closing = Array("</body>".utf8)
        let bytes = [UInt8](html)
        var result = bytes
        if let start = lastIndex(of: closing, in: bytes) {
            result.insert(contentsOf: Array(tag.utf8), at: start)
        } else {
            result.append(contentsOf: Array(tag.utf8))
        }
        return Data(result)
    }

    /// `html` with `<base href="/">` first in its head, unless it names a base of its own
    /// (a site built with `base_url` does).
    public static func injectBase(into html: Data) -> Data {
        let bytes = [UInt8](html)
        guard firstIndex(of: Array("<base".utf8), in: bytes) == nil,
              let head = firstIndex(of: Array("<head>".utf8), in: bytes) else { return html }
        var result = bytes
        result.insert(contentsOf: Array("<base href=\"/\">".utf8), at: head + "<head>".utf8.count)
        return Data(result)
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) {
            var matches = true
            for offset in 0..<needle.count where lowercased(haystack[index + offset]) != needle[offset] {
                matches = false
                break
            }
            if matches { return index }
        }
        return nil
    }

    private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = haystack.count - needle.count
        while index >= 0 {
            var matches = true
            for offset in 0..<needle.count where lowercased(haystack[index + offset]) != needle[offset] {
                matches = false
                break
            }
            if matches { return index }
            index -= 1
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
