import Foundation

/// A tiny reader of the pages the site builder writes: enough to find elements by a simple
/// selector and read their attributes and text. Not a general HTML parser: it knows void
/// elements, comments and raw-text elements (`script`, `style`), which is all our pages use.
struct PageHTML {
    /// One element: its tag, attributes, and what stands between its start and end tags.
    struct Element {
        let name: String
        let attributes: [String: String]
        /// The markup inside the element, as written.
        let innerHTML: String
        /// Where the start tag begins in the page (UTF-8 offset), for order checks.
        let offset: Int

        subscript(attribute: String) -> String? { attributes[attribute] }
        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
        /// The text inside, tags removed, character references decoded, white space collapsed.
        var text: String { PageHTML.text(of: innerHTML) }
        /// The elements inside this one.
        var inside: PageHTML { PageHTML(innerHTML) }
    }

    private struct Tag {
        let name: String
        let attributes: [String: String]
        let closing: Bool
        let start: Int
        let end: Int
    }

    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    let html: String
    private let bytes: [UInt8]
    private let tags: [Tag]

    init(_ html: String) {
        self.html = html
        bytes = Array(html.utf8)
        tags = Self.scan(bytes)
    }

    init(file path: String) throws {
        self.init(try String(contentsOfFile: path, encoding: .utf8))
    }

    /// Every element matching `selector`, in document order. A selector is one compound:
    /// `tag`, `.class`, `#id`, `[attr]`, `[attr=value]`, combined as in `a.tag[href]`.
    func all(_ selector: String) -> [Element] {
        let wanted = Self.parse(selector)
        var found: [Element] = []
        for (position, tag) in tags.enumerated() where !tag.closing && wanted.matches(tag) {
            found.append(element(at: position))
        }
        return found
    }

    func first(_ selector: String) -> Element? { all(selector).first }

    private func element(at position: Int) -> Element {
        let open = tags[position]
        var innerEnd = open.end
        if !Self.voidElements.contains(open.name) {
            var depth = 0
            for tag in tags[(position + 1)...] where tag.name == open.name {
                if !tag.closing { depth += 1; continue }
                if depth == 0 { innerEnd = tag.start; break }
                depth -= 1
            }
        }
        let inner = String(decoding: bytes[open.end..<max(open.end, innerEnd)], as: UTF8.self)
        return Element(name: open.name, attributes: open.attributes, innerHTML: inner, offset: open.start)
    }

    // MARK: - Scanning

    private static func scan(_ bytes: [UInt8]) -> [Tag] {
        var tags: [Tag] = []
        var index = 0
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
        while index < bytes.count {
            guard bytes[index] == lt else { index += 1; continue }
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                index = find(Array("-->".utf8), in: bytes, from: index).map { $0 + 3 } ?? bytes.count
                continue
            }
            let start = index
            var cursor = index + 1
            let closing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
            if closing { cursor += 1 }
            let nameStart = cursor
            while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > nameStart else { index += 1; continue }  // "<!DOCTYPE", a stray "<"
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
            var attributes: [String: String] = [:]
            while cursor < bytes.count, bytes[cursor] != gt {
                if isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "/") { cursor += 1; continue }
                let keyStart = cursor
                while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != gt, bytes[cursor] != UInt8(ascii: "=") {
                    cursor += 1
                }
                let key = String(decoding: bytes[keyStart..<cursor], as: UTF8.self).lowercased()
                var value = ""
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                    cursor += 1
                    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                        let quote = bytes[cursor]
                        let valueStart = cursor + 1
                        cursor = valueStart
                        while cursor < bytes.count, bytes[cursor] != quote { cursor += 1 }
                        value = String(decoding: bytes[valueStart..<min(cursor, bytes.count)], as: UTF8.self)
                        cursor += 1
                    } else {
                        let valueStart = cursor
                        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != gt { cursor += 1 }
                        value = String(decoding: bytes[valueStart..<cursor], as: UTF8.self)
                    }
                }
                if !key.isEmpty, attributes[key] == nil { attributes[key] = decode(value) }
            }
            let end = min(cursor + 1, bytes.count)
            tags.append(Tag(name: name, attributes: attributes, closing: closing, start: start, end: end))
            index = end
            if !closing, name == "script" || name == "style" {
                // Raw text: skip to the end tag, so "<" inside a script starts no tag.
                let endTag = Array("</\(name)".utf8)
                index = find(endTag, in: bytes, from: index) ?? bytes.count
            }
        }
        return tags
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    // MARK: - Selectors

    private struct Selector {
        var name: String?
        var classes: [String] = []
        var attributes: [(String, String?)] = []

        func matches(_ tag: Tag) -> Bool {
            if let name, name != tag.name { return false }
            let tagClasses = (tag.attributes["class"] ?? "").split(separator: " ").map(String.init)
            guard classes.allSatisfy(tagClasses.contains) else { return false }
            return attributes.allSatisfy { key, value in
                guard let actual = tag.attributes[key] else { return false }
                return value == nil || value == actual
            }
        }
    }

    private static func parse(_ selector: String) -> Selector {
        var result = Selector()
        var rest = Substring(selector)
        func word() -> String {
            let end = rest.firstIndex(where: { ".#[".contains($0) }) ?? rest.endIndex
            defer { rest = rest[end...] }
            return String(rest[..<end])
        }
        if let first = rest.first, !".#[".contains(first) { result.name = word().lowercased() }
        while let marker = rest.first {
            rest = rest.dropFirst()
            switch marker {
            case ".": result.classes.append(word())
            case "#": result.attributes.append(("id", word()))
            default:
                let close = rest.firstIndex(of: "]") ?? rest.endIndex
                let body = rest[..<close]
                rest = close < rest.endIndex ? rest[rest.index(after: close)...] : rest[close...]
                if let equals = body.firstIndex(of: "=") {
                    var value = String(body[body.index(after: equals)...])
                    if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                        value = String(value.dropFirst().dropLast())
                    }
                    result.attributes.append((String(body[..<equals]), value))
                } else {
                    result.attributes.append((String(body), nil))
                }
            }
        }
        return result
    }

    // MARK: - Text

    /// `html` with tags removed and character references decoded, white space collapsed.
    static func text(of html: String) -> String {
        var plain = ""
        var insideTag = false
        for character in html {
            if character == "<" { insideTag = true; continue }
            if character == ">" && insideTag { insideTag = false; continue }
            if !insideTag { plain.append(character) }
        }
        return decode(plain).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Decodes `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&#NN;` and `&#xHH;`.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(10).firstIndex(of: ";") else {
                result.append("&")
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(after: rest.startIndex)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
            var decoded: String? = named[String(name)]
            if decoded == nil, name.hasPrefix("#") {
                let digits = name.dropFirst()
                let value = digits.hasPrefix("x") || digits.hasPrefix("X")
                    ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                decoded = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            }
            if let decoded {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    // MARK: - Links

    /// Where `href`, written on the page at `page` (a path inside the site, such as
    /// `recipes/apple-pie.html`), leads: a path inside the site with its fragment,
    /// `recipes/crumble.html#topping`; nil when it leaves the site or is not relative.
    static func resolve(_ href: String, from page: String) -> String? {
        if href.hasPrefix("/") || href.contains(":") { return nil }
        var fragment = ""
        var path = Substring(href)
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[hash...])
            path = path[..<hash]
        }
        if path.isEmpty { return page + fragment }
        var parts = page.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        let steps = path.split(separator: "/", omittingEmptySubsequences: false)
        for (position, step) in steps.enumerated() {
            switch step {
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            case ".":
                continue
            case "" where position == steps.count - 1:
                continue
            default:
                parts.append(String(step))
            }
        }
        let folder = path.hasSuffix("/") || path == "." || path == ".."
        return parts.joined(separator: "/") + (folder && !parts.isEmpty ? "/" : "") + fragment
    }
}

extension PageHTML {
    /// The classes of a recipe's list items (MARKUP.md): an item, a step, a note, a photo.
    static let elementKinds: Set<String> = ["item", "step", "remark", "picture"]

    /// The links of every tag list (`ul.tag-list a`), in document order.
    var tagLinks: [Element] { all("ul.tag-list").flatMap { $0.inside.all("a") } }
}
