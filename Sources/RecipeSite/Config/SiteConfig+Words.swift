import RecipeCore
import TOMLKit

extension SiteConfig {
    /// The folder beside `site.toml` whose `<language>.toml` overrides the theme's words.
    public static let wordsFolder = "i18n"

    /// The book's own words for `language` (a BCP 47 tag) from `i18n/<language>.toml` and, for a
    /// tag with a region, `i18n/<language>-<region>.toml` over it; with the problems found,
    /// each naming its file and line. A file that is not there overrides nothing.
    static func loadWordOverrides(contentFolder: String, language: String) -> ([String: String], [Diagnostic]) {
        let code = Language(tag: language).code
        var files = [code]
        if language.lowercased() != code { files.append(language) }
        var words: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for name in files {
            let file = wordsFolder + "/" + name + ".toml"
            let path = contentFolder + "/" + file
            guard ContentRoot.realPath(of: path) != nil else { continue }
            switch TextFileReader.read(path: path) {
            case .success(let text):
                let (found, problems) = parseWordOverrides(text, file: file)
                words.merge(found) { $1 }
                diagnostics += problems
            case .failure(.unusable(let reason, let line, let column)):
                diagnostics.append(Diagnostic(reason, at: SourceLocation(file: file, line: line, column: column)))
            }
        }
        return (words, diagnostics)
    }

    /// The words of an `i18n` file: `doneCooking = "Fertig!"`; a dotted key (`category.produce`)
    /// may also be written as a table. A key no table knows, or a value that is not text, is
    /// reported and left out.
    static func parseWordOverrides(_ text: String, file: String) -> ([String: String], [Diagnostic]) {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let location = SourceLocation(file: file, line: error.source.begin.line, column: error.source.begin.column)
            return ([:], [Diagnostic(.configSyntax(error.description), at: location)])
        } catch {
            return ([:], [Diagnostic(.configSyntax("\(error)"), at: SourceLocation(file: file))])
        }
        var words: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        let known = Wording.english.keys.sorted()
        func walk(_ table: TOMLTable, prefix: String) {
            for key in table.keys.sorted() {
                guard let value = table[key] else { continue }
                let name = prefix + key
                let location = SourceLocation(file: file, line: KeyLines.line(of: key, in: text))
                if let nested = value.table {
                    walk(nested, prefix: name + ".")
                } else if Wording.english[name] == nil {
                    // The note names the closest keys: all of them would fill a screen.
                    let closest = NameSuggestions.closest(to: name, among: known)
                    diagnostics.append(Diagnostic(.configUnknownKey(name, known: closest.isEmpty ? known : closest), at: location))
                } else if let word = value.string {
                    words[name] = word
                } else {
                    diagnostics.append(Diagnostic(
                        .configBadValue(key: name, value: "\(value)", expected: "a string in quotes"), at: location))
                }
            }
        }
        walk(table, prefix: "")
        return (words, diagnostics)
    }
}
