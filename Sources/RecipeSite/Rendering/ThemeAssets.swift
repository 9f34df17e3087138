import RecipeCore

/// The theme's text assets, with the words and unit scripts made from the book's settings.
/// Stylesheets and scripts right in `assets/` are published under a name that carries a hash
/// of their bytes (`assets/recipebook.3f9a1c0b.css`): a host may keep them for ever, and a new
/// build's pages never run an older build's scripts. Made once per config and theme, which
/// is all they are made of.
struct ThemeAssets: Sendable {
    /// The files, stylesheets and scripts under their hashed names.
    let files: [SiteFile]
    /// Each hashed file's plain path (`assets/recipebook.css`) with its published one.
    let names: [String: String]
    /// The hashed names for templates, by the plain name with `_` for its dots:
    /// `{{root}}{{asset.recipebook_css}}`. Made once: every page reads them.
    let templateValues: [String: String]

    init(theme: Theme, words: Wording) {
        // The generated scripts win over files of the same name in a templates folder.
        let generated = [
            SitePath.wordsScript: WordsScript.make(words),
            SitePath.unitsScript: UnitsScript.make(kitchen: theme.kitchen.text),
        ]
        var texts = theme.assets.map { ("assets/" + $0.path, $0.text) }.filter { path, _ in
            generated[path] == nil && path != SitePath.shoppingScript && !path.hasPrefix(SitePath.searchFolder)
        }
        texts += generated.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        var names: [String: String] = [:]
        files = texts.map { path, text in
            guard Self.isHashed(path) else { return SiteFile(path: path, content: .text(text)) }
            let published = CompactAsset.text(text, path: path)
            let hashed = Self.hashedPath(path, text: published)
            names[path] = hashed
            return SiteFile(path: hashed, content: .text(published))
        }
        self.names = names
        templateValues = Dictionary(uniqueKeysWithValues: names.map { plain, hashed in
            (String(plain.dropFirst("assets/".count).map { $0 == "." ? "_" : $0 }), hashed)
        })
    }

    /// Where `path` (`assets/recipebook.css`) is published.
    func published(_ path: String) -> String {
        names[path] ?? path
    }

    /// `_headers`, read by Netlify and Cloudflare Pages: a hashed file never changes, so a
    /// browser may keep it a year without asking again.
    var headersFile: SiteFile {
        let rules = names.values.sorted().map { "/\($0)\n  Cache-Control: public, max-age=31536000, immutable\n" }
        return SiteFile(path: "_headers", content: .text(rules.joined()))
    }

    /// Whether `path` is a stylesheet or a script right in `assets/`, which is published
    /// under a hashed name (a font, a picture or a file in a folder is not).
    static func isHashed(_ path: String) -> Bool {
        let name = path.dropFirst("assets/".count)
        return path.hasPrefix("assets/") && !name.contains("/") && (name.hasSuffix(".css") || name.hasSuffix(".js"))
    }

    /// `assets/recipebook.css` with `text` → `assets/recipebook.3f9a1c0b.css`, for a path
    /// that ``isHashed(_:)``.
    static func hashedPath(_ path: String, text: String) -> String {
        let dot = path.lastIndex(of: ".") ?? path.endIndex
        return path[..<dot] + "." + Slug.stableHash(text).prefix(8) + path[dot...]
    }
}
