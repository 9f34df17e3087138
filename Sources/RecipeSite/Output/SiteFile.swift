/// One file of the built site, by its path inside the output folder.
public struct SiteFile: Sendable {
    /// What goes into the file.
    public enum Content: Sendable {
        /// Text, written as UTF-8.
        case text(String)
        /// A file of the content folder copied as it is (a photo), by its absolute path.
        case copy(from: String)
        /// Text in pieces, written one after the other: a very large page (the whole
        /// cookbook) is never joined into one string in memory.
        case parts([String])
        /// Text made only when the file is written (and only if it must be), in pieces like
        /// `parts`: ten thousand recipe pages, or a big book's print volumes, are never all in
        /// memory at once.
        case rendered(@Sendable () -> [String])
        /// Bytes the build made that are not text: an app icon drawn from the theme.
        case bytes([UInt8])

        /// The text as pieces, made now when it is `rendered`; a copied file has none.
        var pieces: [String] {
            switch self {
            case .text(let text): [text]
            case .parts(let parts): parts
            case .rendered(let make): make()
            case .copy, .bytes: []
            }
        }
    }

    /// The path inside the output folder, `/`-separated.
    public let path: String
    /// What the file holds.
    public let content: Content
    /// A number that changes whenever the content does, when one is known without reading
    /// the content (a cached page's key): lets a rebuild skip the page without hashing it.
    public var fingerprint: Int?
    /// What the service worker does with the file (``OfflineWorker``).
    public var offline: OfflineRole
    /// A file of the site.
    public init(path: String, content: Content, fingerprint: Int? = nil, offline: OfflineRole = .page) {
        self.path = path
        self.content = content
        self.fingerprint = fingerprint
        self.offline = offline
    }

    /// The same file with another offline role.
    func offline(_ role: OfflineRole) -> SiteFile {
        var file = self
        file.offline = role
        return file
    }
}
