import RecipeCore

/// A step's HTML with each timer's duration turned into a button that starts it.
enum StepHTML {
    static func render(_ step: Step, resolveLink: ((String) -> String?)?) -> String {
        var html = InlineHTML.render(step.text, resolveLink: resolveLink)
        guard !step.timers.isEmpty else { return html }
        var searchFrom = html.startIndex
        for timer in step.timers {
            let needle = HTML.escape(timer.text)
            guard let range = Self.rangeOutsideTags(of: needle, in: html, from: searchFrom) else { continue }
            let button = "<button type=\"button\" class=\"timer\" data-seconds=\"\(timer.seconds)\""
                + " data-max-seconds=\"\(timer.maxSeconds.map(String.init) ?? "")\""
                + " data-timer-name=\"\(HTML.escape(timer.name ?? ""))\">\(needle)</button>"
            let offset = html.distance(from: html.startIndex, to: range.lowerBound) + button.count
            html.replaceSubrange(range, with: button)
            searchFrom = html.index(html.startIndex, offsetBy: offset)
        }
        return html
    }

    /// The first occurrence of `needle` in text content (never inside a tag or an attribute),
    /// at or after `start`.
    private static func rangeOutsideTags(of needle: String, in html: String, from start: String.Index) -> Range<String.Index>? {
        var insideTag = false
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<" { insideTag = true } else if character == ">" { insideTag = false }
            if !insideTag, index >= start, html[index...].hasPrefix(needle) {
                return index..<html.index(index, offsetBy: needle.count)
            }
            index = html.index(after: index)
        }
        return nil
    }
}
