import Foundation
import Images
import RecipeCore

/// What a phone needs to add the book to its home screen as an app: `manifest.webmanifest` at
/// the site's root and the icons it names, drawn from the theme's favicon in the book's
/// default colours (the theme's `app-colours.json`, the `--bg` and `--accent` of its CSS).
enum AppManifest {
    static let path = "manifest.webmanifest"
    static let colourFile = "app-colours.json"
    static let faviconFile = "assets/favicon.svg"

    /// One icon file: its place in the site, its size, and whether Android may mask it.
    struct Icon: Hashable {
        let size: Int
        let shape: AppIcon.Shape

        var path: String {
            switch shape {
            case .plain: "assets/icon-\(size).png"
            case .maskable: "assets/icon-maskable-\(size).png"
            case .touch: "assets/apple-touch-icon.png"
            }
        }
    }

    /// The icons the manifest lists (192 and 512, plain and maskable), then iOS's.
    static let icons = [
        Icon(size: 192, shape: .plain), Icon(size: 512, shape: .plain),
        Icon(size: 192, shape: .maskable), Icon(size: 512, shape: .maskable),
    ]
    static let touchIcon = Icon(size: 180, shape: .touch)

    /// A theme's colours for the browser's bar and the splash screen.
    struct Colours: Codable, Hashable {
        let background: String
        let theme: String
    }

    /// The colours of `theme` in `files` (a theme's), or of the default theme's file when the
    /// theme's own does not name it.
    static func colours(of theme: ThemeName, in files: [String: String]) -> Colours {
        func read(_ text: String?) -> Colours? {
            guard let text, let table = try? JSONDecoder().decode([String: Colours].self, from: Data(text.utf8)),
                  let colours = table[theme.rawValue], AppIcon.Colour(hex: colours.background) != nil,
                  AppIcon.Colour(hex: colours.theme) != nil else { return nil }
            return colours
        }
        return read(files[colourFile]) ?? read(DefaultTheme.files[colourFile]) ?? Colours(background: "#ffffff", theme: "#000000")
    }

    /// The manifest: names from the book's title, addresses relative to where it lies.
    static func manifest(config: SiteConfig, colours: Colours, icons: [Icon] = icons) -> String {
        var json = JSONWriter(escapesHTML: true)
        json.object { json in
            json.key("name"); json.string(config.title)
            json.key("short_name"); json.string(shortName(config.title))
            if let description = config.description { json.key("description"); json.string(description) }
            json.key("lang"); json.string(config.language)
            json.key("start_url"); json.string("./")
            json.key("scope"); json.string("./")
            json.key("display"); json.string("standalone")
            json.key("background_color"); json.string(colours.background)
            json.key("theme_color"); json.string(colours.theme)
            json.key("icons")
            json.array(icons) { json, icon in
                json.object { json in
                    json.key("src"); json.string(icon.path)
                    json.key("sizes"); json.string("\(icon.size)x\(icon.size)")
                    json.key("type"); json.string("image/png")
                    json.key("purpose"); json.string(icon.shape == .maskable ? "maskable" : "any")
                }
            }
        }
        return String(decoding: json.bytes, as: UTF8.self) + "\n"
    }

    /// A home screen shows about 12 characters under an icon: the title's first words that fit.
    static func shortName(_ title: String) -> String {
        guard title.count > 12 else { return title }
        var name = ""
        for word in title.split(separator: " ") {
            let longer = name.isEmpty ? String(word) : name + " " + word
            guard longer.count <= 12 else { break }
            name = longer
        }
        return name.isEmpty ? String(title.prefix(12)) : name
    }

    /// The manifest and every icon, drawn from the book's own picture (`icon` in site.toml,
    /// its bytes held to a photo's bounds) or else from the theme's favicon, on the theme's
    /// background colour. A picture libvips cannot draw gives way to the favicon; an icon that
    /// cannot be drawn at all is not published.
    static func files(config: SiteConfig, themeFiles: [String: String], bookIcon: [UInt8]? = nil) -> [SiteFile] {
        let colours = colours(of: config.theme, in: themeFiles)
        let svg = Array((themeFiles[faviconFile] ?? "").utf8)
        let fromBook = bookIcon.map { iconFiles(source: $0, isSVG: false, background: colours.background) } ?? []
        let drawn = fromBook.count == icons.count + 1 ? fromBook : iconFiles(source: svg, isSVG: true, background: colours.background)
        // The manifest names only icons that were drawn: never an address that 404s.
        let paths = Set(drawn.map(\.path))
        let listed = icons.filter { paths.contains($0.path) }
        return [SiteFile(path: path, content: .text(manifest(config: config, colours: colours, icons: listed)))] + drawn
    }

    /// The icons drawn from `source`, kept for the process: a rebuild of the same picture and
    /// colours draws none again. The default favicon's icons were drawn ahead.
    static func iconFiles(source: [UInt8], isSVG: Bool, background: String) -> [SiteFile] {
        if isSVG, let ahead = drawnAhead(source: source, background: background) { return ahead }
        var hasher = Hasher()
        hasher.combine(source)
        hasher.combine(isSVG)
        hasher.combine(background)
        let key = hasher.finalize()
        if let kept = drawn.withLock({ $0?.key == key ? $0?.files : nil }) { return kept }
        guard let colour = AppIcon.Colour(hex: background) else { return [] }
        let made = (icons + [touchIcon]).compactMap { draw($0, from: source, isSVG: isSVG, background: colour) }
        drawn.withLock { $0 = (key, made) }
        return made
    }

    /// `icon` drawn by libvips from `source`, or `nil` when it cannot be drawn.
    static func draw(_ icon: Icon, from source: [UInt8], isSVG: Bool, background: AppIcon.Colour) -> SiteFile? {
        let image = isSVG
            ? AppIcon.png(fromSVG: source, size: icon.size, shape: icon.shape, background: background)
            : AppIcon.png(fromImage: source, size: icon.size, shape: icon.shape, background: background)
        return image.map { SiteFile(path: icon.path, content: .bytes($0.bytes)) }
    }

    /// The default theme's file of icons drawn ahead from its favicon, in each of its colours,
    /// so that a book with neither photos nor a favicon of its own never starts libvips
    /// (starting it and drawing cost more than the rest of a 100-recipe build). Made by
    /// `scripts/draw-app-icons`; `AppIconsAheadTests` checks it against a fresh drawing.
    static let aheadFile = "app-icons.json"

    /// Each icon's bytes by ``aheadKey(_:background:)``, from ``aheadFile``.
    static let drawnAheadTable: [String: [UInt8]] = {
        guard let text = DefaultTheme.files[aheadFile],
              let table = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else { return [:] }
        return table.compactMapValues { Data(base64Encoded: $0).map { [UInt8]($0) } }
    }()

    /// A transparent icon is the same on every background: it is kept once.
    static func aheadKey(_ icon: Icon, background: String) -> String {
        icon.shape == .plain ? icon.path : background + " " + icon.path
    }

    /// The icons of `source` on `background` drawn ahead, when `source` is the default
    /// theme's favicon and every icon is in the table.
    private static func drawnAhead(source: [UInt8], background: String) -> [SiteFile]? {
        guard let favicon = DefaultTheme.files[faviconFile], source.elementsEqual(favicon.utf8) else { return nil }
        let files = (icons + [touchIcon]).compactMap { icon in
            drawnAheadTable[aheadKey(icon, background: background)].map { SiteFile(path: icon.path, content: .bytes($0)) }
        }
        return files.count == icons.count + 1 ? files : nil
    }

    private static let drawn = Locked<(key: Int, files: [SiteFile])?>(nil)
}
