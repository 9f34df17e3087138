import Foundation
import Testing
@testable import Markdown

/// Guarding a guarded text changes nothing: every bound holds after one pass, whatever the
/// input. Inputs found by the fuzzer (`scripts/fuzz`, target markdown), with its small bounds.
@Suite struct GuardIdempotenceTests {
    static var fuzzLimits: MarkdownLimits { .small }

    /// The fuzzer's inputs, as base64.
    static let found = [
        // Nested list markers past the list-item bound, some already escaped for nesting.
        "CnMKLQkgCSogCi0JIAkqIMctIFNhdAotICAgICAgICAgICAgICogICAgICAgICAgICAgICAgICAgICAJIAkqIGx0/3MKLQkgCSogCi0JIAkqIMcJb21hdG9lcwotCSAJKiAKLQkgCSogxyBGCiAgoN3f398gICAmQU0gICAgICAgxy0=",
        // A table ended by a blank line, after a line with a lone `\r` that was cut into
        // pieces: the blank line came out as `\r\n`, one line break, and the table went on.
        "IyBCaWdsYW1pKkZ5ICBXZWVrU3UgU2FsdAotIG5jYWtlcyB4MwotLS0tLS0tLS0tLQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJ5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXlCQn///8JCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCWVuZAoKPiBFdmWLeW8jIFN1IFNhbHQLLSBuY2FrZXMgeDF0YWdmaQotLS0tLS0tLS1TdSBTYWx0Ci0gbmNha2VzIHgwdGFnZmkKLS0tLS0tLS0tLS0JCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkNCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJZW5kCgo+IEV2ZYt5byMgU3UgU2FsdAstIG5jYWtlcyB4MXRhZ2ZpCi0tLS0tLS0tLVN1IFNhbHQKLSBuY2FrZXMgeDB0YWdmaQotLS0tLS0tLS0tLQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQktLS0tLS0tciB0aGUgd2Vla2VuZDogI3A=",
    ]

    @Test(arguments: found)
    func aGuardedTextPassesNoBoundAgain(_ base64: String) throws {
        let data = try #require(Data(base64Encoded: base64))
        let text = String(decoding: data, as: UTF8.self)
        let guarded = InputGuard.document(text, limits: Self.fuzzLimits)
        let again = InputGuard.document(guarded.text, limits: Self.fuzzLimits)
        #expect(again.findings.isEmpty, "\(again.findings) in \(guarded.text.debugDescription)")
    }

    /// Past the document's list items the markers are escaped: the items stop, their text
    /// stays, and guarding again finds nothing.
    @Test func listItemsPastTheBoundShowAsText() {
        let text = (1...9).map { "- item \($0)" }.joined(separator: "\n") + "\n"
        let guarded = InputGuard.document(text, limits: Self.fuzzLimits)
        #expect(guarded.findings == [GuardFinding(line: 7, kind: .tooManyListItems(limit: 6), otherLines: 2)])
        #expect(InputGuard.document(guarded.text, limits: Self.fuzzLimits).findings.isEmpty)
        let html = MarkdownDocument(parsing: guarded.text).html
        #expect(html.components(separatedBy: "<li>").count - 1 == 6)
        #expect(html.contains("item 9"))
    }
}
