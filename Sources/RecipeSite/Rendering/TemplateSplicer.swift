import Foundation
import Mustache

/// Renders a template once per shape of page and splices each page's values in.
///
/// Ten thousand recipe pages differ only in their values, never in their structure. The
/// template engine renders a template with a marker in place of each value; the result is
/// cut at the markers and cached, and each page is then a concatenation. Mustache has no
/// logic beyond "is this value there (or true)", so the cache key is which values are there
/// and which flags are true: a page of the same shape gets exactly the text a full render
/// would give. A marker holds an `&`, so the cut text also tells whether the template wrote
/// the value escaped (`{{title}}`) or raw (`{{{sectionsHTML}}}`).
final class TemplateSplicer: @unchecked Sendable {
    /// One value of a page.
    enum Value: Sendable {
        /// Text, or absent.
        case text(String?)
        /// A section switch: `{{#printing}}`.
        case flag(Bool)
    }

    private enum Segment {
        case text(String)
        case value(name: String, escaped: Bool)
    }

    private struct Key: Hashable {
        let template: String
        let root: String
        let shape: [String: Bool]
    }

    private let lock = NSLock()
    private var cache: [Key: [Segment]] = [:]

    func render(_ template: String, values: [String: Value], common: CommonView, templates: TemplateSet) -> String {
        let shape = values.mapValues { value -> Bool in
            switch value {
            case .text(let text): text != nil
            case .flag(let flag): flag
            }
        }
        let key = Key(template: template, root: common.root, shape: shape)
        let segments = segments(for: key, values: values, common: common, templates: templates)
        var html = ""
        html.reserveCapacity(4096)
        for segment in segments {
            switch segment {
            case .text(let text):
                html += text
            case .value(let name, let escaped):
                guard case .text(let text)? = values[name], let text else { continue }
                html += escaped ? HTML.escape(text) : text
            }
        }
        return html
    }

    private func segments(for key: Key, values: [String: Value], common: CommonView, templates: TemplateSet) -> [Segment] {
        lock.lock()
        let cached = cache[key]
        lock.unlock()
        if let cached { return cached }
        let markers = MarkerView(values: values, fallback: common)
        let segments = Self.split(templates.render(markers, with: key.template))
        lock.lock()
        cache[key] = segments
        lock.unlock()
        return segments
    }

    private static func split(_ text: String) -> [Segment] {
        var segments: [Segment] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "\u{E000}"),
              let end = rest[start...].firstIndex(of: "\u{E001}") {
            if start > rest.startIndex { segments.append(.text(String(rest[..<start]))) }
            let body = rest[rest.index(after: start)..<end]
            if body.hasSuffix("&amp;") {
                segments.append(.value(name: String(body.dropLast(5)), escaped: true))
            } else {
                segments.append(.value(name: String(body.dropLast(1)), escaped: false))
            }
            rest = rest[rest.index(after: end)...]
        }
        if !rest.isEmpty { segments.append(.text(String(rest))) }
        return segments
    }

    /// Answers every text value with its marker and every flag with itself.
    private struct MarkerView: MustacheParent {
        let values: [String: Value]
        let fallback: CommonView

        func child(named name: String) -> Any? {
            switch values[name] {
            case .text(let text)?: text == nil ? nil : "\u{E000}\(name)&\u{E001}"
            case .flag(let flag)?: flag
            case nil: fallback.child(named: name)
            }
        }
    }
}
