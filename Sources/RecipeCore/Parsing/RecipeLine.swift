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
    /// Classifies one line, already stripped of its line ending; surrounding white space is ignored.
    public init(_ rawLine: Substring) {
        let line = rawLine.trimmingRecipeWhitespace()
        guard let first = line.first else {
            self = .blank
            return
        }
        switch first {
        case "#":
            self = Self.heading(line) ?? .step(String(line))
        case "-", "*", "+":
            let rest = line.dropFirst()
            if rest.isEmpty || rest.first == " " || rest.first == "\t" {
                self = .item(fields: Self.itemFields(rest))
            } else {
                self = .step(String(line))
            }
        case ">":
            self = .note(String(line.dropFirst().trimmingRecipeWhitespace()))
        case "!":
            self = Self.photo(line, leadingWhitespace: rawLine.count - rawLine.trimmingLeadingRecipeWhitespace().count)
                ?? .step(String(line))
        default:
            self = .step(String(line))
        }
    }

    private static func heading(_ line: Substring) -> RecipeLine? {
        let hashes = line.prefix(while: { $0 == "#" }).count
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        let text = String(rest.trimmingRecipeWhitespace())
        return hashes == 1 ? .title(text) : .header(text, level: min(hashes, 3))
    }

    /// Splits on `|` except where escaped as `\|`; every field trimmed.
    private static func itemFields(_ text: Substring) -> [String] {
        var fields: [String] = []
        var current = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "\\", next < text.endIndex, text[next] == "|" {
                current.append("|")
                index = text.index(after: next)
                continue
            }
            if character == "|" {
                fields.append(String(current[...].trimmingRecipeWhitespace()))
                current = ""
            } else {
                current.append(character)
            }
            index = next
        }
        fields.append(String(current[...].trimmingRecipeWhitespace()))
        return fields
    }

    /// `![caption](file)` and nothing else on the line.
    private static func photo(_ line: Substring, leadingWhitespace: Int) -> RecipeLine? {
        guard line.hasPrefix("!["), line.hasSuffix(")"),
              let separator = line.range(ofLiteral: "](") else { return nil }
        let caption = line[line.index(line.startIndex, offsetBy: 2)..<separator.lowerBound]
        var file = line[separator.upperBound..<line.index(before: line.endIndex)].trimmingRecipeWhitespace()
        if file.hasPrefix("<") && file.hasSuffix(">") && file.count >= 2 {
            file = file.dropFirst().dropLast()
        }
        guard !file.isEmpty else { return nil }
        let column = leadingWhitespace + line.distance(from: line.startIndex, to: separator.upperBound) + 1
        return .photo(caption: String(caption.trimmingRecipeWhitespace()), file: String(file), fileColumn: column)
    }
}
