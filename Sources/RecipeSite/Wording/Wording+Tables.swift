import RecipeCore

extension Wording {
    /// The English words: every key a theme or script may use, and the words any other
    /// table falls back to; read once from the default theme's embedded `i18n/en.toml`.
    static let english: [String: String] = readDefault("en", known: nil)

    /// The default theme's words for the language `code`, read from its embedded
    /// `i18n/<code>.toml` the first time they are asked for: a build needs one language's.
    static func defaultTable(_ code: String) -> [String: String] {
        if code == "en" { return english }
        return defaultTables.withLock { tables in
            if let table = tables[code] { return table }
            let table = readDefault(code, known: knownKeys(english: Set(english.keys), language: code))
            tables[code] = table
            return table
        }
    }

    private static let defaultTables = Locked<[String: [String: String]]>([:])

    /// The path of a theme's or a book's words for the language or tag `name`: `i18n/de.toml`.
    static func filePath(_ name: String) -> String {
        SiteConfig.wordsFolder + "/" + name + ".toml"
    }

    /// The names of the word files read for a book in `tag`, each over the one before it: the
    /// language's (`de`), then the tag's when it has a region (`de-CH`).
    static func fileNames(tag: String) -> [String] {
        let code = Language(tag: tag).code
        return tag.lowercased() == code ? [code] : [code, tag]
    }

    /// The keys a table in the language `code` may hold: the English keys, a key for each
    /// plural category of the language for every counted word (`recipeMany` in French), and
    /// the names of the units the language reads (``unitKey(_:plural:)``).
    static func knownKeys(language code: String) -> Set<String> {
        knownKeys(english: Set(english.keys), language: code)
    }

    /// ``knownKeys(language:)`` for the English keys `english`, which the default tables are
    /// read with before ``english`` is made.
    static func knownKeys(english: Set<String>, language code: String) -> Set<String> {
        var keys = english
        for key in english where key.hasSuffix(PluralCategory.other.keySuffix) {
            let stem = key.dropLast(PluralCategory.other.keySuffix.count)
            guard english.contains(stem + PluralCategory.one.keySuffix) else { continue }
            for category in PluralRules.categories(language: code) { keys.insert(stem + category.keySuffix) }
        }
        keys.formUnion(unitKeys(Language(tag: code)))
        return keys
    }

    /// The units a book in `language` shows by the language's own names: those its vocabulary
    /// reads, but for the metric symbols every language writes alike. English names its units
    /// itself (``RecipeCore/Unit/name(for:)``).
    static func namedUnits(_ language: Language) -> [RecipeCore.Unit] {
        guard !language.isEnglish else { return [] }
        let symbols: Set<RecipeCore.Unit> = [.ml, .cl, .dl, .l, .mg, .g, .kg]
        return RecipeCore.Unit.allCases.filter { !symbols.contains($0) && !(language.vocabulary.units[$0] ?? []).isEmpty }
    }

    /// The keys of the names of ``namedUnits(_:)``, singular and plural.
    static func unitKeys(_ language: Language) -> [String] {
        namedUnits(language).flatMap { [unitKey($0, plural: false), unitKey($0, plural: true)] }
    }

    /// The key of a unit's name in a word file: `unit.tbsp` beside one, `unit.tbsp.plural`
    /// beside more (`unit.fl-oz` for `fl oz`).
    static func unitKey(_ unit: RecipeCore.Unit, plural: Bool) -> String {
        "unit." + unit.rawValue.replacingOccurrences(of: " ", with: "-") + (plural ? ".plural" : "")
    }

    /// The word files of a user's theme folder (`i18n/<name>.toml`, among the theme's
    /// `files` that came from `folder`), by name, each read over the default theme's; with the
    /// problems found, each naming its file and line.
    static func themeTables(
        files: [String: String], fromFolder paths: Set<String>, folder: String
    ) -> ([String: [String: String]], [Diagnostic]) {
        var tables: [String: [String: String]] = [:]
        var diagnostics: [Diagnostic] = []
        let prefix = SiteConfig.wordsFolder + "/"
        for path in paths.sorted() where path.hasPrefix(prefix) && path.hasSuffix(".toml") {
            let name = String(path.dropFirst(prefix.count).dropLast(".toml".count))
            guard !name.contains("/"), let text = files[path] else { continue }
            let known = knownKeys(language: Language(tag: name).code)
            let (words, problems) = SiteConfig.parseWords(text, file: folder + "/" + path, known: known)
            tables[name] = words
            diagnostics += problems
        }
        return (tables, diagnostics)
    }

    /// One table of the default theme; its problems are left to the tests, which read every
    /// file and fail on any.
    private static func readDefault(_ code: String, known: Set<String>?) -> [String: String] {
        let path = filePath(code)
        return SiteConfig.parseWords(DefaultTheme.files[path] ?? "", file: path, known: known).0
    }
}
