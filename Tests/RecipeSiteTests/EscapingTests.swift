import Foundation
import Testing
@testable import RecipeSite

/// Every name, step and note reaches a page through `HTML.escape` or a page's JSON through
/// `JSONWriter`, which look for the bytes to escape eight at a time: a special byte at any
/// place in a word of eight, or in the tail after the last whole word, must still be escaped,
/// or a recipe's text could end an attribute or a `<script>` element.
@Suite struct EscapingTests {
    /// Plain text with `special` put at each place from the first byte to the twentieth.
    private func texts(with special: String) -> [String] {
        (0..<20).map { offset in String(repeating: "a", count: offset) + special + String(repeating: "b", count: 19 - offset) }
    }

    @Test(arguments: ["&", "<", ">", "\"", "'"])
    func htmlEscapesASpecialCharacterWhereverItStands(_ special: String) {
        let reference = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        for text in texts(with: special) {
            let escaped = HTML.escape(text)
            #expect(escaped == text.replacingOccurrences(of: special, with: reference[special] ?? ""))
            #expect(!escaped.contains(special) || special == "&")
        }
    }

    @Test func htmlLeavesTextWithoutSpecialCharactersAsItIs() {
        let text = "Crème brûlée 🍮 for 4–6, 180 °C; stir (gently)."
        #expect(HTML.escape(text) == text)
    }

    @Test(arguments: ["\"", "\\", "\n", "\t", "\u{1}", "\u{1F}", "<", ">", "&", "é", "🍮"])
    func jsonStringsReadBackAsWrittenWhereverAnEscapeStands(_ special: String) throws {
        for text in texts(with: special) + [special, special + special] {
            var json = JSONWriter(escapesHTML: true, compact: true)
            json.array([text]) { json, value in json.string(value) }
            let written = String(decoding: json.bytes, as: UTF8.self)
            // Nothing in it can close the `<script>` element that holds it.
            #expect(!written.contains("<") && !written.contains(">") && !written.contains("&"))
            let read = try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String]
            #expect(read == [text])
        }
    }

    @Test func jsonIntegersAreWrittenInFull() throws {
        let values = [0, 7, -7, 10, 1234567890, Int.max, Int.min]
        var json = JSONWriter(compact: true)
        json.array(values) { json, value in json.integer(value) }
        #expect(String(decoding: json.bytes, as: UTF8.self) == "[" + values.map(String.init).joined(separator: ",") + "]")
    }
}
