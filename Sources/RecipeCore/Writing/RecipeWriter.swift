/// Writes a recipe in the app's format, the way the app writes it.
///
/// `# Title`, then one element per line with a blank line between, ending in a newline:
/// items as `- Name | amount | prep` with both pipes always written (`- Eggs | 2 | `), notes as
/// `> note`, headers as `## header` (`###` for level 3), photos as `![caption](file)` and steps
/// as plain lines with their timer labels (`[Crumble]`) put back where they were written.
/// Reading the result back gives the same elements.
public enum RecipeWriter {
    /// The whole recipe file: the title line (left out when the title is empty), then the body.
    /// `language` is the book's, which its steps are read back in (`30 Minuten [Teig]`).
    public static func write(_ recipe: Recipe, language: Language = .english) -> String {
        let title = recipe.title.collapsingWhitespace
        let body = body(recipe.elements, language: language)
        guard !title.isEmpty else { return body }
        return body.isEmpty ? "# \(title)\n" : "# \(title)\n\n" + body
    }

    /// The elements, one per line with a blank line between, ending in a newline; empty when
    /// nothing can be written. Elements with no text at all (an empty step) are left out, as a
    /// blank line could not hold them.
    public static func body(_ elements: [RecipeElement], language: Language = .english) -> String {
        let lines = elements.compactMap { line(for: $0, language: language) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n\n") + "\n"
    }

    /// One element as its line in the format, or `nil` when it has no text to write.
    ///
    /// Line breaks inside a field become spaces. A step that would otherwise read as another
    /// kind of line (`- …`, `* …`, `> …`, `# …`, a lone `![…](…)`) gets a Markdown backslash in front,
    /// which renders as the character it protects; the importer writes its steps that way from
    /// the start, so they read back unchanged.
    public static func line(for element: RecipeElement, language: Language = .english) -> String? {
        switch element {
        case .header(let header):
            let text = header.text.collapsingWhitespace
            return text.isEmpty ? nil : (header.level >= 3 ? "### " : "## ") + text
        case .item(let item):
            let fields = [item.name, item.amount, item.prep].map { ItemFields.escaped($0.trimmedByScalars) }
            guard fields.contains(where: { !$0.isEmpty }) else { return nil }
            return "- " + fields.joined(separator: " | ")
        case .step(let step):
            // Collapsing white space can make text into a duration or a name (`35-40 \u{0B}minutes
            // [Cool ]`): the line is written again from what it reads as, until it reads back
            // as itself.
            var line = stepLine(step)
            for _ in 0..<3 {
                guard let written = line, let reread = readBack(written, language: language) else { break }
                let again = stepLine(reread)
                if again == written { break }
                line = again
            }
            return line
        case .note(let note):
            let text = note.text.collapsingWhitespace
            return text.isEmpty ? nil : "> " + text
        case .photo(let photo):
            return "![\(photo.caption.collapsingWhitespace)](\(photo.file))"
        }
    }

    private static func stepLine(_ step: Step) -> String? {
        let text = withTimerLabels(step).collapsingWhitespace
        return text.isEmpty ? nil : protectingStep(text)
    }

    /// The step a written step line reads as.
    private static func readBack(_ line: String, language: Language) -> Step? {
        let parsed = RecipeParser.parse("# Step\n\n" + line + "\n", file: "step.recipe", language: language)
        guard parsed.recipe.elements.count == 1, case .step(let step) = parsed.recipe.elements[0] else { return nil }
        return step
    }

    /// The step's text with each named timer's `[Name]` written where the scanner found it
    /// (after its duration, or later in its sentence), or else right after the next place its
    /// words appear. A `[` that is not a name stays one.
    private static func withTimerLabels(_ step: Step) -> String {
        guard !step.timers.isEmpty else { return step.text }
        let bytes = Array(step.text.utf8)
        var written: [UInt8] = []
        written.reserveCapacity(bytes.count + 32)
        var copied = 0
        // A `[` after white space other than one space is not a timer's name; the line's white
        // space is collapsed to one space, after which it would be: a backslash keeps it text.
        func copy(upTo end: Int, escaping bracket: Int?) {
            if let bracket, bracket >= copied, bracket < end {
                written += bytes[copied..<bracket]
                written.append(UInt8(ascii: "\\"))
                written += bytes[bracket..<end]
            } else {
                written += bytes[copied..<end]
            }
        }
        var bracket: Int?
        for timer in step.timers {
            let needle = Array(timer.text.utf8)
            guard !needle.isEmpty else { continue }
            let end: Int
            if let known = timer.end, known - needle.count >= copied, known <= bytes.count,
               bytes[(known - needle.count)..<known].elementsEqual(needle) {
                end = known
            } else if let found = bytes[copied...].firstRange(of: needle) {
                end = found.upperBound
            } else {
                continue
            }
            // The name goes back where it was written, later in the sentence, when known.
            let labelAt = timer.labelEnd.map { $0 >= end && $0 <= bytes.count ? $0 : end } ?? end
            copy(upTo: labelAt, escaping: bracket)
            if let name = timer.name { written += Array(" [\(name)]".utf8) }
            copied = labelAt
            bracket = timer.name == nil ? bracketAfterWhiteSpace(bytes, from: labelAt) : nil
        }
        copy(upTo: bytes.count, escaping: bracket)
        return String(decoding: written, as: UTF8.self)
    }

    /// Where a `[` is when white space other than one plain space leads from `start` to it.
    private static func bracketAfterWhiteSpace(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        var scalars = 0
        while index < bytes.count {
            let length = scalarLength(bytes[index])
            guard index + length <= bytes.count,
                  let scalar = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first,
                  scalar.properties.isWhitespace else { break }
            index += length
            scalars += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "["), index > start else { return nil }
        let onePlainSpace = scalars == 1 && bytes[start] == UInt8(ascii: " ")
        return onePlainSpace ? nil : index
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// A backslash before a step that starts like a header (`# `, `## `), item (`- `, `* `,
    /// `+ `), note (`>`) or photo line, so that it reads back as a step.
    static func protectingStep(_ text: String) -> String {
        // By scalars, as the parser reads lines: `>` followed by a combining mark is one
        // Character to Swift, but still a note's `>` to the parser.
        let scalars = text.unicodeScalars
        guard let first = scalars.first else { return text }
        let afterHashes = scalars.drop { $0 == "#" }
        let startsLikeHeading = first == "#" && (afterHashes.isEmpty || afterHashes.first?.properties.isWhitespace == true)
        let second = scalars.dropFirst().first
        let startsLikeItem = "-*+".unicodeScalars.contains(first) && (second == nil || second?.properties.isWhitespace == true)
        let startsLikeOtherLine = startsLikeHeading || first == ">" || startsLikeItem
            || (text.hasPrefix("![") && text.hasSuffix(")"))
        return startsLikeOtherLine ? "\\" + text : text
    }
}
