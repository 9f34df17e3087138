import Testing
@testable import RecipeCore

@Suite struct ChapterParserTests {
    @Test func titleSectionsAndAnchorsComeFromTheHeadings() {
        let text = """
        # Writing Recipes

        Intro.

        ## Items

        ### Amounts & units

        ## Items

        ```swift
        ## not a heading
        ```
        """
        let parsed = ChapterParser.parse(text, file: "guide/02-writing-recipes.md")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.chapter.title == "Writing Recipes")
        #expect(parsed.chapter.order == 2)
        #expect(parsed.chapter.slug == "writing-recipes")
        #expect(parsed.chapter.sections == [
            Chapter.Section(title: "Items", anchor: "items", level: 2),
            Chapter.Section(title: "Amounts & units", anchor: "amounts--units", level: 3),
            Chapter.Section(title: "Items", anchor: "items-1", level: 2),
        ])
        #expect(parsed.html.contains("<h2 id=\"items\">Items</h2>"))
        #expect(parsed.html.contains("<h2 id=\"items-1\">Items</h2>"))
        #expect(parsed.html.contains("<pre lang=\"swift\"><code>## not a heading"))
    }

    @Test func aChapterWithoutATitleIsNamedAfterItsFile() {
        let parsed = ChapterParser.parse("## Only a section\n", file: "guide/10-getting-help.md")
        #expect(parsed.chapter.title == "Getting Help")
        #expect(parsed.chapter.order == 10)
        #expect(parsed.diagnostics.map(\.reason) == [.chapterWithoutTitle(usingFileName: "Getting Help")])
    }

    @Test func fileNamesWithoutANumberHaveNoOrder() {
        let parsed = ChapterParser.parse("# FAQ\n", file: "guide/faq.md")
        #expect(parsed.chapter.order == nil)
        #expect(parsed.chapter.slug == "faq")
    }

    @Test func rawHTMLAndScriptLinksNeverReachThePage() {
        let parsed = ChapterParser.parse("# T\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n", file: "guide/t.md")
        #expect(!parsed.html.contains("<script"))
        #expect(!parsed.html.contains("javascript:"))
    }

    @Test func gfmExtensionsAreOn() {
        let parsed = ChapterParser.parse("# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ https://example.com\n", file: "guide/t.md")
        #expect(parsed.html.contains("<table>"))
        #expect(parsed.html.contains("type=\"checkbox\""))
        #expect(parsed.html.contains("<del>old</del>"))
        #expect(parsed.html.contains("<a href=\"https://example.com\">"))
    }
}
