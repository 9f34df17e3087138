import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// The default theme's words, `Templates/i18n/<language>.toml`: every language's file has the
/// keys and placeholders of the English one, they are embedded in the tool, and they are not
/// published.
@Suite struct ThemeWordFilesTests {
    /// A default theme file read as the build reads it, but keeping every key, so that a key
    /// English lacks is found here rather than dropped with a warning.
    static func file(_ code: String) throws -> [String: String] {
        let path = Wording.filePath(code)
        let text = try #require(DefaultTheme.files[path], "\(path) is embedded in the tool")
        let (words, problems) = SiteConfig.parseWords(text, file: path, known: nil)
        #expect(problems.isEmpty, "\(path): \(problems)")
        return words
    }

    /// What is wrong with the table `words` of the language `code` next to `english`: a key
    /// either lacks, or a word whose placeholders differ from the English word's.
    static func problems(code: String, words: [String: String], english: [String: String]) -> [String] {
        let known = Wording.knownKeys(english: Set(english.keys), language: code)
        var problems: [String] = []
        for key in english.keys.sorted() where words[key] == nil {
            problems.append("\(code).toml lacks the key '\(key)' that en.toml has")
        }
        let unitKeys = Set(Wording.unitKeys(Language(tag: code)))
        for key in unitKeys.sorted() where words[key] == nil {
            problems.append("\(code).toml lacks the key '\(key)': the name of a unit the language reads")
        }
        for (key, word) in words.sorted(by: { $0.key < $1.key }) where !unitKeys.contains(key) {
            // A plural category English does not have (`recipeMany`) is held to its `Other` word.
            guard let englishWord = english[key] ?? (known.contains(key) ? english[otherKey(key)] : nil) else {
                problems.append("\(code).toml has the key '\(key)' that en.toml lacks")
                continue
            }
            let (own, theirs) = (placeholders(word), placeholders(englishWord))
            if own != theirs {
                problems.append("\(code).toml: '\(key)' has the placeholders \(own.sorted()), en.toml has \(theirs.sorted())")
            }
        }
        return problems
    }

    static func otherKey(_ key: String) -> String {
        let category = PluralCategory.allCases.first { key.hasSuffix($0.keySuffix) }
        return String(key.dropLast(category?.keySuffix.count ?? 0)) + PluralCategory.other.keySuffix
    }

    /// The `{name}`s of a word.
    static func placeholders(_ word: String) -> Set<String> {
        var names: Set<String> = []
        var rest = word[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    @Test(arguments: ["de", "fr", "es", "nl", "it"])
    func everyLanguagesFileHasTheKeysAndPlaceholdersOfTheEnglishOne(code: String) throws {
        let problems = Self.problems(code: code, words: try Self.file(code), english: try Self.file("en"))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func theCheckFindsAMissingKeyAnExtraKeyAndAChangedPlaceholder() throws {
        let english = try Self.file("en")
        var words = try Self.file("de")
        words["doneCooking"] = nil
        words["doneCookng"] = "Fertig"
        words["recipeOther"] = "{count} Rezepte"
        words["recipeMany"] = "{n} Rezepte"
        words["unit.piece.plural"] = nil
        let problems = Self.problems(code: "de", words: words, english: english)
        #expect(problems == [
            "de.toml lacks the key 'doneCooking' that en.toml has",
            "de.toml lacks the key 'unit.piece.plural': the name of a unit the language reads",
            "de.toml has the key 'doneCookng' that en.toml lacks",
            "de.toml has the key 'recipeMany' that en.toml lacks",
            "de.toml: 'recipeOther' has the placeholders [\"{count}\"], en.toml has [\"{n}\"]",
        ], "\(problems)")
        // French has a `many` category, so the key is its own; its placeholders still count.
        let french = Self.problems(code: "fr", words: try Self.file("fr").merging(["recipeMany": "{m} de recettes"]) { $1 }, english: english)
        #expect(french == ["fr.toml: 'recipeMany' has the placeholders [\"{m}\"], en.toml has [\"{n}\"]"], "\(french)")
    }

    @Test func theWordsAreTheFilesReadOnce() throws {
        for language in Language.all {
            #expect(Wording.defaultTable(language.code) == (try Self.file(language.code)), "\(language.code)")
        }
        #expect(Wording.english["doneCooking"] == "Done cooking")
        #expect(Wording(language: .german)["doneCooking"] == "Fertig gekocht")
        #expect(Wording(language: .italian)["category.other"] == (try Self.file("it"))["category.other"])
    }

    @Test func theFilesAreNotPublished() async throws {
        let content = try TemporaryContent()
        try LanguageFixture.copy("fr", into: content)
        let site = try await BuiltSite.build(content)
        let published = site.files().filter { $0.contains("i18n") || $0.hasSuffix(".toml") }
        #expect(published.isEmpty, "\(published)")
    }
}
