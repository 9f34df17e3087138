/// Markup for paper: what a page's script needs is of no use on a printed sheet, and the
/// whole cookbook carries every recipe of the book again.
enum PrintedHTML {
    /// `html` without its `data-*` attributes (the amounts' numbers for scaling, the timers'
    /// seconds, the temperatures' conversions), which only the page scripts read. Only
    /// attributes inside tags are removed: text never holds a raw `"` or `<`, as the
    /// generator escapes both.
    static func withoutScriptData(_ html: String) -> String {
        // Found with the C library's search, not byte by byte: this runs for every item and
        // step of the whole cookbook, and most of their bytes are words.
        let starts = html.byteOffsets(of: " data-")
        guard !starts.isEmpty else { return html }
        var text = html
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var copied = 0
            for start in starts where start >= copied && isInsideTag(bytes, at: start) {
                guard let end = dataAttributeEnd(bytes, from: start) else { continue }
                result.append(contentsOf: bytes[copied..<start])
                copied = end
            }
            result.append(contentsOf: bytes[copied...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// `html` but for the bytes `cut` (attributes a renderer knows it wrote there), appended
    /// to `text`.
    static func append(_ html: String, without cut: Range<Int>, to text: inout String) {
        guard !cut.isEmpty else {
            text += html
            return
        }
        let utf8 = html.utf8
        text += html[..<utf8.index(utf8.startIndex, offsetBy: cut.lowerBound)]
        text += html[utf8.index(utf8.startIndex, offsetBy: cut.upperBound)...]
    }

    /// Whether the byte at `offset` is inside a tag: the nearest `<` or `>` before it is a `<`.
    private static func isInsideTag(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "<") { return true }
            if bytes[index] == UInt8(ascii: ">") { return false }
            index -= 1
        }
        return false
    }

    /// ` data-`, the start of a script's attribute.
    private static let marker = Array(" data-".utf8)

    /// Where the ` data-name="value"` starting at `start` ends, or nil when none starts there.
    private static func dataAttributeEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start + marker.count <= bytes.count, bytes[start..<(start + marker.count)].elementsEqual(marker) else { return nil }
        var index = start + marker.count
        while index < bytes.count, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: " ") {
            index += 1
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") else { return nil }
        guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return close + 1
    }
}
