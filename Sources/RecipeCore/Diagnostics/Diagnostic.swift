/// A problem found in the content, with where it is and why.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// What the problem is; decides the severity, the message and the hint.
    public var reason: DiagnosticReason

    /// Makes a diagnostic.
    public init(_ reason: DiagnosticReason, at location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    /// Whether the problem stops a file from being published as written.
    public var severity: Severity { reason.severity }

    /// `path:line:column: severity: message`, then a `note:` line with the hint when there is one.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(reason.message)"
        if let hint = reason.hint {
            text += "\n\(location): note: \(hint)"
        }
        return text
    }
}

/// How bad a problem is.
public enum Severity: String, Sendable, Codable, Comparable {
    /// The file, or part of it, cannot be used.
    case error
    /// The file is used, but probably not as its writer meant.
    case warning

    /// Errors sort before warnings.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .error && rhs == .warning
    }
}
