import Foundation
import Testing
@testable import RecipeServe

@Suite struct ResponseContentTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("a/b/PAGE.HTM", "text/html; charset=utf-8"),
        ("assets/recipebook.css", "text/css; charset=utf-8"),
        ("assets/recipebook.js", "text/javascript; charset=utf-8"),
        ("search.json", "application/json"),
        ("feed.xml", "application/xml; charset=utf-8"),
        ("sitemap.xml", "application/xml; charset=utf-8"),
        ("logo.svg", "image/svg+xml"),
        ("photo.png", "image/png"),
        ("photo.jpeg", "image/jpeg"),
        ("photo.JPG", "image/jpeg"),
        ("anim.gif", "image/gif"),
        ("photo.webp", "image/webp"),
        ("favicon.ico", "image/x-icon"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("archive.zip", "application/octet-stream"),
        ("Makefile", "application/octet-stream"),
    ])
    func contentTypes(_ path: String, _ type: String) {
        #expect(ContentType.of(path) == type)
    }

    @Test func theClientGoesBeforeTheLastClosingBody() {
        let html = "<html><body><p>&lt;/body&gt; in text</p></BODY>\n</html>"
        let injected = String(decoding: LiveReloadInjection.inject(into: Data(html.utf8)), as: UTF8.self)
        #expect(injected == "<html><body><p>&lt;/body&gt; in text</p>\(LiveReloadInjection.tag)</BODY>\n</html>")
        #expect(LiveReloadInjection.tag == "<script src=\"/__recipebook/live.js\" defer></script>")
    }

    @Test func pagesWithoutBodyGetTheClientAtTheEnd() {
        let injected = String(decoding: LiveReloadInjection.inject(into: Data("<p>fragment</p>".utf8)), as: UTF8.self)
        #expect(injected == "<p>fragment</p>" + LiveReloadInjection.tag)
    }

    @Test func theClientReloadsKeepsTheScrollAndShowsAnAccessiblePanel() {
        let script = LiveReloadScript.source
        #expect(script.contains("new EventSource(EVENTS)"))
        #expect(script.contains("\"/__recipebook/events\""))
        #expect(script.contains("sessionStorage.setItem(SCROLL_KEY"))
        #expect(script.contains("window.scrollTo("))
        #expect(script.contains("setAttribute(\"role\", \"alert\")"))
        #expect(script.contains("Dismiss"))
        #expect(!script.contains("innerHTML"), "problem messages quote files: they are set as text")
    }

    @Test func statusJSON() {
        #expect(BuildStatus(build: 3, ok: true).json == #"{"build":3,"ok":true}"#)
        #expect(BuildStatus(build: 5, ok: true, changed: ["recipes/chili/index.html"]).json
            == #"{"build":5,"changed":["recipes/chili/index.html"],"ok":true}"#)
        #expect(String(decoding: LiveReloadChannel.event(build: 6, earlyPages: ["recipes/chili/index.html"]), as: UTF8.self)
            == "event: pages\ndata: {\"build\":6,\"pages\":[\"recipes/chili/index.html\"]}\n\n")
        let failed = BuildStatus(build: 4, ok: false, problems: [
            Problem(file: "recipes/Chili.recipe", line: 2, column: 5, severity: "error", message: "file is not valid UTF-8 text"),
        ])
        #expect(failed.json == #"{"build":4,"ok":false,"problems":[{"column":5,"file":"recipes/Chili.recipe","line":2,"message":"file is not valid UTF-8 text","severity":"error"}]}"#)
    }
}
