import RecipeCore

/// The book's own picture, `image` in site.toml: looked up and bounded the way a recipe's
/// photo is (``ContentRoot/locatePhoto(_:in:)``), then made into a link preview's card by the
/// photo pipeline, for the pages that have no photo of their own.
enum BookImage {
    /// The picture `name` names in `root`, or the problem with it, reported at site.toml.
    static func find(_ name: String?, root: ContentRoot) -> (FoundPhoto?, [Diagnostic]) {
        guard let name else { return (nil, []) }
        let at = SourceLocation(file: SiteConfig.fileName)
        switch root.locatePhoto(name, in: [""]) {
        case .found(let photo): return (photo, [])
        case .unusable(let reason): return (nil, [Diagnostic(reason, at: at)])
        case .missing(let lookedFor): return (nil, [Diagnostic(.photoNotFound(name, lookedFor: lookedFor), at: at)])
        case .outsideContent: return (nil, [Diagnostic(.photoOutsideContent(name), at: at)])
        }
    }

    /// Why the picture's images could not be made, when the image cache says so.
    static func problem(_ photo: FoundPhoto?, cache: ImageCache?) -> [Diagnostic] {
        guard let photo, let hash = photo.contentHash, let cache, case .failed(let why) = cache.entry(hash: hash) else { return [] }
        return [Diagnostic(.photoUnreadable(photo.path, why: why), at: SourceLocation(file: SiteConfig.fileName))]
    }
}
