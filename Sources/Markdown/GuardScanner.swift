/// One pass of ``InputGuard`` over a text's bytes, line by line (`\n`, `\r` and `\r\n` end a
/// line, as in CommonMark). The output is made only once a line needs changing.
struct GuardScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let inline: Bool
    let limits: MarkdownLimits
    /// The guarded bytes; `nil` while nothing has needed changing.
    private(set) var output: [UInt8]?
    private(set) var findings: [GuardFinding] = []
    private var findingIndex: [Int?] = Array(repeating: nil, count: GuardFinding.Kind.tags)
    private var lastLineRecorded: [Int] = Array(repeating: 0, count: GuardFinding.Kind.tags)
    private var lineNumber = 0

    /// `[` seen since the last blank line.
    var bracketsInParagraph = 0
    /// The columns of the table being read, if any.
    var tableColumns: Int?
    /// Table cells of the document so far.
    var cellsUsed = 0
    /// The list markers met so far in the document.
    var listItemsUsed = 0
    var previousLineBlank = true
    /// The end of the whole line being guarded, when it is cut into pieces.
    var lineEnd = 0

    init(bytes: UnsafeBufferPointer<UInt8>, inline: Bool, limits: MarkdownLimits) {
        self.bytes = bytes
        self.inline = inline
        self.limits = limits
    }

    mutating func run() {
        let count = bytes.count
        var start = 0
        while start < count {
            var end = start
            while end < count, bytes[end] != .lineFeed, bytes[end] != .carriageReturn { end += 1 }
            var next = end
            if next < count {
                next += bytes[next] == .carriageReturn && next + 1 < count && bytes[next + 1] == .lineFeed ? 2 : 1
            }
            lineNumber += 1
            guardLine(start, end)
            if output != nil { output?.append(contentsOf: bytes[end..<next]) }
            start = next
        }
    }

    private mutating func guardLine(_ start: Int, _ end: Int) {
        lineEnd = end
        let (length, autolinks) = measure(start, end)
        guard length > limits.lineLength || autolinks > limits.autolinksPerLine else {
            let edits = edits(start, end, continuation: false)
            if edits.isEmpty {
                if output != nil { output?.append(contentsOf: bytes[start..<end]) }
            } else {
                append(start, end, edits)
            }
            return
        }
        if length > limits.lineLength {
            record(.lineTooLong(length: length, limit: limits.lineLength))
        }
        if autolinks > limits.autolinksPerLine {
            record(.autolinkRun(count: autolinks, limit: limits.autolinksPerLine))
        }
        var pieceStart = start
        var first = true
        while pieceStart < end {
            var pieceEnd = length > limits.lineLength ? lengthCut(after: pieceStart, end: end) : end
            if autolinks > limits.autolinksPerLine { pieceEnd = autolinkCut(after: pieceStart, end: pieceEnd) }
            // A piece of nothing but spaces would be a blank line, ending the paragraph: it is
            // left out (a page shows a run of spaces as one).
            if isBlank(pieceStart, pieceEnd) {
                if output == nil { append(pieceStart, pieceStart, LineEdits()) }
                pieceStart = pieceEnd
                continue
            }
            if !first { output?.append(.lineFeed) }
            append(pieceStart, pieceEnd, edits(pieceStart, pieceEnd, continuation: !first))
            first = false
            pieceStart = pieceEnd
        }
    }

    private func isBlank(_ start: Int, _ end: Int) -> Bool {
        for index in start..<end where bytes[index] != .space && bytes[index] != .tab { return false }
        return true
    }

    /// A line's length, not counting backslashes (so that the escapes of the other bounds never
    /// make a line too long), and its `@` and `&`: cmark-gfm's e-mail autolinks look for `@`
    /// (which an entity such as `&#64;` also makes) in each run of text between line breaks, at
    /// a cost that grows with their number times the run's length.
    private func measure(_ start: Int, _ end: Int) -> (length: Int, autolinks: Int) {
        var backslashes = 0
        var autolinks = 0
        for index in start..<end {
            switch bytes[index] {
            case .backslash: backslashes += 1
            case .at, .ampersand: autolinks += 1
            default: break
            }
        }
        return (end - start - backslashes, autolinks)
    }

    /// Where a piece of an over-long line ends: after at most the limit of bytes that are not
    /// backslashes, before a space near there when there is one, never inside a UTF-8
    /// sequence, and not just after a backslash (a hard line break).
    private func lengthCut(after start: Int, end: Int) -> Int {
        var counted = 0
        var index = start
        while index < end, counted < limits.lineLength {
            if bytes[index] != .backslash { counted += 1 }
            index += 1
        }
        guard index < end else { return end }
        var cut = index
        var space = cut
        let floor = start + (cut - start) * 3 / 4
        while space > floor, bytes[space] != .space { space -= 1 }
        if bytes[space] == .space {
            cut = space
        } else {
            while cut > start + 1, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        }
        return notAfterBackslash(cut, start: start)
    }

    /// Where a piece ends so that it holds at most ``MarkdownLimits/autolinksPerLine`` `@` and
    /// `&`: at the last space before the next one when there is one (a line break shows as
    /// the space it replaces), else just before it.
    private func autolinkCut(after start: Int, end: Int) -> Int {
        var seen = 0
        var lastSpace = -1
        for index in start..<end {
            let byte = bytes[index]
            if byte == .space {
                lastSpace = index
            } else if byte == .at || byte == .ampersand {
                seen += 1
                if seen > limits.autolinksPerLine {
                    let cut = lastSpace > start ? lastSpace : index
                    return notAfterBackslash(cut, start: start)
                }
                lastSpace = -1
            }
        }
        return end
    }

    /// Moves a cut back past backslashes, which would otherwise end the piece with a hard
    /// line break or lose what they escape.
    private func notAfterBackslash(_ cut: Int, start: Int) -> Int {
        var back = cut
        while back > start + 1, bytes[back - 1] == .backslash, cut - back < 64 { back -= 1 }
        return bytes[back - 1] == .backslash ? cut : back
    }

    /// Copies `start..<end` to the output with the edits made.
    private mutating func append(_ start: Int, _ end: Int, _ edits: LineEdits) {
        if output == nil {
            var made: [UInt8] = []
            made.reserveCapacity(bytes.count + bytes.count / 8 + 64)
            made.append(contentsOf: bytes[0..<start])
            output = made
        }
        if edits.blankLineBefore {
            // After a lone `\r`, a `\n` would only make it `\r\n`, one line break, not two. What
            // counts is what was written last: a blank piece of a cut line is left out, so the
            // byte before `start` need not be the line ending.
            let afterLoneReturn = output?.last == .carriageReturn
            output?.append(afterLoneReturn ? .carriageReturn : .lineFeed)
        }
        var from = start
        var last = -1
        for position in edits.backslashes.sorted() where position != last {
            output?.append(contentsOf: bytes[from..<position])
            output?.append(.backslash)
            from = position
            last = position
        }
        output?.append(contentsOf: bytes[from..<end])
    }

    /// Notes that a bound was passed on the current line: the first time for each bound
    /// as a finding, later lines as a count.
    mutating func record(_ kind: GuardFinding.Kind) {
        guard lastLineRecorded[kind.tag] != lineNumber else { return }
        lastLineRecorded[kind.tag] = lineNumber
        if let index = findingIndex[kind.tag] {
            findings[index].otherLines += 1
        } else {
            findingIndex[kind.tag] = findings.count
            findings.append(GuardFinding(line: lineNumber, kind: kind))
        }
    }
}

/// What to change in one line.
struct LineEdits {
    /// Offsets (into the whole text) before which a backslash goes.
    var backslashes: [Int] = []
    /// Whether an empty line goes before the line, ending a table.
    var blankLineBefore = false

    var isEmpty: Bool { backslashes.isEmpty && !blankLineBefore }
}

extension UInt8 {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let backslash = UInt8(ascii: "\\")
    static let pipe = UInt8(ascii: "|")
    static let at = UInt8(ascii: "@")
    static let ampersand = UInt8(ascii: "&")
    static let openBracket = UInt8(ascii: "[")
}
