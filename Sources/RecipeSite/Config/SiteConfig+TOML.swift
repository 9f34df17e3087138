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
        switch readTOML(text, file: file) {
        case .table(let read): table = read
        case .problem(let problem): return (config, [problem])
        }
        let lines = KeyLines(text)
        func location(of key: String) -> SourceLocation {
            SourceLocation(file: file, line: lines.line(of: key))
        }
        func report(_ key: String, _ value: TOMLValueConvertible, expected: String) {
            diagnostics.append(Diagnostic(
                .configBadValue(key: key, value: Self.describe(value), expected: expected), at: location(of: key)))
        }
        var unknown = 0
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
                      Self.isPlainAddress(string) else {
                    report(key, value, expected: "an address starting with https:// or http://")
                    continue
                }
                config.baseURL = string.hasSuffix("/") ? string : string + "/"
            case "image", "icon":
                guard let string = value.string, !string.trimmingCharacters(in: .whitespaces).isEmpty else {
                    report(key, value, expected: "a picture's path in the content folder, such as \"\(key == "icon" ? "icon.png" : "cover.jpg")\"")
                    continue
                }
                if key == "icon" { config.icon = string } else { config.image = string }
            case "theme":
                guard let string = value.string, let theme = ThemeName(rawValue: string.lowercased()) else {
                    report(key, value, expected: "one of " + ThemeName.allCases.map(\.rawValue).joined(separator: ", "))
                    continue
                }
                config.theme = theme
            case "order":
                guard let names = Self.names(value) else {
                    report(key, value, expected: "a list of the book's parts, such as [\"Breakfast\", \"Mains\"]")
                    continue
                }
                config.order = names
            case "recipe_order":
                guard let table = value.table, let orders = Self.namesByPart(table) else {
                    report(key, value, expected: "a table of parts, each a list of its recipes: [recipe_order] Breakfast = [\"Pancakes\"]")
                    continue
                }
                config.recipeOrder = orders
            default:
                unknown += 1
                guard unknown <= reportedUnknownKeys else { continue }
                diagnostics.append(Diagnostic(.configUnknownKey(key, known: knownKeys), at: location(of: key)))
            }
        }
        if unknown > reportedUnknownKeys {
            let more = unknown - reportedUnknownKeys
            diagnostics.append(Diagnostic(.configUnknownKey("… and \(more) more", known: knownKeys), at: SourceLocation(file: file)))
        }
        return (config, diagnostics)
    }

    /// Whether an address holds nothing that could end the attribute, line or element it is
    /// written into: no space of any kind, no control or separator character, no quote or
    /// angle bracket.
    private static func isPlainAddress(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
                && scalar.properties.generalCategory != .lineSeparator && scalar.properties.generalCategory != .paragraphSeparator
                && scalar.properties.generalCategory != .format && !"\"'<>`\\".unicodeScalars.contains(scalar)
        }
    }

    /// A list of non-empty strings, as `order` names parts.
    private static func names(_ value: TOMLValueConvertible) -> [String]? {
        guard let array = value.array else { return nil }
        let names = array.compactMap { $0.string?.trimmingCharacters(in: .whitespaces) }
        return names.count == array.count && !names.contains(where: \.isEmpty) ? names : nil
    }

    /// Each part's list of recipes, as `recipe_order` names them.
    private static func namesByPart(_ table: TOMLTable) -> [String: [String]]? {
        var orders: [String: [String]] = [:]
        for key in table.keys {
            guard let value = table[key], let names = names(value) else { return nil }
            orders[key] = names
        }
        return orders
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

/// The line each key is first set on, for diagnostics (TOMLKit gives values no positions):
/// found in one pass, so that a file of many keys costs no more than reading it.
struct KeyLines {
    private var lines: [Substring: Int] = [:]

    init(_ text: String) {
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard let equals = line.firstIndex(of: "=") else { continue }
            var key = line[..<equals].trimmingCharacters(in: .whitespaces)
            // A quoted key (`"theme.light" = …`) is looked up by its name, without the quotes.
            if key.count >= 2, let quote = key.first, quote == key.last, quote == "\"" || quote == "'" {
                key = String(key.dropFirst().dropLast())
            }
            if lines[Substring(key)] == nil { lines[Substring(key)] = number }
        }
    }

    /// The line `key` is set on, or 1 when it is not found (a key set in a table header).
    func line(of key: String) -> Int {
        lines[Substring(key)] ?? 1
    }
}

extension SiteConfig {
    /// The table of TOML `text`, or the problem naming `file` and the line: the text is held
    /// to ``TOMLBounds`` before the parser sees it.
    static func readTOML(_ text: String, file: String) -> TOMLRead {
        if let problem = TOMLBounds.firstProblem(in: text) {
            return .problem(Diagnostic(.configSyntax(problem.message), at: SourceLocation(file: file, line: problem.line, column: problem.column)))
        }
        do {
            return .table(try TOMLTable(string: text))
        } catch let error as TOMLParseError {
            let location = SourceLocation(file: file, line: error.source.begin.line, column: error.source.begin.column)
            return .problem(Diagnostic(.configSyntax(error.description), at: location))
        } catch {
            return .problem(Diagnostic(.configSyntax("\(error)"), at: SourceLocation(file: file)))
        }
    }
}

/// A TOML file read: its table, or the problem that kept it from being read.
enum TOMLRead {
    case table(TOMLTable)
    case problem(Diagnostic)
}
