/// The service worker that keeps the book for reading offline: `service-worker.js` at the
/// site's root, the list of files this build wrote (each with the hash of its bytes) before the
/// theme's script of the same name. Made by ``OutputFolder/write(_:record:worker:)`` from what
/// it wrote, so the list never names a file the build did not make, whatever the assets are
/// called.
///
/// The version is the hash of that list: a build that changes any file's bytes gives the
/// browser a new worker, which fills a cache of its own and only then drops the old one.
public struct OfflineWorker: Sendable {
    /// Where the worker is published: at the root, so that its scope is the whole site.
    public static let path = "service-worker.js"
    /// The theme's script, which reads the list.
    static let themeFile = "service-worker.js"
    /// The most bytes of pages and theme files (photos aside) kept from the first visit; a
    /// bigger book keeps its core and the pages a reader opened.
    public static let wholeBookLimit = 5_000_000

    /// One file the build wrote.
    struct Entry {
        let path: String
        let content: WrittenContent
        let role: OfflineRole
    }

    /// The theme's script.
    let script: String

    /// Whether the book's core and pages fit ``wholeBookLimit``.
    static func keepsWholeBook(_ entries: [Entry]) -> Bool {
        entries.reduce(0) { $0 + ($1.role == .photo || $1.role == .never ? 0 : $1.content.size) } <= wholeBookLimit
    }

    /// The worker for a build that wrote `entries`: `RECIPEBOOK_OFFLINE` (its version, whether
    /// the whole book is kept, and each file's path, role and hash), then the theme's script.
    func file(entries: [Entry]) -> SiteFile {
        let sorted = entries.filter { $0.path != Self.path && $0.role != .never }.sorted { $0.path < $1.path }
        var list = JSONWriter(compact: true)
        list.array(sorted) { json, entry in
            json.array([entry.path, Self.letter(entry.role), Self.hex(entry.content.hash, digits: 12)]) { json, text in
                json.string(text)
            }
        }
        let version = Self.hex(ContentHash.of(list.bytes), digits: 16)
        let head = "var RECIPEBOOK_OFFLINE = {\"version\":\"\(version)\",\"whole\":\(Self.keepsWholeBook(sorted)),\"files\":"
        let text = "// The files of this build, written by recipebook; the theme's script follows.\n"
            + head + String(decoding: list.bytes, as: UTF8.self) + "};\n\n" + script
        return SiteFile(path: Self.path, content: .text(text), offline: .never)
    }

    private static func letter(_ role: OfflineRole) -> String {
        switch role {
        case .core: "c"
        case .page: "p"
        case .photo, .never: "f"
        }
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String((String(repeating: "0", count: 16) + text).suffix(digits))
    }
}

/// What the service worker keeps of a file for reading offline.
public enum OfflineRole: Sendable, Hashable {
    /// Kept from the first visit, whatever the book's size: the home and shopping pages and the
    /// theme's assets.
    case core
    /// A page or the data pages read (search, chapter list): all kept from the first visit
    /// when the book's core and pages fit ``OfflineWorker/wholeBookLimit``, else once opened.
    case page
    /// A photo: kept once a page showed it, never counted against the limit.
    case photo
    /// Not for browsers (the host's `_headers` rules, which hosts do not serve), or the worker
    /// itself: never listed.
    case never
}
