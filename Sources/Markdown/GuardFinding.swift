/// A place where ``InputGuard`` changed the text so that cmark cannot stall on it.
public struct GuardFinding: Sendable, Equatable {
    /// Which bound was passed, and by how much.
    public enum Kind: Sendable, Equatable {
        /// A line of `length` bytes was cut into lines of at most `limit`.
        case lineTooLong(length: Int, limit: Int)
        /// Block quotes or lists nested `depth` deep; markers past `limit` were escaped.
        case nestingTooDeep(depth: Int, limit: Int)
        /// A line with `count` table columns; the pipes past `limit` were escaped.
        case tooManyTableColumns(count: Int, limit: Int)
        /// The document's tables passed `limit` cells; the table was ended there.
        case tableTooLarge(limit: Int)
        /// A paragraph with more than `limit` `[`; the later ones were escaped.
        case bracketRun(limit: Int)
        /// A line with `count` `@`; those past `limit` were escaped.
        case autolinkRun(count: Int, limit: Int)
        /// The document passed `limit` list items; later list markers were escaped.
        case tooManyListItems(limit: Int)

        /// How many tags there are.
        static let tags = 7

        /// Findings of the same tag are reported once, with the number of other lines.
        var tag: Int {
            switch self {
            case .lineTooLong: 0
            case .nestingTooDeep: 1
            case .tooManyTableColumns: 2
            case .tableTooLarge: 3
            case .bracketRun: 4
            case .autolinkRun: 5
            case .tooManyListItems: 6
            }
        }
    }

    /// The 1-based line of the first place the bound was passed.
    public let line: Int
    /// The bound, as first passed.
    public let kind: Kind
    /// How many later lines the same bound changed.
    public internal(set) var otherLines: Int

    /// Makes a finding.
    public init(line: Int, kind: Kind, otherLines: Int = 0) {
        self.line = line
        self.kind = kind
        self.otherLines = otherLines
    }
}

/// Text made safe for cmark, and what was changed to make it so.
public struct GuardedText: Sendable, Equatable {
    /// The text to render: the input itself when no bound was passed.
    public let text: String
    /// One finding per bound passed, in the order first met.
    public let findings: [GuardFinding]
}
