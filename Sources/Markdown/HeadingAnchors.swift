/// GitHub-style heading anchors: lowercase, punctuation dropped, spaces become hyphens.
enum HeadingAnchors {
    static func slug(for text: String) -> String {
        // Nearly every heading is ASCII, where letters, digits and the rest are told by their
        // byte: the characters' properties are looked up only for other text.
        if let ascii = text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 < 0x80 } ? asciiSlug($0) : nil }) ?? nil {
            return ascii
        }
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// ``slug(for:)`` of ASCII text.
    private static func asciiSlug(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let slug = String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): buffer[count] = byte | 0x20
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                    buffer[count] = byte
                case UInt8(ascii: " "): buffer[count] = UInt8(ascii: "-")
                default: continue
                }
                count += 1
            }
            return count
        }
        return slug.isEmpty ? "section" : slug
    }

    /// Adds `id` attributes, and a `.heading-anchor` link before the closing tag, to the
    /// `<hN>` tags cmark wrote, in document order; the links are labelled `label`. Raw HTML is never passed through in safe
    /// mode, so every `<h1>`…`<h6>` in the output is a heading node.
    static func insertIDs(into html: String, headings: [MarkdownHeading], prefix: String, label: String = "Link to this section") -> String {
        let label = escapeAttribute(label)
        guard !headings.isEmpty else { return html }
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + headings.count * 120)
        var remaining = headings.makeIterator()
        var pendingClose: (level: UInt8, anchor: String)?
        var index = 0
        while index < bytes.count {
            if let open = pendingClose, bytes[index] == UInt8(ascii: "<"), index + 4 < bytes.count,
               bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "h"),
               bytes[index + 3] == open.level, bytes[index + 4] == UInt8(ascii: ">") {
                result += Array(" <a class=\"heading-anchor\" href=\"#\(open.anchor)\" aria-label=\"\(label)\">#</a>".utf8)
                pendingClose = nil
            } else if bytes[index] == UInt8(ascii: "<"), index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "h"),
               (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[index + 2]), bytes[index + 3] == UInt8(ascii: ">"),
               let heading = remaining.next() {
                let anchor = escapeAttribute(prefix + heading.anchor)
                result += Array("<h".utf8)
                result.append(bytes[index + 2])
                result += Array(" id=\"\(anchor)\">".utf8)
                pendingClose = (bytes[index + 2], anchor)
                index += 4
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func escapeAttribute(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

/// Hands out anchors that are unique within one document: the second "Notes" becomes "notes-1".
public struct AnchorSet: Sendable {
    private var used: Set<String> = []
    /// The next counter to try for each anchor, so that a thousand "Notes" take linear time.
    private var nextCounter: [String: Int] = [:]

    /// An empty set.
    public init() {}

    /// The GitHub-style anchor for a heading's text, made unique within this set.
    public mutating func claim(heading text: String) -> String {
        claim(HeadingAnchors.slug(for: text))
    }

    mutating func claim(_ anchor: String) -> String {
        var candidate = anchor
        if used.contains(candidate) {
            var counter = nextCounter[anchor] ?? 1
            repeat {
                candidate = "\(anchor)-\(counter)"
                counter += 1
            } while used.contains(candidate)
            nextCounter[anchor] = counter
        }
        used.insert(candidate)
        return candidate
    }
}
