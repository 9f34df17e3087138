import Foundation

/// The one line the terminal shows per build:
/// `✓ 12:04:31 rebuilt after recipes/Mains/Chili.recipe: 3 files written in 42 ms`.
public struct RebuildLine: CustomStringConvertible, Sendable {
    /// The build.
    public let result: RebuildResult
    /// When it finished.
    public let time: Date
    /// Whether to colour the mark with ANSI codes.
    public let colour: Bool

    /// The line for `result`, finished at `time`.
    public init(_ result: RebuildResult, time: Date = Date(), colour: Bool) {
        self.result = result
        self.time = time
        self.colour = colour
    }

    /// The line, without a newline.
    public var description: String {
        let mark = result.succeeded ? paint("✓", 32) : paint("✗", 31)
        let clock = paint(Self.clock(time), 2)
        let milliseconds = result.outcome.duration.components.seconds * 1000
            + result.outcome.duration.components.attoseconds / 1_000_000_000_000_000
        guard let report = result.outcome.report else {
            return "\(mark) \(clock) \(what) failed: \(result.outcome.failure ?? "unknown error")"
        }
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        let warnings = report.diagnostics.count - errors
        var counts = [Self.count(report.output.written, "file") + " written"]
        if report.output.removed > 0 { counts.append("\(report.output.removed) removed") }
        if errors > 0 { counts.append(paint(Self.count(errors, "error"), 31)) }
        if warnings > 0 { counts.append(paint(Self.count(warnings, "warning"), 33)) }
        return "\(mark) \(clock) \(what): \(counts.joined(separator: ", ")) in \(milliseconds) ms"
    }

    /// `built` for the first build, else `rebuilt after` and what changed.
    private var what: String {
        guard let first = result.changed.first else { return "built" }
        let more = result.changed.count - 1
        return "rebuilt after \(first)" + (more > 0 ? " and \(Self.count(more, "more file"))" : "")
    }

    private func paint(_ text: String, _ code: Int) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private static func clock(_ time: Date) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: time)
        return [parts.hour, parts.minute, parts.second]
            .map { value in
                let digits = String(value ?? 0)
                return digits.count < 2 ? "0" + digits : digits
            }
            .joined(separator: ":")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
