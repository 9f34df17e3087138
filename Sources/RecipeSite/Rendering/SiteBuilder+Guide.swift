import Markdown
import Mustache
import RecipeCore

extension SiteBuilder {
    struct RenderedChapter: Sendable {
        let document: MarkdownDocument
        let printDocument: MarkdownDocument
        let diagnostics: [Diagnostic]
        /// Every link, with where it led: the chapter renders the same as long as these still
        /// lead there.
        let links: [LinkResolution]
    }

    struct RenderedChapters {
        /// Each chapter for its own page.
        let documents: [MarkdownDocument]
        /// Each chapter for the print page, where links between chapters stay on that page.
        let printDocuments: [MarkdownDocument]
        let diagnostics: [Diagnostic]
    }

    /// Every chapter's Markdown rendered, its links to chapters and recipes pointed at their
    /// pages, on every core; a chapter whose text is as in the last build, and whose links all
    /// still lead where they led, comes from `cached`. Returns what to cache for the next
    /// build too.
    func renderChapters(
        resolver: LinkResolver, cached: [String: RenderCache.Cached<RenderedChapter>]
    ) async -> (RenderedChapters, [String: RenderCache.Cached<RenderedChapter>]) {
        let chapters = loaded.book.chapters
        let sources = loaded.chapterSources
        let rendered = await ParallelWork.map(Array(chapters.indices)) { position -> RenderCache.Cached<RenderedChapter> in
            let chapter = chapters[position]
            let source = sources[position]
            var hasher = Hasher()
            hasher.combine(source)
            hasher.combine(chapter.slug)
            let key = hasher.finalize()
            if let cached = cached[chapter.file], cached.key == key, resolver.stillLead(cached.value.links, from: chapter.file) {
                return cached
            }
            return .init(key: key, value: Self.renderChapter(position, of: chapters, source: source, resolver: resolver))
        }
        let result = RenderedChapters(
            documents: rendered.map(\.value.document), printDocuments: rendered.map(\.value.printDocument),
            diagnostics: rendered.flatMap(\.value.diagnostics))
        return (result, Dictionary(zip(chapters.map(\.file), rendered), uniquingKeysWith: { first, _ in first }))
    }

    private static func renderChapter(_ position: Int, of chapters: [Chapter], source: String, resolver: LinkResolver) -> RenderedChapter {
        let chapter = chapters[position]
        var diagnostics: [Diagnostic] = []
        var links: [LinkResolution] = []
        let document = MarkdownDocument(parsing: source) { found in
            let link = resolver.resolve(found.url, from: chapter.file)
            if link.target == .unknown {
                let location = SourceLocation(file: chapter.file, line: found.line, column: found.column)
                diagnostics.append(Diagnostic(.brokenLink(found.url), at: location))
            }
            links.append(link)
            return link.href
        }
        let printDocument = MarkdownDocument(parsing: source) { found in
            let url = found.url
            if url.hasPrefix("#") { return "#" + chapter.slug + "--" + url.dropFirst() }
            let target = resolver.target(of: url, from: chapter.file)
            if case .chapter(let other, let fragment) = target, let position = resolver.index.chapterByFile[other] {
                let slug = chapters[position].slug
                return fragment.map { "#\(slug)--\($0)" } ?? "#chapter-\(slug)"
            }
            return resolver.url(for: target, from: chapter.file)
        }
        return RenderedChapter(document: document, printDocument: printDocument, diagnostics: diagnostics, links: links)
    }

    func chapterPages(_ documents: [MarkdownDocument]) -> [SiteFile] {
        let chapters = loaded.book.chapters
        var files: [SiteFile] = []
        for (position, chapter) in chapters.enumerated() {
            let path = SitePath.chapter(chapter.slug)
            let view = DictionaryView(([
                "slug": chapter.slug,
                "html": documents[position].html(anchorPrefix: "", anchorLabel: words["linkToSection"]),
                "hasSections": !chapter.sections.isEmpty,
                "sections": chapter.sections.map { ["title": $0.title, "anchor": $0.anchor, "level": $0.level] },
                // The sidebar lists the chapter's own h2s under it, as the contents page does.
                "hasTopSections": chapter.sections.contains { $0.level == 2 },
                "topSections": chapter.sections.filter { $0.level == 2 }.map { ["title": $0.title, "anchor": $0.anchor] },
                "chapterURL": path,
                "previous": position > 0 ? link(to: chapters[position - 1]) : nil,
                "next": position + 1 < chapters.count ? link(to: chapters[position + 1]) : nil,
            ] as [String: Any?]).compactMapValues { $0 })
            files.append(page(
                at: path, template: "chapter", view: view, title: chapter.title, kind: "chapter", section: .guide,
                head: chapterListScript(from: path), description: documents[position].lead))
        }
        let guideView = DictionaryView([
            "guideHeading": words("guideHeading", ["title": config.title]),
            "chapterURL": SitePath.guide,
            "chapters": chapters.enumerated().map { position, chapter in
                [
                    "title": chapter.title, "url": SitePath.chapter(chapter.slug),
                    "hasSections": chapter.sections.contains { $0.level == 2 },
                    "sections": chapter.sections.map { ["title": $0.title, "anchor": $0.anchor, "isTop": $0.level == 2] },
                    "current": false,
                ] as [String: Any]
            },
        ])
        if !chapters.isEmpty {
            files.append(page(at: SitePath.guide, template: "guide", view: guideView, title: words["guide"], kind: "guide", section: .guide,
                              head: chapterListScript(from: SitePath.guide)))
            files.append(chapterListFile())
        }
        return files
    }

    /// The whole guide to print: a title page, the contents, then every chapter.
    func printGuidePage(_ documents: [MarkdownDocument]) -> SiteFile {
        let view = DictionaryView([
            "chapters": zip(loaded.book.chapters, documents).map { chapter, document in
                [
                    "slug": chapter.slug, "title": chapter.title,
                    "html": document.html(anchorPrefix: chapter.slug + "--", anchorLabel: words["linkToSection"]),
                ]
            },
        ])
        return page(at: SitePath.printGuide, template: "print-guide", view: view, title: words["wholeGuide"], kind: "print-guide")
    }

    /// `guide/chapters.js`: every chapter's `[title, url]`, from which the page script makes
    /// the sidebar's list; a guide of n chapters would otherwise carry the list n times.
    private func chapterListFile() -> SiteFile {
        var json = JSONWriter(capacity: loaded.book.chapters.count * 64, escapesHTML: true, compact: true)
        json.array(loaded.book.chapters) { json, chapter in
            json.array([chapter.title, SitePath.chapter(chapter.slug)]) { json, field in json.string(field) }
        }
        return SiteFile(path: SitePath.guideChapters, content: .text("window.RECIPEBOOK_CHAPTERS = " + String(decoding: json.bytes, as: UTF8.self) + ";\n"))
    }

    /// The page's `<script>` for ``chapterListFile()``, deferred like the page script.
    private func chapterListScript(from path: String) -> String {
        "<script defer src=\"\(HTML.escape(SitePath.root(of: path) + SitePath.guideChapters))\"></script>"
    }

    private func link(to chapter: Chapter) -> [String: Any] {
        ["title": chapter.title, "url": SitePath.chapter(chapter.slug)]
    }
}
