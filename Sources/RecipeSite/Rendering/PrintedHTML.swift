/// Markup for paper: what a page's script needs is of no use on a printed sheet, and the
/// whole cookbook carries every recipe of the book again.
enum PrintedHTML {
    /// `html` (a step's) without its `data-*` attributes (the timers' seconds, the
    /// temperatures' conversions), which only the page scripts read, appended to `text`; a
    /// timer is a `span.timer`, since without its seconds a button would start nothing. Only
    /// attributes inside tags are removed: text never holds a raw `"` or `<`, as the
    /// generator escapes both (and the only buttons in a step are its timers).
    static func appendWithoutScriptData(_ html: String, to text: inout HTMLBytes) {
        // One pass, read in place and copied in runs between attributes.
        html.withContiguousUTF8 { bytes in
            var copied = 0
            var inTag = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    if let tag = timerTags.firstIndex(where: { bytes.hasPrefix($0.button, at: index) }) {
                        text.append(UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                        text += timerTags[tag].span
                        index += timerTags[tag].button.count
                        copied = index
                        // The opening tag's attributes follow; the closing tag was taken whole.
                        inTag = tag == 0
                        continue
                    }
                    inTag = true
                } else if byte == UInt8(ascii: ">") {
                    inTag = false
                } else if inTag, byte == UInt8(ascii: " "), let end = dataAttributeEnd(bytes, from: index) {
                    text.append(UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                    copied = end
                    index = end
                    continue
                }
                index += 1
            }
            text.append(UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
    }

    /// A timer's button as the page writes it, opening (up to its attributes) and closing,
    /// and what paper has instead.
    private static let timerTags: [(button: [UInt8], span: String)] = [
        (Array("<button type=\"button\" class=\"timer\"".utf8), "<span class=\"timer\""),
        (Array("</button>".utf8), "</span>"),
    ]

    /// ` data-`, the start of a script's attribute.
    private static let marker = Array(" data-".utf8)

    /// Where the ` data-name="value"` starting at `start` ends, or nil when none starts there.
    private static func dataAttributeEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard bytes.hasPrefix(marker, at: start) else { return nil }
        var index = start + marker.count
        while index < bytes.count, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: " ") {
            index += 1
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") else { return nil }
        guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return close + 1
    }
}
