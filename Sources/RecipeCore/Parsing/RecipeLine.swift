/// One line of a recipe file, classified by how it starts (FORMAT.md, "Lines").
public enum RecipeLine: Sendable, Equatable {
    /// Nothing but white space; carries no meaning.
    case blank
    /// `# Title`
    case title(String)
    /// `## Header` (level 2) or `### Sub-header` (level 3; deeper levels read as 3).
    case header(String, level: Int)
    /// `- NAME | AMOUNT | PREP` (also `*` or `+`), split into trimmed fields with `\|` unescaped.
    case item(fields: [String])
    /// `> text`; the text may be empty.
    case note(String)
    /// `![caption](file)` alone on the line; `fileColumn` is where the file name starts.
    case photo(caption: String, file: String, fileColumn: Int)
    /// Anything else.
    case step(String)
}

extension RecipeLine {
    /// Classifies one line, without its line ending; surrounding white space is ignored.
    public init(_ line: Substring) {
        self.init(utf8: Array(line.utf8)[...])
    }

    /// Classifies one line given as UTF-8 bytes, without its line ending.
    ///
    /// The parser works on bytes: every marker is ASCII, and walking `Character`s cost
    /// most of the time of a 10,000-recipe build.
    init(utf8 raw: ArraySlice<UInt8>) {
        let line = raw.trimmingRecipeWhitespace()
        guard let first = line.first else {
            self = .blank
            return
        }
        switch first {
        case .hash:
            self = Self.heading(line) ?? .step(line.text)
        case .hyphen, .asterisk, .plus:
            let rest = line.dropFirst()
            if rest.isEmpty || rest.first == .space || rest.first == .tab {
                self = .item(fields: Self.itemFields(rest))
            } else {
                self = .step(line.text)
            }
        case .greaterThan:
            self = .note(line.dropFirst().trimmingRecipeWhitespace().text)
        case .exclamation:
            self = Self.photo(line, indent: raw[raw.startIndex..<line.startIndex]) ?? .step(line.text)
        default:
            self = .step(line.text)
        }
    }

    private static func heading(_ line: ArraySlice<UInt8>) -> RecipeLine? {
        let hashes = line.prefix(while: { $0 == .hash }).count
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == .space || rest.first == .tab else { return nil }
        let text = rest.trimmingRecipeWhitespace().text
        return hashes == 1 ? .title(text) : .header(text, level: min(hashes, 3))
    }

    /// Splits on `|` except where escaped as `\|`; every field trimmed.
    private static func itemFields(_ text: ArraySlice<UInt8>) -> [String] {
        guard text.contains(.pipe) else { return [text.trimmingRecipeWhitespace().text] }
        // Sized once: an item has a name, an amount and a preparation, and no field is
        // longer than the line.
        var fields: [String] = []
        fields.reserveCapacity(3)
        var current: [UInt8] = []
        current.reserveCapacity(text.count)
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == .backslash, index + 1 < text.endIndex, text[index + 1] == .pipe {
                current.append(.pipe)
                index += 2
                continue
            }
            if byte == .pipe {
                fields.append(current[...].trimmingRecipeWhitespace().text)
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
            index += 1
        }
        fields.append(current[...].trimmingRecipeWhitespace().text)
        return fields
    }

    /// `![caption](file)` and nothing else on the line.
    private static func photo(_ line: ArraySlice<UInt8>, indent: ArraySlice<UInt8>) -> RecipeLine? {
        guard line.count >= 5, line[line.startIndex + 1] == .openBracket, line.last == .closeParenthesis,
              let separator = line.firstIndex(ofPair: .closeBracket, .openParenthesis) else { return nil }
        let caption = line[(line.startIndex + 2)..<separator]
        var file = line[(separator + 2)..<(line.endIndex - 1)].trimmingRecipeWhitespace()
        if file.first == .lessThan && file.last == .greaterThan && file.count >= 2 {
            file = file.dropFirst().dropLast()
        }
        guard !file.isEmpty else { return nil }
        let before = String(decoding: indent, as: UTF8.self).count
            + String(decoding: line[line.startIndex..<(separator + 2)], as: UTF8.self).count
        return .photo(caption: caption.trimmingRecipeWhitespace().text, file: file.text, fileColumn: before + 1)
    }
}
