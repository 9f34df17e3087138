/// Stylesheets and scripts as they are published: without their comments, their lines'
/// indentation or blank lines, which a reader's phone would download for nothing. The theme's
/// files keep them. Only what stands outside strings, template literals and regular
/// expressions is touched, and a comment becomes a space or a line break, so no two words
/// join and no statement loses the line break that ends it.
enum CompactAsset {
    /// `text` compacted when `path` names a stylesheet (`.css`) or a script (`.js`); else as it is.
    static func text(_ text: String, path: String) -> String {
        if path.hasSuffix(".css") { return compact(text, script: false) }
        if path.hasSuffix(".js") { return compact(text, script: true) }
        return text
    }

    /// What the scanner is in at a byte.
    private enum State {
        case code, quoted(UInt8), template, regex, regexClass, blockComment, lineComment
    }

    private static func compact(_ text: String, script: Bool) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var state = State.code
        // For each `${` open in a template literal, the depth of braces inside it.
        var templateBraces: [Int] = []
        var atLineStart = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch state {
            case .code:
                if atLineStart && (byte == 32 || byte == 9) { index += 1; continue }
                atLineStart = false
                if byte == 10 {
                    trimTrailingSpaces(&out)
                    if let last = out.last, last != 10 { out.append(10) }
                    atLineStart = true
                } else if byte == 47 && next == 42 {
                    state = .blockComment
                    index += 2
                    continue
                } else if script && byte == 47 && next == 47 {
                    state = .lineComment
                } else if byte == 34 || byte == 39 {
                    out.append(byte)
                    state = .quoted(byte)
                } else if script && byte == 96 {
                    out.append(byte)
                    state = .template
                } else if script && byte == 47 && startsRegex(after: out) {
                    out.append(byte)
                    state = .regex
                } else if script && byte == 123 && !templateBraces.isEmpty {
                    templateBraces[templateBraces.count - 1] += 1
                    out.append(byte)
                } else if script && byte == 125, let depth = templateBraces.last {
                    out.append(byte)
                    if depth == 0 { templateBraces.removeLast(); state = .template } else { templateBraces[templateBraces.count - 1] -= 1 }
                } else {
                    out.append(byte)
                }
            case .quoted(let quote):
                out.append(byte)
                if byte == 92 && index + 1 < bytes.count { out.append(next); index += 2; continue }
                if byte == quote || byte == 10 { state = .code; atLineStart = byte == 10 }
            case .template:
                out.append(byte)
                if byte == 92 && index + 1 < bytes.count { out.append(next); index += 2; continue }
                if byte == 96 { state = .code }
                if byte == 36 && next == 123 { out.append(next); templateBraces.append(0); state = .code; index += 2; continue }
            case .regex, .regexClass:
                out.append(byte)
                if byte == 92 && index + 1 < bytes.count { out.append(next); index += 2; continue }
                if byte == 10 { state = .code; atLineStart = true } else if case .regexClass = state {
                    if byte == 93 { state = .regex }
                } else if byte == 91 {
                    state = .regexClass
                } else if byte == 47 {
                    state = .code
                }
            case .blockComment:
                if byte == 42 && next == 47 {
                    // A space where the comment stood, unless a line break or a space is there already.
                    if let last = out.last, last != 10, last != 32 { out.append(32) }
                    state = .code
                    index += 2
                    continue
                }
                if byte == 10, let last = out.last, last != 10 { trimTrailingSpaces(&out); out.append(10) }
                if byte == 10 { atLineStart = true }
            case .lineComment:
                if byte == 10 {
                    state = .code
                    continue
                }
            }
            index += 1
        }
        trimTrailingSpaces(&out)
        if let last = out.last, last != 10 { out.append(10) }
        return String(decoding: out, as: UTF8.self)
    }

    private static func trimTrailingSpaces(_ out: inout [UInt8]) {
        while let last = out.last, last == 32 || last == 9 { out.removeLast() }
    }

    /// Whether a `/` after `out` starts a regular expression rather than dividing: after an
    /// operator, an opening bracket, a comma or semicolon, a line's start, or a keyword that
    /// takes an expression.
    private static func startsRegex(after out: [UInt8]) -> Bool {
        var end = out.endIndex
        while end > out.startIndex, out[end - 1] == 32 || out[end - 1] == 9 { end -= 1 }
        guard end > out.startIndex else { return true }
        let last = out[end - 1]
        if Array("(,=:[!&|?{};+-*%<>~^\n".utf8).contains(last) { return true }
        var start = end
        while start > out.startIndex, isWordByte(out[start - 1]) { start -= 1 }
        let word = String(decoding: out[start..<end], as: UTF8.self)
        return ["return", "typeof", "case", "do", "else", "in", "of", "void", "yield", "await", "delete", "instanceof", "new"].contains(word)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte == 36
    }
}
