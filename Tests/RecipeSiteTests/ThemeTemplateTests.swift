import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// A theme's own templates beside the content folder: each replaces the default one of its
/// name, and the pages made from it are what the template engine would make.
@Suite struct ThemeTemplateTests {
    static func writeTemplate(_ content: TemporaryContent, _ name: String, _ text: String) throws {
        let folder = BuiltSite.sandbox(content).appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    @Test func aTemplateBesideTheContentFolderReplacesOnlyThatFile() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        try Self.writeTemplate(content, "404.mustache", "<p class=\"lost\">Nothing at all here. <a href=\"{{root}}\">Home</a></p>\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)
        let notFound = try site.page("404.html")
        #expect(notFound.first("p.lost")?.text == "Nothing at all here. Home")
        #expect(notFound.all("section.not-found").isEmpty)
        #expect(notFound.first("header.site-header") != nil)  // still inside the default layout
        #expect(try site.page("").first("section.recent") != nil)
        #expect(try site.page("recipes/toast.html").first("h1.recipe-title")?.text == "Toast")
    }

    /// Pages are spliced from a template cut once per shape; a theme's template that changes a
    /// value (a transform) or the layout's breaks that, and its pages are rendered whole.
    @Test func aTemplateThatTransformsItsValuesStillGetsThem() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        try content.write("recipes/Tea.recipe", "# Tea\n\nBrew it.\n")
        try Self.writeTemplate(content, "recipe.mustache", "<h1 class=\"shout\">{{uppercased(title)}}</h1>\n{{{sectionsHTML}}}\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)
        #expect(try site.page("recipes/toast.html").first("h1.shout")?.text == "TOAST")
        #expect(try site.page("recipes/tea.html").first("h1.shout")?.text == "TEA")
        let html = try site.text("recipes/tea.html")
        #expect(!html.unicodeScalars.contains { (0xE000...0xF8FF).contains($0.value) }, "no marker is left in a page")
    }

    /// The A–Z list is written around its letters' lists, which stay out of the template
    /// engine; a theme that escapes them gets them escaped, not a marker.
    @Test func aTemplateThatEscapesABlockOfHTMLGetsItEscaped() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        try Self.writeTemplate(content, "recipes.mustache", "{{#letters}}<pre class=\"raw\">{{recipeListHTML}}</pre>{{/letters}}\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)
        let pre = try #require(try site.page("recipes/").first("pre.raw"))
        #expect(pre.text.contains("<ul class=\"recipe-list\">"), "the list's HTML shows as text")
        let html = try site.text("recipes/index.html")
        #expect(!html.unicodeScalars.contains { (0xE000...0xF8FF).contains($0.value) }, "no marker is left in a page")
    }

    @Test func aBrokenTemplateIsReportedAndTheDefaultUsed() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        try Self.writeTemplate(content, "home.mustache", "<h1>Mine</h1>\n{{#x}}\nnever closed\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.count == 1)
        let diagnostic = try #require(site.report.diagnostics.first)
        #expect(diagnostic.location.file.hasSuffix("home.mustache"))
        #expect(diagnostic.severity == .error)
        let home = try site.page("")
        #expect(home.first("section.recent") != nil)
        #expect(!home.html.contains("never closed"))
    }

    @Test func aBadThemeInSiteTomlIsReportedWithItsLineAndTheSiteIsStillBuilt() async throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "title = \"Our Book\"\n\ntheme = \"purple\"\n")
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        let site = try await BuiltSite.build(content)
        let diagnostic = try #require(site.report.diagnostics.first)
        #expect(site.report.diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.file == "site.toml")
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.description.contains("purple"))
        #expect(site.report.hasErrors)
        let home = try site.page("")
        #expect(home.first("html")?["data-theme"] == "light")
        #expect(home.first("a.site-title")?.text == "Our Book")
        #expect(site.exists("recipes/toast.html"))
    }

    @Test func theThemeOptionOverridesTheConfig() async throws {
        let content = try TemporaryContent()
        try content.write("site.toml", "theme = \"mustard\"\n")
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        let configured = try await BuiltSite.build(content, output: "Configured")
        #expect(try configured.page("").first("html")?["data-theme"] == "mustard")
        let site = try await BuiltSite.build(content, theme: .broccoli)
        #expect(site.report.diagnostics.isEmpty)
        for file in try site.htmlFiles() {
            #expect(try site.page(file).first("html")?["data-theme"] == "broccoli", "data-theme of \(file)")
        }
    }
}
