import Foundation
import RecipeCore
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
///
/// The contract is checked, not assumed: the first page of each shape is also rendered by the
/// template engine with its real values, and a template whose output differs (a theme's
/// template that transforms a value, say) has every page rendered by the engine from then on.
/// A theme can make pages slower, never wrong.
final class TemplateSplicer: Sendable {
    /// One value of a page.
    enum Value: Sendable {
        /// Text, or absent.
        case text(String?)
        /// A section switch: `{{#printing}}`.
        case flag(Bool)
    }

    /// A page's values, in the order its code names them: pages made by the same code name
    /// them in the same order, so a page's shape and texts are found by position, with no
    /// table hashed for each page.
    struct Values: ExpressibleByDictionaryLiteral {
        let names: [String]
        let values: [Value]

        init(dictionaryLiteral elements: (String, Value)...) {
            names = elements.map(\.0)
            values = elements.map(\.1)
        }

        subscript(name: String) -> Value? {
            names.firstIndex(of: name).map { values[$0] }
        }
    }

    private enum Segment {
        case text(String)
        /// The value at this position of ``Shapes/names``.
        case value(Int, escaped: Bool)
    }

    /// Where a template renders: pages at the same depth share their links' prefixes.
    private struct Place: Hashable {
        let template: String
        let root: String
    }

    /// The value names a template was first given at a place, and the segments cut for each
    /// shape: a bit per name, set when that text is there or that flag is true.
    private struct Shapes {
        let names: [String]
        var segments: [UInt64: [Segment]] = [:]
        /// Set when a spliced page differed from the engine's: the template breaks the contract.
        var rendersWhole = false
    }

    private let cache = Locked<[Place: Shapes]>([:])

    func render(_ template: String, values: Values, common: CommonView, templates: TemplateSet) -> String {
        let place = Place(template: template, root: common.root)
        let shapes = cache.withLock { cache in
            if let known = cache[place] { return known }
            let made = Shapes(names: values.names)
            cache[place] = made
            return made
        }
        if shapes.rendersWhole { return Self.renderWhole(template, values: values, common: common, templates: templates) }
        // The shape and the texts to splice in, read by position. Values named otherwise than
        // the first time (never so in the site's own calls) are cut anew.
        var texts = [String?](repeating: nil, count: values.names.count)
        var shape: UInt64 = 0
        for (position, value) in values.values.enumerated() {
            switch value {
            case .text(let text):
                texts[position] = text
                if text != nil && position < 64 { shape |= 1 << position }
            case .flag(let flag):
                if flag && position < 64 { shape |= 1 << position }
            }
        }
        guard values.names.count <= 64, values.names == shapes.names else {
            let segments = Self.segments(names: values.names, values: values, common: common, template: template, templates: templates)
            return Self.splice(segments, texts: texts)
        }
        if let cached = shapes.segments[shape] { return Self.splice(cached, texts: texts) }
        let segments = Self.segments(names: shapes.names, values: values, common: common, template: template, templates: templates)
        let spliced = Self.splice(segments, texts: texts)
        let whole = Self.renderWhole(template, values: values, common: common, templates: templates)
        cache.withLock { cache in
            if spliced == whole { cache[place]?.segments[shape] = segments } else { cache[place]?.rendersWhole = true }
        }
        return whole
    }

    /// The page as the template engine renders it with its real values.
    private static func renderWhole(_ template: String, values: Values, common: CommonView, templates: TemplateSet) -> String {
        templates.render(ValuesView(values: values, fallback: common), with: template)
    }

    private static func splice(_ segments: [Segment], texts: [String?]) -> String {
        // Room for the whole page at once (escaping may add a little): a recipe page's body,
        // then its layout around it, grew twice each from a guess.
        var size = 0
        for segment in segments {
            switch segment {
            case .text(let text): size += text.utf8.count
            case .value(let position, _): size += texts[position]?.utf8.count ?? 0
            }
        }
        var html = ""
        html.reserveCapacity(size + size / 32)
        for segment in segments {
            switch segment {
            case .text(let text):
                html += text
            case .value(let position, let escaped):
                guard let text = texts[position] else { continue }
                html += escaped ? HTML.escape(text) : text
            }
        }
        return html
    }

    /// The template rendered with a marker for each text value that is there, cut at them.
    private static func segments(
        names: [String], values: Values, common: CommonView, template: String, templates: TemplateSet
    ) -> [Segment] {
        let markers = MarkerView(values: values, fallback: common)
        let positions = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        return split(templates.render(markers, with: template), positions: positions)
    }

    private static func split(_ text: String, positions: [String: Int]) -> [Segment] {
        var segments: [Segment] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "\u{E000}"),
              let end = rest[start...].firstIndex(of: "\u{E001}") {
            if start > rest.startIndex { segments.append(.text(String(rest[..<start]))) }
            let body = rest[rest.index(after: start)..<end]
            let escaped = body.hasSuffix("&amp;")
            if let position = positions[String(body.dropLast(escaped ? 5 : 1))] {
                segments.append(.value(position, escaped: escaped))
            }
            rest = rest[rest.index(after: end)...]
        }
        if !rest.isEmpty { segments.append(.text(String(rest))) }
        return segments
    }

    /// Answers every value with itself, as ``MarkerView`` does with markers.
    private struct ValuesView: MustacheParent {
        let values: Values
        let fallback: CommonView

        func child(named name: String) -> Any? {
            switch values[name] {
            case .text(let text)?: text
            case .flag(let flag)?: flag
            case nil: fallback.child(named: name)
            }
        }
    }

    /// Answers every text value with its marker and every flag with itself.
    private struct MarkerView: MustacheParent {
        let values: Values
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
