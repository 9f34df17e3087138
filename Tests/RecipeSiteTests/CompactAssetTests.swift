import Testing
@testable import RecipeSite

/// The theme's stylesheets and scripts are published without comments and indentation, and
/// nothing inside a string, a template literal or a regular expression changes.
@Suite struct CompactAssetTests {
    @Test func commentsAndIndentationGoAndEveryStatementKeepsItsLine() {
        let script = """
            // A comment on its own line.
            function twice(value) {
                /* A block
                   comment. */
                const half = value / 2; // a note
                return half * 4
            }
            """
        #expect(CompactAsset.text(script, path: "assets/a.js") == "function twice(value) {\nconst half = value / 2;\nreturn half * 4\n}\n")
    }

    @Test func stringsTemplatesAndRegularExpressionsAreLeftAsWritten() {
        let script = """
            const url = "https://example.org/*not a comment*/";
            const quote = 'it\\'s // still text';
            const page = `first line
                second line // kept ${ { a: "}" }.a } /* kept */ ${`inner // kept`}`;
            const slash = /^[/?#]/.test(url) || /\\/\\.\\.?$/.test(url); // gone
            const ratio = 3 / 4 / 5; // gone
            """
        let compact = CompactAsset.text(script, path: "assets/a.js")
        #expect(compact == """
            const url = "https://example.org/*not a comment*/";
            const quote = 'it\\'s // still text';
            const page = `first line
                second line // kept ${ { a: "}" }.a } /* kept */ ${`inner // kept`}`;
            const slash = /^[/?#]/.test(url) || /\\/\\.\\.?$/.test(url);
            const ratio = 3 / 4 / 5;

            """)
    }

    @Test func aStylesheetLosesCommentsButNotItsStringsOrAddresses() {
        let sheet = """
            /* The card. */
            .card {
              content: "/* kept */";
              background: url(//example.org/a.png); /* gone */
            }
            """
        #expect(CompactAsset.text(sheet, path: "assets/a.css") == ".card {\ncontent: \"/* kept */\";\nbackground: url(//example.org/a.png);\n}\n")
    }

    @Test func otherFilesAreLeftAlone() {
        #expect(CompactAsset.text("  <svg>/* x */</svg>", path: "assets/favicon.svg") == "  <svg>/* x */</svg>")
    }
}
