/// The `Content-Type` of a file the server sends, from its extension.
public enum ContentType {
    /// The media type for a file at `path`; `application/octet-stream` when unknown.
    public static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return fallback }
        return types[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// Whether the server adds the live-reload script to a file of this type.
    public static func isHTML(_ path: String) -> Bool {
        of(path).hasPrefix("text/html")
    }

    private static let fallback = "application/octet-stream"

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "txt": "text/plain; charset=utf-8",
        "webmanifest": "application/manifest+json",
        "woff2": "font/woff2",
    ]
}
