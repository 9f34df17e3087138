/// Bounds a TOML file must keep before the TOML parser sees it, as Markdown is bounded before
/// cmark: the parser recurses once per level of a dotted key (`a.a.a… = "x"`), a table header
/// or a nested array or inline table, so forty thousand levels in an 80 KB file overflow its
/// stack and end every command.
enum TOMLBounds {
    /// 256 KiB: a book's `site.toml` is a few hundred bytes, a whole translation about 10 KB.
    static let maximumBytes = 256 << 10
    /// 32 levels of keys, tables and arrays together: the settings use two.
    static let maximumDepth = 32

    /// Where `text` first passes a bound, and how; `nil` when it keeps them all. Strings and
    /// comments are stepped over, so a dot or bracket inside them counts for nothing.
    static func firstProblem(in text: String) -> (line: Int, column: Int, message: String)? {
        let bytes = Array(text.utf8)
        if bytes.count > maximumBytes {
            return (1, 1, "the file is \(bytes.count) bytes, over the limit of \(maximumBytes) bytes; it is not read")
        }
        // TOMLKit hands the parser a C string, which a NUL byte would cut short.
        if let nul = bytes.firstIndex(of: 0) {
            let line = bytes[..<nul].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
            return (line, 1, "the file holds a NUL byte; it is not read")
        }
        var scan = Scan(bytes: bytes)
        return scan.run()
    }

    private struct Scan {
        let bytes: [UInt8]
        var position = 0
        var line = 1
        var lineStart = 0
        /// The open arrays, inline tables and table headers, each with the levels it adds.
        var open: [(bracket: UInt8, levels: Int)] = []
        /// The levels of the last table header.
        var headerLevels = 0
        /// The dots of the key being read, or `nil` in a value.
        var keyDots: Int? = 0
        /// The levels of the key whose value is being read.
        var valueLevels = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var depth: Int { headerLevels + open.reduce(0) { $0 + $1.levels } + (keyDots ?? 0) + valueLevels }

        mutating func run() -> (line: Int, column: Int, message: String)? {
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "\n"):
                    line += 1
                    lineStart = position + 1
                    if open.isEmpty { (keyDots, valueLevels) = (0, 0) }
                case UInt8(ascii: "#"):
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                    continue
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    skipString(quote: byte)
                    continue
                case UInt8(ascii: "."):
                    if let dots = keyDots { keyDots = dots + 1 }
                case UInt8(ascii: "="):
                    (valueLevels, keyDots) = ((keyDots ?? 0) + 1, nil)
                case UInt8(ascii: ","):
                    valueLevels = 0
                    if open.last?.bracket == UInt8(ascii: "{") { keyDots = 0 }
                case UInt8(ascii: "[") where keyDots != nil && open.allSatisfy({ $0.bracket == UInt8(ascii: "[") }) && valueLevels == 0:
                    // A table header (`[a.b]`, `[[a.b]]`): its dots are the levels of the keys under it.
                    if open.isEmpty {
                        headerLevels = 0
                        if !headerStartsWithKey() {
                            return (line, position - lineStart + 1, "a table header must start with a key, as in [name]")
                        }
                    }
                    open.append((byte, 1))
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    open.append((byte, 1 + valueLevels))
                    valueLevels = 0
                    keyDots = byte == UInt8(ascii: "{") ? 0 : nil
                case UInt8(ascii: "}") where open.last?.bracket == UInt8(ascii: "["):
                    // toml++ takes it for the start of a value and fails an internal assertion.
                    return (line, position - lineStart + 1, "a '}' inside an array closes nothing; an array ends with ']'")
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    let closed = open.popLast()
                    if let closed, closed.bracket == UInt8(ascii: "["), let dots = keyDots, open.isEmpty {
                        headerLevels = closed.levels + dots
                    }
                    keyDots = nil
                default:
                    break
                }
                if depth > maximumDepth {
                    return (line, position - lineStart + 1,
                            "keys, tables and arrays are nested more than \(maximumDepth) deep here; the file is not read")
                }
                position += 1
            }
            return nil
        }

        /// Whether the table header opening at `position` starts with a key (or ends at once,
        /// which the parser reports): toml++ takes any other first character for a key and
        /// fails an internal assertion on it (`[{`).
        func headerStartsWithKey() -> Bool {
            var next = position + 1
            let isArrayOfTables = next < bytes.count && bytes[next] == UInt8(ascii: "[")
            if isArrayOfTables { next += 1 }
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            guard next < bytes.count else { return true }
            let byte = bytes[next]
            // `[ [` is refused by the parser itself; `[[[` would reach the assertion.
            if byte == UInt8(ascii: "[") { return !isArrayOfTables }
            return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || [UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "]")].contains(byte)
        }

        /// Steps over a string, basic or literal, on one line or three-quoted over several.
        mutating func skipString(quote: UInt8) {
            let isTriple = position + 2 < bytes.count && bytes[position + 1] == quote && bytes[position + 2] == quote
            position += isTriple ? 3 : 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                    position += 2
                    continue
                }
                if byte == UInt8(ascii: "\n") {
                    // An unclosed one-line string ends at its line; the caller counts the break.
                    if !isTriple { return }
                    line += 1
                    lineStart = position + 1
                }
                if byte == quote {
                    if !isTriple {
                        position += 1
                        return
                    }
                    if position + 2 < bytes.count, bytes[position + 1] == quote, bytes[position + 2] == quote {
                        position += 3
                        return
                    }
                }
                position += 1
            }
        }
    }
}
