/// The punctuation written against a timer's duration in a step's HTML, which the page keeps
/// on the timer button's line: a mark that closes (`,` `.` `)` `…` `”` `»`), also after a
/// French no-break space (`10 minutes !`), and a mark that opens (`(` `“` `«` `¿`) just before.
enum StepMarks {
    /// How many bytes of closing marks start at `start`.
    static func closingLength(from start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < bytes.count {
            if let mark = closing.first(where: { bytes.hasPrefix($0, at: index) }) {
                index += mark.count
            } else if let space = spaces.first(where: { bytes.hasPrefix($0, at: index) }),
                      closing.contains(where: { bytes.hasPrefix($0, at: index + space.count) }) {
                index += space.count
            } else {
                break
            }
        }
        return index - start
    }

    /// How many bytes of opening marks end at `end`, none of them before `floor`.
    static func openingLength(before end: Int, in bytes: [UInt8], notBefore floor: Int) -> Int {
        var index = end
        while let mark = opening.first(where: { index - $0.count >= floor && bytes.hasPrefix($0, at: index - $0.count) }) {
            index -= mark.count
        }
        return end - index
    }

    /// As the step's HTML holds them: quotes escaped, the others as they are.
    private static let closing: [[UInt8]] = [
        ",", ".", ";", ":", "!", "?", ")", "]", "&quot;", "&#39;", "…", "”", "’", "»",
    ].map { Array($0.utf8) }
    /// The no-break spaces French puts before `;` `:` `!` `?` `»`, and after `«`.
    private static let spaces: [[UInt8]] = ["\u{00A0}", "\u{202F}"].map { Array($0.utf8) }
    private static let opening: [[UInt8]] = ["(", "[", "&quot;", "“", "‘", "«", "¿", "¡"].map { Array($0.utf8) } + spaces
}

private extension Array where Element == UInt8 {
    func hasPrefix(_ prefix: [UInt8], at index: Int) -> Bool {
        index >= 0 && index + prefix.count <= count && self[index..<(index + prefix.count)].elementsEqual(prefix)
    }
}
