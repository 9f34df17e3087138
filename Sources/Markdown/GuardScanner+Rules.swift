/// The bounds, applied to one line (or one piece of a cut line).
extension GuardScanner {
    /// What the line needs changing; empty, after one pass over it, for nearly every line.
    mutating func edits(_ start: Int, _ end: Int, continuation: Bool) -> LineEdits {
        var pipes = 0
        var brackets = 0
        var blank = true
        var escaped = false
        for index in start..<end {
            let byte = bytes[index]
            if escaped {
                escaped = false
                blank = false
                continue
            }
            switch byte {
            case .space, .tab: continue
            case .backslash: escaped = true
            case .pipe: pipes += 1
            case .openBracket: brackets += 1
            default: break
            }
            blank = false
        }
        if blank {
            bracketsInParagraph = 0
            tableColumns = nil
            previousLineBlank = true
            return LineEdits()
        }
        var edits = LineEdits()
        if continuation, let position = blockStart(start, end) {
            edits.backslashes.append(position)
        }
        if !inline && !continuation {
            limitNesting(start, end, &edits)
        }
        var pipesEscaped = false
        if !inline && pipes > limits.tableColumns + 1 {
            record(.tooManyTableColumns(count: pipes - 1, limit: limits.tableColumns))
            edits.backslashes += positions(of: .pipe, start, end, after: limits.tableColumns + 1)
            pipesEscaped = true
        }
        let before = bracketsInParagraph
        bracketsInParagraph += brackets
        if bracketsInParagraph > limits.bracketsPerParagraph {
            record(.bracketRun(limit: limits.bracketsPerParagraph))
            let allowed = max(0, limits.bracketsPerParagraph - before)
            edits.backslashes += positions(of: .openBracket, start, end, after: allowed)
        }
        if !inline {
            limitTables(start, end, pipesEscaped: pipesEscaped, &edits)
        }
        previousLineBlank = false
        return edits
    }

    /// The offsets of the unescaped `byte`s of the line after the first `allowed`.
    private func positions(of byte: UInt8, _ start: Int, _ end: Int, after allowed: Int) -> [Int] {
        var result: [Int] = []
        var seen = 0
        var escaped = false
        for index in start..<end {
            let current = bytes[index]
            if escaped {
                escaped = false
            } else if current == .backslash {
                escaped = true
            } else if current == byte {
                seen += 1
                if seen > allowed { result.append(index) }
            }
        }
        return result
    }

    /// Escapes the first `>` or list marker past the nesting bound. The depth is counted from
    /// above: every marker at the line's start is one level, and so are each two columns of
    /// indentation (a nested list item is indented at least two columns past its parent).
    private mutating func limitNesting(_ start: Int, _ end: Int, _ edits: inout LineEdits) {
        var index = start
        var columns = 0
        var markers = 0
        var escapeAt: Int?
        var overListBudget: Int?
        while index < end {
            while index < end, bytes[index] == .space || bytes[index] == .tab {
                columns += bytes[index] == .tab ? 4 - columns % 4 : 1
                index += 1
            }
            guard index < end, let marker = containerMarker(at: index, end) else { break }
            markers += 1
            // Only the markers before the first escaped one count as list items: after it the
            // line is text, and guarding the guarded line again must count the same.
            let counting = escapeAt == nil && overListBudget == nil
            if counting, columns / 2 + markers > limits.nestingDepth {
                escapeAt = marker.escape
            } else if counting, bytes[index] != UInt8(ascii: ">") {
                listItemsUsed += 1
                if listItemsUsed > limits.listItems { overListBudget = marker.escape }
            }
            index = marker.next
            // The one space after a marker belongs to it, not to the indentation.
            if index < end, bytes[index] == .space { index += 1 }
        }
        // The whole line, not only its first piece, decides whether it is a dividing line.
        guard !isThematicBreak(start, max(end, lineEnd)) else { return }
        if let escapeAt {
            record(.nestingTooDeep(depth: columns / 2 + markers, limit: limits.nestingDepth))
            edits.backslashes.append(escapeAt)
        } else if let overListBudget {
            // Past the budget the line's first list marker is escaped: the markers after it
            // are then text, not items.
            record(.tooManyListItems(limit: limits.listItems))
            edits.backslashes.append(overListBudget)
        }
    }

    /// A `>`, `-`, `+`, `*` or `1.`/`1)` marker at `index`: where a backslash would make it
    /// text, and where the line goes on after it.
    private func containerMarker(at index: Int, _ end: Int) -> (escape: Int, next: Int)? {
        let byte = bytes[index]
        let followedBySpace = { (position: Int) in
            position == end || bytes[position] == .space || bytes[position] == .tab
        }
        switch byte {
        case UInt8(ascii: ">"):
            return (index, index + 1)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"):
            return followedBySpace(index + 1) ? (index, index + 1) : nil
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var digitsEnd = index
            while digitsEnd < end, digitsEnd - index < 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digitsEnd]) {
                digitsEnd += 1
            }
            guard digitsEnd - index <= 9, digitsEnd < end,
                  bytes[digitsEnd] == UInt8(ascii: ".") || bytes[digitsEnd] == UInt8(ascii: ")"),
                  followedBySpace(digitsEnd + 1) else { return nil }
            return (digitsEnd, digitsEnd + 1)
        default:
            return nil
        }
    }

    /// `- - -`, `***`, `_ _ _`: a dividing line, whose characters are not markers.
    private func isThematicBreak(_ start: Int, _ end: Int) -> Bool {
        var character: UInt8?
        for index in start..<end where bytes[index] != .space && bytes[index] != .tab {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") else { return false }
            if let character, character != byte { return false }
            character = byte
        }
        return character != nil
    }

    /// Where a backslash keeps the start of a cut line's later piece from opening a block
    /// (a heading, quote, list, code fence, table row, HTML block or setext underline).
    private func blockStart(_ start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end, bytes[index] == .space || bytes[index] == .tab { index += 1 }
        guard index < end else { return nil }
        if Self.blockStartBytes.contains(bytes[index]) { return index }
        if let marker = containerMarker(at: index, end) { return marker.escape }
        return nil
    }

    private static let blockStartBytes: Set<UInt8> = Set("#>-+*=_`~|<".utf8)

    /// Counts table cells against the document's budget: a table whose next row would pass it
    /// is ended by a blank line, and a new table's delimiter row is escaped.
    private mutating func limitTables(_ start: Int, _ end: Int, pipesEscaped: Bool, _ edits: inout LineEdits) {
        if let columns = tableColumns {
            cellsUsed += columns
            guard cellsUsed > limits.tableCells else { return }
            record(.tableTooLarge(limit: limits.tableCells))
            edits.blankLineBefore = true
            tableColumns = nil
            return
        }
        guard !previousLineBlank, !pipesEscaped, let columns = delimiterRowColumns(start, end) else { return }
        if cellsUsed + 2 * columns > limits.tableCells {
            record(.tableTooLarge(limit: limits.tableCells))
            var first = start
            while first < end, bytes[first] == .space || bytes[first] == .tab { first += 1 }
            edits.backslashes.append(first)
        } else {
            tableColumns = columns
            cellsUsed += 2 * columns
        }
    }

    /// The number of cells when the line could be a table's delimiter row (`|---|:-:|`).
    private func delimiterRowColumns(_ start: Int, _ end: Int) -> Int? {
        var columns = 0
        var cellHasDash = false
        for index in start..<end {
            switch bytes[index] {
            case UInt8(ascii: "-"):
                cellHasDash = true
            case .pipe:
                if cellHasDash { columns += 1 }
                cellHasDash = false
            case UInt8(ascii: ":"), .space, .tab, 0x0B, 0x0C:
                break
            default:
                return nil
            }
        }
        if cellHasDash { columns += 1 }
        return columns > 0 ? columns : nil
    }
}
