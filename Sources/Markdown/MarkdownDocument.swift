import CCmarkGFM
import Foundation

/// GitHub-flavoured Markdown rendered to safe HTML by cmark-gfm.
///
/// This is the only file in the project that imports the C library: no pointer leaves it.
/// Raw HTML in the input is never passed through (cmark's default safe mode plus the
/// `tagfilter` extension), and `javascript:`-style links are emptied by cmark itself.
/// Every text passes ``InputGuard`` first, so that no input can stall the library.
public struct MarkdownDocument: Sendable, Equatable {
    /// The headings of the document in order, with unique GitHub-style anchors: the first
    /// ``MarkdownLimits/anchoredHeadings`` of them.
    public let headings: [MarkdownHeading]
    /// How many headings the document has at each level (index 0 for `#`), all of them.
    public let headingsPerLevel: [Int]
    /// Where the text passed a bound of ``MarkdownLimits`` and was changed before rendering.
    public let findings: [GuardFinding]
    /// The words of its first paragraph (outside lists and quotes), without markup: what a
    /// page's description shows.
    public let lead: String?
    /// cmark's HTML, before heading ids are added.
    private let renderedHTML: String

    /// Parses `source` and renders it, giving each heading a unique anchor.
    ///
    /// - Parameter resolveLink: called with every link and image, its URL and where it is; a
    ///   returned string replaces the URL (a link to another chapter's `.md` file becomes its
    ///   page's URL).
    public init(parsing source: String, resolveLink: ((MarkdownLink) -> String?)? = nil) {
        let rendered = CmarkBridge.render(source, mode: .document, resolveLink: resolveLink)
        headings = rendered.headings.list
        headingsPerLevel = rendered.headings.perLevel
        renderedHTML = rendered.html
        findings = rendered.findings
        lead = rendered.lead
    }

    /// The rendered HTML. Every heading carries an `id` taken from ``headings`` in order and
    /// ends with a `.heading-anchor` link to itself.
    public var html: String { html(anchorPrefix: "") }

    /// The HTML with every heading `id` (and anchor link) prefixed, so several documents can
    /// share one page without two elements having the same `id`; the anchor links are labelled
    /// `anchorLabel` for screen readers, in the page's language.
    public func html(anchorPrefix: String, anchorLabel: String = "Link to this section") -> String {
        HeadingAnchors.insertIDs(into: renderedHTML, headings: headings, prefix: anchorPrefix, label: anchorLabel)
    }

    /// Renders one line of inline Markdown (a recipe step or note) without the wrapping
    /// paragraph. Block syntax at the start of the line (`1.`, `>`, `#`) stays literal text.
    /// The text is held to ``MarkdownLimits`` first; ``InputGuard/inline(_:limits:)`` tells
    /// what that changed.
    public static func renderInline(_ text: String, resolveLink: ((MarkdownLink) -> String?)? = nil) -> String {
        CmarkBridge.render(text, mode: .inline, resolveLink: resolveLink).html
    }
}

/// A link or image of a Markdown text: its URL and where it starts (1-based, in the text as
/// given), so that a link leading nowhere can be reported at its place.
public struct MarkdownLink: Sendable, Equatable {
    /// The URL as written.
    public let url: String
    /// The line of the text the link starts on.
    public let line: Int
    /// The column (in bytes) the link starts at.
    public let column: Int
    /// Whether it is an image (`![…](…)`), which a page loads, rather than a link.
    public let isImage: Bool

    public init(url: String, line: Int, column: Int, isImage: Bool = false) {
        (self.url, self.line, self.column, self.isImage) = (url, line, column, isImage)
    }
}

/// One heading found in a Markdown document.
public struct MarkdownHeading: Sendable, Equatable, Codable {
    /// 1 for `#`, 2 for `##` …
    public let level: Int
    /// The heading's plain text, without Markdown punctuation.
    public let text: String
    /// A unique, GitHub-style anchor for the heading.
    public let anchor: String
    /// The 1-based source line of the heading.
    public let line: Int
}

enum RenderMode {
    case document
    case inline
}

enum CmarkBridge {
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    // A Swift global's initialiser runs exactly once, thread-safely: the registration
    // cmark-gfm asks to be called once before any parser attaches an extension.
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    /// cmark-gfm keeps the characters its extensions react to (`:` and `w` for autolinks, `~`
    /// for strikethrough) in one table for the whole process, which each parser fills when it
    /// starts reading inlines and clears when it is done: two parsers on two threads clear
    /// each other's, and a link or a strikethrough comes out as plain text now and then. So
    /// one document is parsed at a time; walking and rendering the tree stay concurrent.
    private static let parseLock = NSLock()

    static func render(
        _ source: String, mode: RenderMode, resolveLink: ((MarkdownLink) -> String?)?
    ) -> (html: String, headings: (list: [MarkdownHeading], perLevel: [Int]), findings: [GuardFinding], lead: String?) {
        let rendered = renderTree(source, mode: mode, resolveLink: resolveLink)
        // After the tree is freed: see FreedMemory.
        if source.utf8.count >= FreedMemory.largeDocument { FreedMemory.release() }
        return rendered
    }

    private static func renderTree(
        _ source: String, mode: RenderMode, resolveLink: ((MarkdownLink) -> String?)?
    ) -> (html: String, headings: (list: [MarkdownHeading], perLevel: [Int]), findings: [GuardFinding], lead: String?) {
        _ = registration
        let guarded = mode == .inline ? InputGuard.inline(source) : InputGuard.document(source)
        let options = CMARK_OPT_DEFAULT
        let none = (list: [MarkdownHeading](), perLevel: [Int](repeating: 0, count: 6))
        guard let parser = cmark_parser_new(options) else { return ("", none, guarded.findings, nil) }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        let input = mode == .inline ? InlineEscaping.protectBlockStart(guarded.text) : guarded.text
        parseLock.lock()
        input.utf8CString.withUnsafeBufferPointer { buffer in
            cmark_parser_feed(parser, buffer.baseAddress, buffer.count - 1)
        }
        let parsed = cmark_parser_finish(parser)
        parseLock.unlock()
        guard let document = parsed else { return ("", none, guarded.findings, nil) }
        defer { cmark_node_free(document) }

        if let resolveLink { rewriteLinks(in: document, with: resolveLink) }
        let headings = mode == .document ? collectHeadings(in: document) : none
        let lead = mode == .document ? firstParagraph(of: document) : nil
        let extensions = cmark_parser_get_syntax_extensions(parser)
        guard let cString = cmark_render_html(document, options, extensions) else { return ("", headings, guarded.findings, lead) }
        defer { free(cString) }
        var html = String(cString: cString)
        if mode == .inline {
            html = InlineEscaping.stripParagraph(html)
        }
        return (html, headings, guarded.findings, lead)
    }

    /// The words of the document's first paragraph at its top level, without markup, up to
    /// about ``leadLength`` bytes. Walked with cmark's iterator, not recursively: emphasis
    /// nested thousands deep would overflow the stack.
    private static func firstParagraph(of document: OpaquePointer) -> String? {
        var child = cmark_node_first_child(document)
        while let current = child, cmark_node_get_type(current) != CMARK_NODE_PARAGRAPH {
            child = cmark_node_next(current)
        }
        guard let paragraph = child, let iterator = cmark_iter_new(paragraph) else { return nil }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while text.utf8.count < leadLength {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            }
        }
        return text
    }

    /// More than any page's description shows (they are cut at 200 characters).
    private static let leadLength = 1_000

    private static func collectHeadings(in document: OpaquePointer) -> (list: [MarkdownHeading], perLevel: [Int]) {
        var headings: [MarkdownHeading] = []
        var perLevel = [Int](repeating: 0, count: 6)
        var anchors = AnchorSet()
        guard let iterator = cmark_iter_new(document) else { return (headings, perLevel) }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_HEADING else { continue }
            let level = Int(cmark_node_get_heading_level(node))
            if (1...6).contains(level) { perLevel[level - 1] += 1 }
            guard headings.count < MarkdownLimits.standard.anchoredHeadings else { continue }
            let text = plainText(of: node)
            headings.append(MarkdownHeading(
                level: level,
                text: text,
                anchor: anchors.claim(HeadingAnchors.slug(for: text)),
                line: Int(cmark_node_get_start_line(node))
            ))
        }
        return (headings, perLevel)
    }

    private static func rewriteLinks(in document: OpaquePointer, with resolve: (MarkdownLink) -> String?) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(node) else { continue }
            let link = MarkdownLink(
                url: String(cString: url), line: Int(cmark_node_get_start_line(node)),
                column: Int(cmark_node_get_start_column(node)), isImage: type == CMARK_NODE_IMAGE)
            if let replacement = resolve(link) {
                cmark_node_set_url(node, replacement)
            }
        }
    }

    private static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        var child = cmark_node_first_child(node)
        while let current = child {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                if let literal = cmark_node_get_literal(current) { text += String(cString: literal) }
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            } else {
                text += plainText(of: current)
            }
            child = cmark_node_next(current)
        }
        return text
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
