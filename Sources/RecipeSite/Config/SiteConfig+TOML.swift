import RecipeCore
import TOMLKit

extension SiteConfig {
    /// The config of the book in `contentFolder`: its `site.toml`, or the defaults without one,
    /// with the words of its `i18n/<language>.toml`.
    public static func load(contentFolder: String) -> (SiteConfig, [Diagnostic]) {
        let path = contentFolder + "/" + fileName
        var (config, diagnostics) = (SiteConfig(), [Diagnostic]())
        if ContentRoot.realPath(of: path) != nil {
            switch TextFileReader.read(path: path) {
            case .success(let text):
                (config, diagnostics) = parse(text)
            case .failure(.unusable(let reason, let line, let column)):
                diagnostics = [Diagnostic(reason, at: SourceLocation(file: fileName, line: line, column: column))]
            }
        }
        let (words, wordProblems) = loadWordOverrides(contentFolder: contentFolder, language: config.language)
        config.wordOverrides = words
        return (config, diagnostics + wordProblems)
    }

    /// Reads the config from TOML text. Every problem becomes a diagnostic naming the file and
    /// the key's line; a bad value leaves that setting at its default.
    public static func parse(_ text: String, file: String = SiteConfig.fileName) -> (SiteConfig, [Diagnostic]) {
        var config = SiteConfig()
        var diagnostics: [Diagnostic] = []
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let location = SourceLocation(file: file, line: error.source.begin.line, column: error.source.begin.column)
            return (config, [Diagnostic(.configSyntax(error.description), at: location)])
        } catch {
            return (config, [Diagnostic(.configSyntax("\(error)"), at: SourceLocation(file: file))])
        }
        func location(of key: String) -> SourceLocation {
            SourceLocation(file: file, line: KeyLines.line(of: key, in: text))
        }
        func report(_ key: String, _ value: TOMLValueConvertible, expected: String) {
            diagnostics.append(Diagnostic(
                .configBadValue(key: key, value: Self.describe(value), expected: expected), at: location(of: key)))
        }
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            switch key {
            case "title", "author", "description":
                guard let string = value.string, !string.trimmingCharacters(in: .whitespaces).isEmpty else {
                    report(key, value, expected: "a non-empty string")
                    continue
                }
                switch key {
                case "title": config.title = string
                case "author": config.author = string
                default: config.description = string
                }
            case "language":
                guard let string = value.string, Self.isLanguageTag(string) else {
                    report(key, value, expected: "a language tag such as \"en\" or \"de-CH\"")
                    continue
                }
                config.language = string
            case "base_url":
                guard let string = value.string, string.hasPrefix("https://") || string.hasPrefix("http://"),
                      !string.contains(" "), !string.contains("\"") else {
                    report(key, value, expected: "an address starting with https:// or http://")
                    continue
                }
                config.baseURL = string.hasSuffix("/") ? string : string + "/"
            case "theme":
                guard let string = value.string, let theme = ThemeName(rawValue: string.lowercased()) else {
                    report(key, value, expected: "one of " + ThemeName.allCases.map(\.rawValue).joined(separator: ", "))
                    continue
                }
                config.theme = theme
            default:
                diagnostics.append(Diagnostic(.configUnknownKey(key, known: knownKeys), at: location(of: key)))
            }
        }
        return (config, diagnostics)
    }

    private static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    private static func describe(_ value: TOMLValueConvertible) -> String {
        if let string = value.string { return "\"\(string)\"" }
        return "\(value)"
    }
}

/// Finds the line a top-level key is set on, for diagnostics (TOMLKit gives values no positions).
enum KeyLines {
    static func line(of key: String, in text: String) -> Int {
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            guard trimmed.hasPrefix(key) else { continue }
            let rest = trimmed.dropFirst(key.count).drop(while: { $0 == " " || $0 == "\t" })
            if rest.hasPrefix("=") { return number }
        }
        return 1
    }
}
