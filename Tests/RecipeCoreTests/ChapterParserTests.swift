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
        #expect(parsed.source == text)
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

    @Test func aByteOrderMarkIsNotPartOfTheSource() {
        let parsed = ChapterParser.parse("\u{FEFF}# T\n", file: "guide/t.md")
        #expect(parsed.source == "# T\n")
        #expect(parsed.chapter.title == "T")
    }
}
