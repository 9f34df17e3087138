/// A file that changed between two builds, told by where it is: what kind of input it is
/// decides what a rebuild has to read again and which pages it can change.
public struct ChangedFile: Hashable, Sendable {
    /// The folder a changed file is in.
    public enum Place: Hashable, Sendable {
        /// The content folder.
        case content
        /// The folder of theme files that replace the default theme's.
        case templates

        /// What goes before a path in a change batch (``ChangedFile/init(batchName:)``).
        public var batchPrefix: String {
            switch self {
            case .content: ""
            case .templates: "Templates/"
            }
        }
    }

    /// What a changed file is to the build.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case recipe, chapter, store, plan, template, asset, config
        /// An image beside recipes, which the recipes there may show.
        case photo
        /// Anything else: a folder, a file no build reads.
        case other
    }

    public let place: Place
    /// The path inside its folder.
    public let path: String

    /// The file at `path` inside the folder `place`.
    public init(_ place: Place, _ path: String) {
        self.place = place
        self.path = path
    }

    /// The file a change batch names `name`: theme files come with the templates folder's
    /// prefix before them, content files with none.
    public init(batchName name: String) {
        let prefix = Place.templates.batchPrefix
        if name.hasPrefix(prefix) {
            self.init(.templates, String(name.dropFirst(prefix.count)))
        } else {
            self.init(.content, name)
        }
    }

    /// Its name in a change batch, as ``init(batchName:)`` reads it.
    public var batchName: String { place.batchPrefix + path }

    /// What the file is in a content folder laid out as `layout`.
    public func kind(in layout: ContentLayout) -> Kind {
        let parts = path.split(separator: "/").map(String.init)
        guard let name = parts.last else { return .other }
        let fileExtension = ContentEntry.pathExtension(of: name)
        if place == .templates { return fileExtension == "mustache" ? .template : .asset }
        // The book's own words (`i18n/de.toml`) are part of its config.
        if parts == [SiteConfig.fileName] || (parts.count == 2 && parts[0] == SiteConfig.wordsFolder && fileExtension == "toml") {
            return .config
        }
        if Self.isImage(fileExtension) { return .photo }
        switch parts.first {
        case "guide" where fileExtension == "md": return .chapter
        case "stores" where parts.count == 2 && fileExtension == "md": return .store
        case "plans" where parts.count == 2 && fileExtension == "md": return .plan
        default: break
        }
        let inRecipes = layout == .book ? parts.first == layout.recipesFolder && parts.count > 1
            : !(parts.count > 1 && layout.isReserved(parts[0]))
        return inRecipes && layout.recipeExtensions.contains(fileExtension) ? .recipe : .other
    }

    private static func isImage(_ fileExtension: String) -> Bool {
        ["jpg", "jpeg", "png", "webp", "gif", "heic", "heif"].contains(fileExtension)
    }
}
