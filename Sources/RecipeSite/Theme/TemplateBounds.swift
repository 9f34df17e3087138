/// Bounds a theme's templates must keep before the template engine sees them: it parses and
/// renders nested sections by recursion, and follows a partial into itself without end, so one
/// template of fifty thousand nested sections, or a partial that includes itself, ends the
/// program.
enum TemplateBounds {
    /// Sections nested at most 32 deep: the default theme nests five.
    static let maximumDepth = 32
    /// 32 KiB per template, twelve times the default theme's largest: swift-mustache measures
    /// its place in the text from the start at every tag, so its time grows with the square
    /// of a template's size (64 KB of tags took seconds, 1 MiB of them ten minutes).
    static let maximumBytes = 32 << 10

    /// What a template holds that the bounds look at: how deep its sections nest (with where
    /// the bound is passed), and the partials it includes.
    struct Outline {
        var tooDeep: (line: Int, column: Int)?
        var partials: Set<String> = []
        var hasDynamicPartial = false
    }

    /// The outline of `text`, read tag by tag with the default `{{ }}` delimiters and any a
    /// set-delimiter tag (`{{=<% %>=}}`) chooses.
    static func outline(of text: String) -> Outline {
        var outline = Outline()
        let bytes = Array(text.utf8)
        var (open, close) = (Array("{{".utf8), Array("}}".utf8))
        var depth = 0
        var position = 0
        var line = 1
        var lineStart = 0
        func matches(_ token: [UInt8], at index: Int) -> Bool {
            index + token.count <= bytes.count && bytes[index..<index + token.count].elementsEqual(token)
        }
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            guard matches(open, at: position) else {
                position += 1
                continue
            }
            let tagStart = position + open.count
            var end = tagStart
            while end < bytes.count, !matches(close, at: end) { end += 1 }
            let tag = Array(bytes[tagStart..<min(end, bytes.count)])
            let kind = tag.first { $0 != UInt8(ascii: " ") }
            let name = String(decoding: tag.drop { $0 == UInt8(ascii: " ") }.dropFirst(), as: UTF8.self)
                .trimmingCharacters(in: .whitespaces)
            switch kind {
            case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"):
                depth += 1
                if depth > maximumDepth, outline.tooDeep == nil { outline.tooDeep = (line, position - lineStart + 1) }
                if kind == UInt8(ascii: "<") { outline.partials.insert(name) }
            case UInt8(ascii: "/"):
                depth = max(0, depth - 1)
            case UInt8(ascii: ">"):
                if name.hasPrefix("*") { outline.hasDynamicPartial = true } else { outline.partials.insert(name) }
            case UInt8(ascii: "="):
                // `{{=<% %>=}}`: the two new delimiters, split at the space.
                let inner = tag.drop { $0 == UInt8(ascii: " ") }.dropFirst().prefix { $0 != UInt8(ascii: "=") }
                let parts = inner.split(separator: UInt8(ascii: " "))
                if parts.count == 2 { (open, close) = (Array(parts[0]), Array(parts[1])) }
            default:
                break
            }
            for byte in bytes[position..<min(end, bytes.count)] where byte == UInt8(ascii: "\n") {
                line += 1
            }
            position = end + close.count
        }
        return outline
    }

    /// The names of the templates that include themselves, through any chain of partials,
    /// with the chain (`a → b → a`).
    static func cycles(_ partials: [String: Set<String>]) -> [String: String] {
        var found: [String: String] = [:]
        for start in partials.keys.sorted() {
            // Depth-first from `start`, looking for a way back to it.
            var stack: [(name: String, path: [String])] = [(start, [start])]
            var seen: Set<String> = []
            while let (name, path) = stack.popLast() {
                for next in (partials[name] ?? []).sorted() {
                    if next == start {
                        found[start] = (path + [start]).joined(separator: " → ")
                        stack.removeAll()
                        break
                    }
                    if seen.insert(next).inserted { stack.append((next, path + [next])) }
                }
            }
        }
        return found
    }
}
