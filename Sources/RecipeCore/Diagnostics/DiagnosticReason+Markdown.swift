import Markdown

extension DiagnosticReason {
    /// The warning for a place where the Markdown guard changed the text.
    init(_ finding: GuardFinding) {
        let others = finding.otherLines
        switch finding.kind {
        case .lineTooLong(let length, let limit): self = .lineTooLong(length: length, limit: limit, otherLines: others)
        case .nestingTooDeep(let depth, let limit): self = .nestingTooDeep(depth: depth, limit: limit, otherLines: others)
        case .tooManyTableColumns(let count, let limit):
            self = .tooManyTableColumns(count: count, limit: limit, otherLines: others)
        case .tableTooLarge(let limit): self = .tableTooLarge(limit: limit, otherLines: others)
        case .bracketRun(let limit): self = .bracketRun(limit: limit, otherLines: others)
        case .autolinkRun(let count, let limit): self = .autolinkRun(count: count, limit: limit, otherLines: others)
        case .tooManyListItems(let limit): self = .tooManyListItems(limit: limit, otherLines: others)
        }
    }

    /// For a Markdown-bound warning: which bound, so that a file reports each bound once.
    var markdownBound: Int? {
        switch self {
        case .lineTooLong: 0
        case .nestingTooDeep: 1
        case .tooManyTableColumns: 2
        case .tableTooLarge: 3
        case .bracketRun: 4
        case .autolinkRun: 5
        case .tooManyListItems: 6
        default: nil
        }
    }

    /// The same warning, counting `count` more lines.
    func addingOtherLines(_ count: Int) -> DiagnosticReason {
        switch self {
        case .lineTooLong(let length, let limit, let others):
            .lineTooLong(length: length, limit: limit, otherLines: others + count)
        case .nestingTooDeep(let depth, let limit, let others):
            .nestingTooDeep(depth: depth, limit: limit, otherLines: others + count)
        case .tooManyTableColumns(let columns, let limit, let others):
            .tooManyTableColumns(count: columns, limit: limit, otherLines: others + count)
        case .tableTooLarge(let limit, let others): .tableTooLarge(limit: limit, otherLines: others + count)
        case .bracketRun(let limit, let others): .bracketRun(limit: limit, otherLines: others + count)
        case .autolinkRun(let ats, let limit, let others): .autolinkRun(count: ats, limit: limit, otherLines: others + count)
        case .tooManyListItems(let limit, let others): .tooManyListItems(limit: limit, otherLines: others + count)
        default: self
        }
    }
}
