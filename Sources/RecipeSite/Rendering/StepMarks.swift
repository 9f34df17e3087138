/// The punctuation written against a timer's duration in a step's HTML, which the page keeps
/// on the timer button's line: a mark that closes (`,` `.` `)` `…` `”` `»`), also after a
/// French no-break space (`10 minutes !`), and a mark that opens (`(` `“` `«` `¿`) just before.
/// A duration in bold or italics holds its button alone, so the marks sit outside those tags.
enum StepMarks {
    /// The bytes of the duration with the emphasis tags that hold it alone (`<strong>` before and
    /// `</strong>` right after it, `<em>` the same, nested too), none of them before `floor`.
    static func emphasis(around duration: Range<Int>, in bytes: [UInt8], notBefore floor: Int) -> Range<Int> {
        var unit = duration
        while let tag = emphasisTags.first(where: { tag in
            unit.lowerBound - tag.open.count >= floor && bytes.hasPrefix(tag.open, at: unit.lowerBound - tag.open.count)
                && bytes.hasPrefix(tag.close, at: unit.upperBound)
        }) {
            unit = (unit.lowerBound - tag.open.count)..<(unit.upperBound + tag.close.count)
        }
        return unit
    }


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
    /// As cmark-gfm writes bold, italics and strikethrough.
    private static let emphasisTags: [(open: [UInt8], close: [UInt8])] = ["strong", "em", "del"].map {
        (Array("<\($0)>".utf8), Array("</\($0)>".utf8))
    }
}

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Whether `prefix` starts at `index` (false when `index` is outside the bytes): the marks
    /// around a step's timer, a script's attribute, a timer's tag.
    func hasPrefix(_ prefix: [UInt8], at index: Int) -> Bool {
        index >= startIndex && index + prefix.count <= endIndex && self[index..<(index + prefix.count)].elementsEqual(prefix)
    }
}
