import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// Files the TOML parser and the template engine would recurse through without end are held
/// to their bounds first: each is an error naming the file and line, and the book is built.
@Suite struct InputBoundsTests {
    @Test func aSiteConfigKeyDottedOneHundredAndFiftyThousandDeepIsAnErrorNotACrash() {
        let text = "title = \"Ours\"\n" + Array(repeating: "a", count: 150_000).joined(separator: ".") + " = \"x\"\n"
        let (config, diagnostics) = SiteConfig.parse(String(text.prefix(200_000)))
        #expect(diagnostics.count == 1)
        let problem = diagnostics.first
        #expect(problem?.severity == .error)
        #expect(problem?.location.line == 2)
        #expect(problem?.reason.message.contains("nested more than \(TOMLBounds.maximumDepth) deep") == true)
        #expect(config.title == SiteConfig().title, "nothing of a refused file is used")
    }

    @Test func aTranslationKeyDottedFortyThousandDeepIsAnErrorNamingItsFile() {
        let text = Array(repeating: "a", count: 40_000).joined(separator: ".") + " = \"x\"\n"
        let (words, diagnostics) = SiteConfig.parseWords(text, file: "i18n/en.toml", known: Wording.knownKeys(language: "en"))
        #expect(words.isEmpty)
        #expect(diagnostics.map(\.description).first?.hasPrefix("i18n/en.toml:1:") == true)
        #expect(diagnostics.first?.reason.message.hasPrefix("file cannot be read as TOML") == true, "not called the site config")
    }

    @Test func tablesAndArraysNestedPastTheBoundAreRefusedToo() {
        let deepArray = "title = \"x\"\nlist = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
        #expect(SiteConfig.parse(deepArray).1.first?.location.line == 2)
        let deepHeader = "[" + Array(repeating: "t", count: 40).joined(separator: ".") + "]\nk = 1\n"
        #expect(SiteConfig.parse(deepHeader).1.first?.location.line == 1)
        let inlineTables = "k = " + String(repeating: "{a = ", count: 40) + "1" + String(repeating: "}", count: 40) + "\n"
        #expect(SiteConfig.parse(inlineTables).1.first?.reason.message.contains("nested") == true)
        // Dots and brackets inside strings and comments count for nothing.
        let quoted = "title = \"" + String(repeating: "a.[{", count: 100) + "\" # " + String(repeating: ".[", count: 100) + "\n"
        #expect(SiteConfig.parse(quoted).1.isEmpty)
        #expect(SiteConfig.parse(quoted).0.title.hasPrefix("a.[{"))
    }

    /// Found by the config and translations fuzz targets: toml++ takes the first character of
    /// a table header for a key, and a `}` in an array for a value, and fails an internal
    /// assertion when either is none (`[{`, `c = [}]`), ending the command.
    @Test func aTableHeaderThatDoesNotStartWithAKeyIsAnErrorNotACrash() {
        for text in ["[{", "title = \"x\"\n[ {d", "[[{a}]]", "[[[a]]]", "[\u{0}]", "c = [}]\n", "d = [[[}}[\"\n"] {
            let diagnostics = SiteConfig.parse(text).1
            #expect(diagnostics.count == 1, "\(text.debugDescription)")
            #expect(diagnostics.first?.severity == .error)
        }
        #expect(SiteConfig.parse("title = \"x\"\n[ {d").1.first?.location.line == 2)
        // An unclosed string ends at its line break, which is counted once (found by fuzzing).
        #expect(SiteConfig.parse("a = \"open\n\n[{").1.first?.location.line == 3)
        #expect(SiteConfig.parse("[table]\nkey = 1\n[[list]]\nkey = 2\n").1.allSatisfy { $0.severity == .warning })
    }

    @Test func aConfigOverItsSizeBoundIsNotRead() {
        let text = "title = \"x\"\n" + String(repeating: "# padding\n", count: TOMLBounds.maximumBytes / 10 + 1)
        let diagnostics = SiteConfig.parse(text).1
        #expect(diagnostics.first?.reason.message.contains("over the limit of \(TOMLBounds.maximumBytes) bytes") == true)
    }

    /// Ten thousand unknown keys are twenty warnings and one count, not ten thousand warnings
    /// each with its own search for the nearest known key.
    @Test func manyUnknownTranslationKeysGiveABoundedNumberOfWarnings() {
        let text = (0..<10_000).map { "[t\($0)]\nk = \"v\"\n" }.joined()
        let diagnostics = SiteConfig.parseWords(text, file: "i18n/en.toml", known: Wording.knownKeys(language: "en")).1
        #expect(diagnostics.count == SiteConfig.reportedUnknownKeys + 1)
        #expect(diagnostics.contains { $0.reason.message.contains("and 9980 more") })
    }

    @Test func aPartialThatIncludesItselfIsReportedAndTheDefaultTemplateIsUsed() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        try ThemeTemplateTests.writeTemplate(content, "recipe.mustache", "<h1>{{title}}</h1>{{> recipe}}\n")
        try ThemeTemplateTests.writeTemplate(content, "404.mustache", "{{> extra}}\n")
        try ThemeTemplateTests.writeTemplate(content, "extra.mustache", "<p>{{> 404}}</p>\n")
        let site = try await BuiltSite.build(content)
        let messages = site.report.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("recipe.mustache:1:1: error: template cannot be read: it includes itself through its partials (recipe → recipe)") })
        #expect(messages.contains { $0.contains("404.mustache") && $0.contains("404 → extra → 404") })
        #expect(try site.page("recipes/toast.html").first("h1.recipe-title")?.text == "Toast", "the default recipe template")
        #expect(try site.page("404.html").first("header.site-header") != nil)
    }

    @Test func sectionsNestedFiftyThousandDeepAreReportedAtTheirLine() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        let deep = String(repeating: "{{#title}}", count: 1_000) + String(repeating: "{{/title}}", count: 1_000)
        try ThemeTemplateTests.writeTemplate(content, "404.mustache", "<p>lost</p>\n" + deep + "\n")
        let site = try await BuiltSite.build(content)
        let problem = site.report.diagnostics.first { $0.location.file.hasSuffix("404.mustache") }
        #expect(problem?.location.line == 2)
        #expect(problem?.reason.message.contains("nested more than \(TemplateBounds.maximumDepth) deep") == true)
        #expect(try site.page("404.html").first("header.site-header") != nil)
    }

    /// swift-mustache's time grows with the square of a template's size: a template of 1 MiB
    /// of tags would take minutes, so one over the bound is not parsed at all.
    @Test func aTemplateOverItsSizeBoundIsReportedAndTheDefaultUsed() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        try ThemeTemplateTests.writeTemplate(content, "404.mustache", String(repeating: "{{a}}", count: 20_000))
        let site = try await BuiltSite.build(content)
        let problem = site.report.diagnostics.first { $0.location.file.hasSuffix("404.mustache") }
        #expect(problem?.reason.message.contains("over the limit of \(TemplateBounds.maximumBytes) bytes") == true)
        #expect(try site.page("404.html").first("header.site-header") != nil)
    }

    @Test func aLinkOutOfTheTemplatesFolderIsReportedAndNeverFollowed() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        let folder = BuiltSite.sandbox(content).appendingPathComponent("Templates/assets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("notes.txt").path, withDestinationPath: "/etc/passwd")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.contains {
            $0.location.file.hasSuffix("Templates/assets/notes.txt") && $0.reason == .symlinkOutsideContent(target: "/etc/passwd")
        })
        #expect(!site.exists("assets/notes.txt"))
    }

    /// The address goes raw into the sitemap, the feed and an attribute: a line break or a line
    /// separator in it would end any of them.
    @Test func aBaseURLWithALineBreakOrSeparatorIsRefused() {
        for address in ["https://a.org/\\nx", "https://a.org/\\u2028x", "https://a.org/\\u0085x", "https://a.org/<x>"] {
            let (config, diagnostics) = SiteConfig.parse("base_url = \"\(address)\"\n")
            #expect(config.baseURL == nil, "\(address)")
            #expect(diagnostics.first?.reason.message.hasPrefix("'base_url' cannot be") == true)
        }
        #expect(SiteConfig.parse("base_url = \"https://a.org/recipes\"\n").0.baseURL == "https://a.org/recipes/")
    }
}
