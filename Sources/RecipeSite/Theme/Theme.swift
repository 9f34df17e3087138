import Foundation
import Images
import Mustache
import RecipeCore

/// The templates and assets a build uses: the default theme, with any file of the same path
/// in the user's templates folder taking its place (as mdBook's `theme/` folder does). Parts
/// folders (`assets/recipebook.js.d/`) are joined into their file once both are overlaid, so a
/// user may replace one part or the whole file (``ThemeParts``).
public struct Theme: Sendable {
    /// Every theme file by its path, `recipe.mustache`, `assets/recipebook.css` …
    let files: [String: String]
    /// Assets that are not text (images, fonts) in the user's folder, by path, with where they are.
    let binaryAssets: [String: String]
    /// Where each file came from, for diagnostics: the user's folder, or nil for the default.
    let overrides: Set<String>
    let overrideFolder: String?
    /// The words of the user's folder, `i18n/<language>.toml`, by name (`de`, `de-CH`): each
    /// read over the default theme's file of the language and under the book's own.
    var wordTables: [String: [String: String]] = [:]
    /// The kitchen rules of `kitchen.json`, the user's or the default's.
    var kitchen = ThemeKitchen.standard

    /// The default theme, overridden file by file from `folder` when it exists.
    public static func load(overridingFrom folder: String?) -> (Theme, [Diagnostic]) {
        var files = DefaultTheme.files
        var overrides = Set<String>()
        var binaryAssets: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        if let folder, let realFolder = RealPath.of(folder), let enumerator = FileManager.default.enumerator(atPath: folder) {
            let root = ContentRoot(realPath: realFolder)
            for case let relative as String in enumerator {
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                guard !name.hasPrefix("."), !name.hasSuffix(".md") else { continue }
                let path = folder + "/" + relative
                // A link is followed only when it stays inside the templates folder, as in the
                // content folder: git keeps links, and a theme is shared as a repository.
                guard let real = RealPath.of(path) else {
                    diagnostics.append(Diagnostic(.brokenSymlink, at: SourceLocation(file: path)))
                    continue
                }
                guard root.contains(real) else {
                    let target = ContentRoot.linkText(path) ?? real
                    diagnostics.append(Diagnostic(.symlinkOutsideContent(target: target), at: SourceLocation(file: path)))
                    continue
                }
                guard !ContentRoot.isFolder(path) else { continue }
                switch TextFileReader.read(path: path) {
                case .success(let text):
                    files[relative] = text
                    overrides.insert(relative)
                case .failure(.unusable(.invalidUTF8, _, _)) where Self.isCopiedAsset(relative),
                     .failure(.unusable(.binaryFile, _, _)) where Self.isCopiedAsset(relative):
                    // An image or a font: copied as it is.
                    binaryAssets[relative] = path
                    files[relative] = nil
                case .failure(.unusable(let reason, let line, let column)):
                    diagnostics.append(Diagnostic(reason, at: SourceLocation(file: path, line: line, column: column)))
                }
            }
        }
        // The user's whole file wins over every part, theirs or the default's.
        files = ThemeParts.join(files, keeping: overrides)
        for path in overrides {
            if let (file, _) = ThemeParts.split(path) { overrides.insert(file) }
        }
        // librsvg's work grows with a drawing's elements and filters: the app icons are drawn
        // only from a favicon within the bounds (``AppIcon/refusal(ofSVG:)``).
        if let folder, overrides.contains(AppManifest.faviconFile), let svg = files[AppManifest.faviconFile] {
            let place = SourceLocation(file: folder + "/" + AppManifest.faviconFile)
            if svg.utf8.count > AppIcon.maximumSVGBytes {
                diagnostics.append(Diagnostic(.fileTooLarge(bytes: svg.utf8.count, limit: AppIcon.maximumSVGBytes), at: place))
            } else if let why = AppIcon.refusal(ofSVG: Array(svg.utf8)) {
                diagnostics.append(Diagnostic(.iconDrawing(why), at: place))
            }
        }
        var theme = Theme(files: files, binaryAssets: binaryAssets, overrides: overrides, overrideFolder: folder)
        let (kitchen, problem) = ThemeKitchen.of(files, overridden: overrides.contains(ThemeKitchen.path), folder: folder)
        theme.kitchen = kitchen
        if let problem { diagnostics.append(problem) }
        if let folder {
            let (tables, problems) = Wording.themeTables(files: files, fromFolder: overrides, folder: folder)
            theme.wordTables = tables
            diagnostics += problems
        }
        return (theme, diagnostics)
    }

    /// Whether a file that is not text is published as it is: an image or a font in `assets/`,
    /// but not in a parts folder, whose parts are text joined into one file.
    private static func isCopiedAsset(_ path: String) -> Bool {
        path.hasPrefix("assets/") && !ThemeParts.isInPartsFolder(path)
    }

    /// The assets to copy into the output's `assets/` folder, by their path inside it.
    var assets: [(path: String, text: String)] {
        files.keys.sorted().compactMap { key in
            guard key.hasPrefix("assets/"), let text = files[key] else { return nil }
            return (String(key.dropFirst("assets/".count)), text)
        }
    }

    /// Parses every template once. A user template that does not parse, or that passes
    /// ``TemplateBounds``, is reported and the default one is used in its place.
    func templates() -> (TemplateSet, [Diagnostic]) {
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        var texts: [String: String] = [:]
        for (path, text) in files where path.hasSuffix(".mustache") && !path.contains("/") {
            texts[String(path.dropLast(".mustache".count))] = text
        }
        let defaults = Self.defaultTemplates
        // Held to the bounds before the engine parses anything: a template too deep or with a
        // dynamic partial, then every user template in a cycle of partials, gives way to the
        // default one.
        for (name, text) in texts where texts[name] != defaults[name] {
            if text.utf8.count > TemplateBounds.maximumBytes {
                diagnostics.append(Diagnostic(
                    .templateSyntax("it is \(text.utf8.count) bytes, over the limit of \(TemplateBounds.maximumBytes) bytes"),
                    at: SourceLocation(file: file(of: name))))
                texts[name] = defaults[name]
                continue
            }
            let outline = TemplateBounds.outline(of: text)
            if let place = outline.tooDeep {
                diagnostics.append(Diagnostic(
                    .templateSyntax("sections are nested more than \(TemplateBounds.maximumDepth) deep"),
                    at: SourceLocation(file: file(of: name), line: place.line, column: place.column)))
                texts[name] = defaults[name]
            } else if outline.hasDynamicPartial {
                diagnostics.append(Diagnostic(
                    .templateSyntax("a dynamic partial ('{{>*name}}') is not supported"), at: SourceLocation(file: file(of: name))))
                texts[name] = defaults[name]
            }
        }
        let partials = texts.mapValues { TemplateBounds.outline(of: $0).partials }
        for (name, chain) in TemplateBounds.cycles(partials).sorted(by: { $0.key < $1.key }) where texts[name] != defaults[name] {
            diagnostics.append(Diagnostic(
                .templateSyntax("it includes itself through its partials (\(chain))"), at: SourceLocation(file: file(of: name))))
            texts[name] = defaults[name]
        }
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            do {
                library.register(try MustacheTemplate(string: text), named: name)
            } catch {
                let file = file(of: name)
                if let parserError = error as? MustacheTemplate.ParserError {
                    let location = SourceLocation(
                        file: file, line: parserError.context.lineNumber, column: parserError.context.columnNumber)
                    diagnostics.append(Diagnostic(.templateSyntax(Self.explain(parserError.error)), at: location))
                } else {
                    diagnostics.append(Diagnostic(.templateSyntax("\(error)"), at: SourceLocation(file: file)))
                }
                if let fallback = defaults[name], let template = try? MustacheTemplate(string: fallback) {
                    library.register(template, named: name)
                }
            }
        }
        return (TemplateSet(library: library), diagnostics)
    }

    /// The default theme's templates, by name.
    private static var defaultTemplates: [String: String] {
        var templates: [String: String] = [:]
        for (path, text) in DefaultTheme.files where path.hasSuffix(".mustache") && !path.contains("/") {
            templates[String(path.dropLast(".mustache".count))] = text
        }
        return templates
    }

    /// The file a template named `name` was read from, for diagnostics.
    private func file(of name: String) -> String {
        (overrideFolder.map { $0 + "/" } ?? "") + name + ".mustache"
    }
}

extension Theme {
    static func explain(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: "a section is closed with another name than it was opened with"
        case .unfinishedName?: "a tag is not closed with '}}'"
        case .expectedSectionEnd?: "a section opened with '{{#name}}' is never closed with '{{/name}}'"
        case .invalidSetDelimiter?: "a set-delimiter tag is malformed"
        default: "\(error)"
        }
    }
}

/// The parsed templates of one build.
struct TemplateSet: Sendable {
    let library: MustacheLibrary

    func render(_ view: Any, with name: String) -> String {
        library.render(view, withTemplate: name) ?? ""
    }
}
