import Markdown
import RecipeCore

/// A step's HTML with each timer's duration turned into a button that starts it, and each
/// temperature into a span the page script can show in the reader's units.
enum StepHTML {
    /// One pass over the rendered step for its timers and one for its temperatures, whatever
    /// its length. `temperatures` are the step's (``TemperatureScanner/scan(_:)``), found
    /// here when not given; `celsiusStep` is the recipe's (``TemperatureScanner/celsiusStep(for:)``).
    static func render(_ step: Step, temperatures: [StepTemperature]? = nil, celsiusStep: Int = 10,
                       resolveLink: ((MarkdownLink) -> String?)?) -> Rendered {
        let html = InlineHTML.render(step.text, resolveLink: resolveLink)
        let shown = (temperatures ?? TemperatureScanner.scan(step.text)).filter { !$0.hasConversion }
        guard !step.timers.isEmpty || !shown.isEmpty else { return Rendered(html: html, printedHTML: nil) }
        // The screen's and paper's markup are each made from the step, never one from the other.
        func marked(for medium: Medium) -> String {
            let timed = step.timers.isEmpty ? html : timerMarkup(step.timers, in: html, for: medium)
            return shown.isEmpty ? timed : TemperatureHTML.mark(shown, of: step.text, in: timed, celsiusStep: celsiusStep, for: medium)
        }
        return Rendered(html: marked(for: .screen), printedHTML: marked(for: .paper))
    }

    /// A step's HTML, and on paper when it differs: a timer or a temperature carries
    /// attributes only the page script reads, and a timer is a button only on a screen.
    struct Rendered {
        let html: String
        let printedHTML: String?
    }

    /// Each timer's words as a button that starts it (on a screen) or a span (on paper).
    private static func timerMarkup(_ timers: [StepTimer], in html: String, for medium: Medium) -> String {
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + timers.count * 128)
        var copied = 0
        for timer in timers {
            let needle = Array(HTML.escape(timer.text).utf8)
            guard let found = firstOutsideTags(needle, in: bytes, from: copied) else { continue }
            // A button is a box a line may break before and after, so a comma or a full stop
            // right after it would start the next line, and a bracket right before it end one:
            // those marks are kept on the button's line.
            let end = found + needle.count
            let unit = StepMarks.emphasis(around: found..<end, in: bytes, notBefore: copied)
            let lead = StepMarks.openingLength(before: unit.lowerBound, in: bytes, notBefore: copied)
            let stops = StepMarks.closingLength(from: unit.upperBound, in: bytes)
            let glued = lead + stops > 0
            result += bytes[copied..<(unit.lowerBound - lead)]
            if glued { result.append(contentsOf: "<span class=\"nowrap\">".utf8) }
            result += bytes[(unit.lowerBound - lead)..<found]
            if medium == .paper {
                result.append(contentsOf: "<span class=\"timer\">".utf8)
                result += needle
                result.append(contentsOf: "</span>".utf8)
            } else {
                appendButton(timer, words: needle, to: &result)
            }
            copied = glued ? unit.upperBound + stops : end
            result += bytes[end..<copied]
            if glued { result.append(contentsOf: "</span>".utf8) }
        }
        result += bytes[copied...]
        return String(assembledUTF8: result)
    }

    /// A timer's button, appended piece by piece, without a string or an array made for each.
    private static func appendButton(_ timer: StepTimer, words: [UInt8], to result: inout [UInt8]) {
        result.append(contentsOf: "<button type=\"button\" class=\"timer\" data-seconds=\"".utf8)
        result.append(contentsOf: String(timer.seconds).utf8)
        result.append(UInt8(ascii: "\""))
        // Attributes with nothing to say are left out: every timer of a big book carries them.
        if let maxSeconds = timer.maxSeconds {
            result.append(contentsOf: " data-max-seconds=\"".utf8)
            result.append(contentsOf: String(maxSeconds).utf8)
            result.append(UInt8(ascii: "\""))
        }
        if let name = timer.name, !name.isEmpty {
            result.append(contentsOf: " data-timer-name=\"".utf8)
            result.append(contentsOf: HTML.escape(name).utf8)
            result.append(UInt8(ascii: "\""))
        }
        result.append(UInt8(ascii: ">"))
        result += words
        result.append(contentsOf: "</button>".utf8)
    }

    /// Where `needle` first occurs in text content (never inside a tag or an attribute), at or
    /// after `start`, which is outside any tag. Knuth–Morris–Pratt, so a long timer text that
    /// almost matches many times cannot make the search quadratic.
    static func firstOutsideTags(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty else { return nil }
        var failure = [Int](repeating: 0, count: needle.count)
        var length = 0
        for index in 1..<max(1, needle.count) {
            while length > 0, needle[index] != needle[length] { length = failure[length - 1] }
            if needle[index] == needle[length] { length += 1 }
            failure[index] = length
        }
        var insideTag = false
        var matched = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                insideTag = true
                matched = 0
            } else if byte == UInt8(ascii: ">") {
                insideTag = false
                matched = 0
            } else if !insideTag {
                while matched > 0, needle[matched] != byte { matched = failure[matched - 1] }
                if needle[matched] == byte { matched += 1 }
                if matched == needle.count { return index + 1 - needle.count }
            }
            index += 1
        }
        return nil
    }
}
