import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// A content folder written by an attacker, or by a very unlucky cook, builds: every bad file
/// is named by a diagnostic, everything else is published, no markup from the content reaches
/// a page, and nothing outside the output folder is touched.
@Suite(.serialized) struct HostileContentTests {
    /// A build of the whole hostile folder in a debug build; each file alone renders in 2 s.
    static let buildTimeLimit: Duration = .seconds(90)

    /// A page whose big blocks go in after its template is rendered (a part's, the contents)
    /// shows each block once, whatever the book's names hold: no text can pass for the place
    /// a block goes.
    @Test func aPartNamedLikeABlocksPlaceShowsItsListOnce() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/X\u{E000}block recipeListHTML\u{E001}/R1.recipe", "# Recipe 1\n\n- Salt | 1 tsp | \n\nStir.\n")
        let output = content.root.deletingLastPathComponent().appendingPathComponent("Out")
        _ = try await SiteBuild(options: .init(contentFolder: content.path, outputFolder: output.path)).run()
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("parts").path).first)
        let page = try String(contentsOf: output.appendingPathComponent("parts/\(folder)/index.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "class=\"recipe-list\"").count - 1 == 1)
    }

    @Test func hostileFolderBuildsAndReportsEveryFile() async throws {
        let content = try TemporaryContent()
        defer { HostileContent.restorePermissions(in: content) }
        try HostileContent.make(in: content)
        let sandbox = BuiltSite.sandbox(content)
        let before = HostileContent.snapshot(sandbox)

        let clock = ContinuousClock()
        let start = clock.now
        let site = try await BuiltSite.build(content)
        let elapsed = clock.now - start
        #expect(elapsed < Self.buildTimeLimit, "the build took \(elapsed)")

        let report = site.report
        #expect(report.hasErrors)
        for (file, expected) in Self.expectedProblems {
            let found = report.diagnostics.filter { $0.location.file == file }
            #expect(found.contains { expected($0.reason) }, "\(file): \(found.map(\.description))")
        }
        if !HostileContent.isRoot {
            #expect(report.diagnostics.contains { $0.location.file == "recipes/Denied Folder" && $0.severity == .error })
        }
        for problem in Self.markdownBounds {
            #expect(report.diagnostics.contains { $0.location.file == problem.file && problem.matches($0.reason) },
                    "\(problem.file) should warn of a Markdown bound")
        }

        // Everything else is published: the odd names, both twins, the huge stalling files.
        let pages = try site.htmlFiles()
        for slug in ["creme-brulee", "fish-and-chipss-b-bold-b", "with-spaces", "twin", "twin-2", "many-lines",
                     "wide-line", "mailto", "images", "photo-paths", "word-word-word"] {
            #expect(pages.contains { $0.hasPrefix("recipes/\(slug)") && $0.hasSuffix(".html") }, "no page for \(slug)")
        }
        // A hundred tags of one recipe make a hundred tag pages, not five thousand.
        #expect(pages.filter { $0.hasPrefix("tags/tag") }.count == 100)
        for chapter in ["hostile", "deep", "brackets", "lists", "table"] {
            #expect(pages.contains("guide/\(chapter)/index.html"), "no page for the chapter \(chapter)")
        }

        try expectNoMarkupFromContent(site)
        try expectNothingOutside(site, sandbox: sandbox, before: before)
    }

    /// Each bad file, and what it must be reported as.
    static var expectedProblems: [(String, (DiagnosticReason) -> Bool)] {
        var problems: [(String, (DiagnosticReason) -> Bool)] = [
            ("recipes/Big/Huge.recipe", { if case .fileTooLarge = $0 { true } else { false } }),
            ("recipes/Big/Long Line.recipe", { if case .fileTooLarge = $0 { true } else { false } }),
            ("recipes/Bad/Invalid.recipe", { $0 == .invalidUTF8 }),
            ("recipes/Bad/Nul.recipe", { $0 == .binaryFile }),
            ("recipes/Empty/Empty.recipe", { $0 == .emptyFile }),
            ("recipes/Loop/Self", { $0 == .brokenSymlink }),
            ("recipes/Loop/A.recipe", { $0 == .brokenSymlink }),
            ("recipes/Loop/B.recipe", { $0 == .brokenSymlink }),
            ("recipes/Out/Passwd.recipe", { if case .symlinkOutsideContent = $0 { true } else { false } }),
            ("recipes/Out/Etc", { if case .symlinkOutsideContent = $0 { true } else { false } }),
            ("recipes/Twins/Twin B.recipe", { if case .duplicateTitle = $0 { true } else { false } }),
            ("recipes/Big/Tags.recipe", { $0 == .tooManyTags(limit: 100) }),
        ]
        problems.append(HostileContent.isRoot
            ? ("recipes/Bad/Fifo.recipe", { if case .unreadable = $0 { true } else { false } })
            : ("recipes/Bad/Denied.recipe", { if case .unreadable = $0 { true } else { false } }))
        for photo in ["../../../../etc/passwd", "%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/etc/passwd", "~/secret.jpeg", "..\\..\\etc\\passwd", "leak.jpeg"] {
            problems.append(("recipes/Paths/Photo Paths.recipe", { $0 == .photoOutsideContent(photo) }))
        }
        // Climbing out of the recipe's folder, but not out of the content folder: looked for inside.
        problems.append(("recipes/Paths/Photo Paths.recipe", { $0 == .photoNotFound("../../etc/passwd", lookedFor: ["etc/passwd"]) }))
        return problems
    }

    struct BoundProblem {
        let file: String
        let matches: (DiagnosticReason) -> Bool
    }

    static var markdownBounds: [BoundProblem] { [
        BoundProblem(file: "guide/02-deep.md") { if case .nestingTooDeep = $0 { true } else { false } },
        BoundProblem(file: "guide/03-brackets.md") { if case .bracketRun = $0 { true } else { false } },
        BoundProblem(file: "guide/04-lists.md") { if case .nestingTooDeep = $0 { true } else { false } },
        BoundProblem(file: "guide/05-table.md") { if case .tooManyTableColumns = $0 { true } else { false } },
        BoundProblem(file: "recipes/Big/Wide Line.recipe") { if case .lineTooLong = $0 { true } else { false } },
        BoundProblem(file: "recipes/Stall/Mailto.recipe") { if case .autolinkRun = $0 { true } else { false } },
        BoundProblem(file: "recipes/Stall/Images.recipe") { if case .bracketRun = $0 { true } else { false } },
    ] }

    /// No element, attribute or script of the content's making reaches any page.
    private func expectNoMarkupFromContent(_ site: BuiltSite) throws {
        for file in site.files() where [".html", ".js", ".xml", ".json"].contains(where: file.hasSuffix) {
            let text = try site.text(file)
            let lower = text.lowercased()
            if file.hasSuffix(".html") {
                // The theme's own scripts, and JSON-LD whose text holds no `<` at all.
                var rest = Substring(lower)
                while let open = rest.range(of: "<script") {
                    let tag = rest[open.lowerBound...].prefix(40)
                    let data = [
                        "<script type=\"application/ld+json\">", "<script type=\"application/json\" class=\"recipe-shopping-data\">",
                    ]
                    let opening = data.first { String(rest[open.lowerBound...]).hasPrefix($0) }
                    let allowed = tag.hasPrefix("<script src=\"") || tag.hasPrefix("<script defer src=\"") || opening != nil
                    #expect(allowed, "\(file): \(tag)")
                    if let opening, let close = rest[open.upperBound...].range(of: "</script>") {
                        let json = rest[open.lowerBound..<close.lowerBound].dropFirst(opening.count)
                        #expect(!json.contains("<"), "\(file): a '<' inside JSON data")
                        rest = rest[close.upperBound...]
                    } else {
                        rest = rest[open.upperBound...]
                    }
                }
                for tag in Tags.all(in: SiteBuildTests.removingJSONLD(text)) {
                    #expect(!["iframe", "svg", "style", "object", "embed", "b", "i"].contains(tag.name), "\(file): <\(tag.name)>")
                    for (name, value) in tag.attributes {
                        #expect(!name.hasPrefix("on"), "\(file): <\(tag.name) \(name)=…>")
                        if ["href", "src", "action", "formaction"].contains(name) {
                            let url = value.trimmingCharacters(in: .whitespaces).lowercased()
                            #expect(!url.hasPrefix("javascript:") && !url.hasPrefix("data:"), "\(file): \(name)=\(value)")
                        }
                    }
                }
            } else {
                #expect(!lower.contains("</script"), "\(file) holds </script")
                #expect(!lower.contains("<script"), "\(file) holds <script")
            }
            #expect(!text.contains("root:x:0:0"), "\(file) holds /etc/passwd")
        }
        let title = "<script>alert(\"title\")</script> \"Quoted\" & <i>Co</i></script>"
        let page = try site.page("recipes/script-alert-title-script-quoted-i-co-i-script.html")
        #expect(page.first("h1.recipe-title")?.text == title)
        #expect(page.all("button.timer").map { $0["data-timer-name"] } == ["<script>alert(\"timer\")</script>", "</script><img src=x onerror=alert(1)>"])
    }

    /// The build wrote only into its output folder, and copied nothing from outside the content.
    private func expectNothingOutside(_ site: BuiltSite, sandbox: URL, before: [String: Int]) throws {
        let after = HostileContent.snapshot(sandbox)
        let outputName = URL(fileURLWithPath: site.output).lastPathComponent
        for (path, size) in after where !path.hasPrefix(outputName + "/") && path != outputName {
            #expect(before[path] == size, "\(path) changed outside the output folder")
        }
        for path in before.keys {
            #expect(after[path] != nil, "\(path) was removed")
        }
        #expect(!site.files().contains { $0.hasSuffix("leak.jpeg") || $0.contains("passwd") || $0.contains("hostname") })
    }
}

/// The tags of a page: since the text of a page is escaped, every `<` followed by a letter
/// starts an element of the page's markup.
enum Tags {
    struct Tag {
        let name: String
        let attributes: [(String, String)]
    }

    static func all(in html: String) -> [Tag] {
        let bytes = Array(html.utf8)
        var tags: [Tag] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, isLetter(bytes[index + 1]) else {
                index += 1
                continue
            }
            index += 1
            let name = word(bytes, &index)
            var attributes: [(String, String)] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") {
                    index += 1
                    continue
                }
                let attribute = word(bytes, &index)
                var value = ""
                if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                    index += 1
                    value = attributeValue(bytes, &index)
                }
                if attribute.isEmpty { index += 1 } else { attributes.append((attribute, value)) }
            }
            tags.append(Tag(name: name, attributes: attributes))
        }
        return tags
    }

    private static func word(_ bytes: [UInt8], _ index: inout Int) -> String {
        let start = index
        while index < bytes.count, !isSpace(bytes[index]), ![UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "/")].contains(bytes[index]) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
    }

    private static func attributeValue(_ bytes: [UInt8], _ index: inout Int) -> String {
        guard index < bytes.count else { return "" }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let start = index + 1
            index = start
            while index < bytes.count, bytes[index] != quote { index += 1 }
            defer { index += 1 }
            return String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
        }
        let start = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 12 }
}
