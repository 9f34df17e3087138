import RecipeCore
import TOMLKit

extension SiteConfig {
    /// The unknown keys of one file reported one by one; the rest are counted in one warning.
    static let reportedUnknownKeys = 20

    /// The folder beside `site.toml` whose `<language>.toml` overrides the theme's words.
    public static let wordsFolder = "i18n"

    /// The book's own words for `language` (a BCP 47 tag) from `i18n/<language>.toml` and, for a
    /// tag with a region, `i18n/<language>-<region>.toml` over it; with the problems found,
    /// each naming its file and line. A file that is not there overrides nothing.
    static func loadWordOverrides(contentFolder: String, language: String) -> ([String: String], [Diagnostic]) {
        let known = Wording.knownKeys(language: Language(tag: language).code)
        var words: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for name in Wording.fileNames(tag: language) {
            let file = Wording.filePath(name)
            let path = contentFolder + "/" + file
            guard ContentRoot.realPath(of: path) != nil else { continue }
            switch TextFileReader.read(path: path) {
            case .success(let text):
                let (found, problems) = parseWords(text, file: file, known: known)
                words.merge(found) { $1 }
                diagnostics += problems
            case .failure(.unusable(let reason, let line, let column)):
                diagnostics.append(Diagnostic(reason, at: SourceLocation(file: file, line: line, column: column)))
            }
        }
        return (words, diagnostics)
    }

    /// The words of an `i18n` file, a theme's or a book's: `doneCooking = "Fertig!"`; a dotted
    /// key (`category.produce`) may also be written as a table. A key not in `known`, or a value
    /// that is not text, is reported and left out; `known` is nil only for the default theme's
    /// English file, whose keys are the ones every other file may have.
    static func parseWords(_ text: String, file: String, known: Set<String>?) -> ([String: String], [Diagnostic]) {
        let table: TOMLTable
        switch readTOML(text, file: file) {
        case .table(let read): table = read
        case .problem(let problem): return ([:], [problem])
        }
        let lines = KeyLines(text)
        var words: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        let suggested = known?.sorted() ?? []
        var unknown = 0
        func walk(_ table: TOMLTable, prefix: String) {
            for key in table.keys.sorted() {
                guard let value = table[key] else { continue }
                let name = prefix + key
                let location = SourceLocation(file: file, line: lines.line(of: key))
                if let nested = value.table {
                    walk(nested, prefix: name + ".")
                } else if let known, !known.contains(name) {
                    unknown += 1
                    guard unknown <= Self.reportedUnknownKeys else { continue }
                    // The note names the closest keys: all of them would fill a screen.
                    let closest = NameSuggestions.closest(to: name, among: suggested)
                    diagnostics.append(Diagnostic(.configUnknownKey(name, known: closest.isEmpty ? suggested : closest), at: location))
                } else if let word = value.string {
                    words[name] = word
                } else {
                    diagnostics.append(Diagnostic(
                        .configBadValue(key: name, value: "\(value)", expected: "a string in quotes"), at: location))
                }
            }
        }
        walk(table, prefix: "")
        if unknown > Self.reportedUnknownKeys {
            let more = unknown - Self.reportedUnknownKeys
            diagnostics.append(Diagnostic(.configUnknownKey("… and \(more) more", known: []), at: SourceLocation(file: file)))
        }
        return (words, diagnostics)
    }
}
