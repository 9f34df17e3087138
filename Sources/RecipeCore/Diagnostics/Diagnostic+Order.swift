extension Array where Element == Diagnostic {
    /// Puts the problems in the order they are reported in: by file, line and column, then by
    /// what they say, so that the same problems come out in the same order however a build
    /// came to find them (a whole book read at once, or one file read again).
    public mutating func sortInReportOrder() {
        sort {
            ($0.location.file, $0.location.line, $0.location.column, $0.description)
                < ($1.location.file, $1.location.line, $1.location.column, $1.description)
        }
    }
}
