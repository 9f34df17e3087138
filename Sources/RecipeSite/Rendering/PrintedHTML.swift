/// Markup for paper: what a page's script needs is of no use on a printed sheet, and the
/// whole cookbook carries every recipe of the book again.
enum PrintedHTML {
    /// `html` (a step's) without its `data-*` attributes (the timers' seconds, the
    /// temperatures' conversions), which only the page scripts read. Only
    /// attributes inside tags are removed: text never holds a raw `"` or `<`, as the
    /// generator escapes both.
    static func withoutScriptData(_ html: String) -> String {
        // One pass, read in place and copied in runs between attributes; given back as it is
        // when nothing was there to strip.
        let stripped: [UInt8]? = html.withContiguousUTF8 { bytes in
            var result: [UInt8] = []
            var copied = 0
            var inTag = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    inTag = true
                } else if byte == UInt8(ascii: ">") {
                    inTag = false
                } else if inTag, byte == UInt8(ascii: " "), let end = dataAttributeEnd(bytes, from: index) {
                    if result.isEmpty { result.reserveCapacity(bytes.count) }
                    result.append(contentsOf: bytes[copied..<index])
                    copied = end
                    index = end
                    continue
                }
                index += 1
            }
            guard copied > 0 else { return nil }
            result.append(contentsOf: bytes[copied...])
            return result
        }
        return stripped.map { String(decoding: $0, as: UTF8.self) } ?? html
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
