import Foundation
import RecipeSite
import Testing
@testable import RecipeServe

/// `serve` end to end: a server on a free loopback port over a temporary book.
@Suite(.serialized, .timeLimit(.minutes(1))) struct LivePreviewTests {
    /// A started preview of a sandbox's small book, with its rebuilds collected.
    final class Running: @unchecked Sendable {
        let sandbox: Sandbox
        let preview: LivePreview
        let results = Collected<RebuildResult>()
        let port: UInt16
        var client: TestHTTPClient { TestHTTPClient(port: port) }

        init(mode: WatchMode = .automatic) async throws {
            sandbox = try Sandbox()
            try sandbox.writeBook()
            preview = LivePreview(LivePreview.Configuration(
                options: SiteBuild.Options(contentFolder: sandbox.content, outputFolder: sandbox.output),
                host: "127.0.0.1", port: 0, watchMode: mode))
            let results = self.results
            port = try await preview.start { results.append($0) }
        }

        func stop() async {
            await preview.stop()
        }

        /// Runs `body` with a started preview, stopping it afterwards however `body` ends.
        static func use(mode: WatchMode = .automatic, _ body: (Running) async throws -> Void) async throws {
            let running = try await Running(mode: mode)
            do {
                try await body(running)
            } catch {
                await running.stop()
                throw error
            }
            await running.stop()
        }

        /// Whether a build numbered above `number` finishes within the time limit.
        func buildAfter(_ number: Int) async -> RebuildResult? {
            _ = await eventually { self.results.all.contains { $0.number > number } }
            return results.all.first { $0.number > number }
        }
    }

    @Test func anEditReloadsOpenPagesWithTheNewContent() async throws {
        try await Running.use { running in
            let page = try await running.client.get("/recipes/chili.html")
            #expect(page.status == 200)
            #expect(page.text.contains("Simmer the beans"))
            #expect(page.text.contains("<script src=\"/__recipebook/live.js\" defer></script></body>"))
            let onDisk = try String(contentsOfFile: running.sandbox.output + "/recipes/chili.html", encoding: .utf8)
            #expect(!onDisk.contains("__recipebook"), "built files stay clean")

            let events = try await running.client.listen()
            #expect(await eventually { events.statuses == [BuildStatus(build: 1, ok: true)] }, "a new listener hears the current state at once")
            #expect(events.statusLine == "HTTP/1.1 200 OK")
            #expect(events.text.contains("Content-Type: text/event-stream"))

            try running.sandbox.atomicSave("Content/recipes/Mains/Chili.recipe", """
            # Chili

            - Beans | 2 cans |

            Simmer the beans with smoked paprika for 30 minutes.
            """)
            #expect(await eventually { events.statuses.contains { $0.build == 2 } })
            let rebuilt = try #require(running.results.all.first { $0.number == 2 })
            #expect(rebuilt.changed == ["recipes/Mains/Chili.recipe"])
            let fresh = try await running.client.get("/recipes/chili.html")
            #expect(fresh.text.contains("smoked paprika"))

            // The page of the edited recipe was announced as soon as it was on disk; the build's
            // status lists what else changed, so that other open pages need not reload.
            #expect(events.text.contains(#"event: pages\#ndata: {"build":2,"pages":["recipes/chili.html"]}"#))
            let status = try #require(events.statuses.first { $0.build == 2 })
            #expect(status.ok)
            let changed = try #require(status.changed)
            #expect(changed.contains("print/book.html"))
            #expect(!changed.contains("recipes/chili.html"), "written ahead, not again")
            #expect(!changed.contains("recipes/bread.html"))
        }
    }

    @Test func aBrokenFileShowsItsProblemAndTheLastGoodPageStaysUntilItIsFixed() async throws {
        try await Running.use { running in
            let events = try await running.client.listen()
            #expect(await eventually { events.statuses.count == 1 })

            var broken = Data("# Chili\n\n- Beans | 1 can |\n\nSimmer ".utf8)
            broken.append(contentsOf: [0xFF, 0xFE])
            broken.append(Data(" for 20 minutes.\n".utf8))
            try running.sandbox.write("Content/recipes/Mains/Chili.recipe", bytes: broken)
            #expect(await eventually { events.statuses.contains { $0.build == 2 } })
            let failed = try #require(events.statuses.first { $0.build == 2 })
            #expect(!failed.ok)
            let problem = try #require(failed.problems?.first)
            #expect(problem.file == "recipes/Mains/Chili.recipe")
            #expect(problem.line == 5)
            #expect(problem.severity == "error")
            #expect(problem.message.contains("UTF-8"))
            #expect(await running.preview.session.state == .failed(build: 2, problems: [problem]))

            // The build left the broken recipe out; the server still sends its last good page.
            #expect(!FileManager.default.fileExists(atPath: running.sandbox.output + "/recipes/chili.html"))
            let lastGood = try await running.client.get("/recipes/chili.html")
            #expect(lastGood.status == 200)
            #expect(lastGood.text.contains("Simmer the beans"))

            try running.sandbox.write("Content/recipes/Mains/Chili.recipe", "# Chili\n\n- Beans | 1 can |\n\nSimmer gently.\n")
            #expect(await eventually { events.statuses.contains { $0.build == 3 && $0.ok } })
            #expect(try await running.client.get("/recipes/chili.html").text.contains("Simmer gently."))
            #expect(await running.preview.session.state == .idle(build: 3))
        }
    }

    /// The last good build includes the page of a recipe edited just before, which a build
    /// writes ahead of the rest of the site.
    @Test func aFailedBuildAfterAnEditStillShowsTheEditedPage() async throws {
        try await Running.use { running in
            let events = try await running.client.listen()
            #expect(await eventually { events.statuses.count == 1 })
            try running.sandbox.atomicSave("Content/recipes/Mains/Chili.recipe", """
            # Chili

            - Beans | 1 can |
            - Onion | 1 |

            Simmer the beans with the onion and smoked paprika for 20 minutes.
            """)
            #expect(await eventually { events.statuses.contains { $0.build == 2 && $0.ok } })
            #expect(events.text.contains("event: pages"))

            var broken = Data("# Bread\n\nBake ".utf8)
            broken.append(contentsOf: [0xFF, 0xFE])
            try running.sandbox.write("Content/recipes/Baking/Bread.recipe", bytes: broken)
            #expect(await eventually { events.statuses.contains { $0.build == 3 && !$0.ok } })
            let chili = try await running.client.get("/recipes/chili.html")
            #expect(chili.status == 200)
            #expect(chili.text.contains("smoked paprika"), "the last good build's chili, not the one before")
        }
    }

    @Test func requestsForOtherHostsAndOriginsAreRefusedAndNothingAllowsOtherSites() async throws {
        try await Running.use { running in
            let client = running.client
            #expect(try await client.get("/", host: "evil.example:\(running.port)").status == 403)
            #expect(try await client.get("/", host: "localhost:\(running.port)").status == 200)
            #expect(try await client.get(LiveReloadChannel.path, headers: ["Origin": "http://evil.example"]).status == 403)
            let page = try await client.get("/", headers: ["Origin": "http://evil.example"])
            #expect(page.headers["cache-control"] == "no-store")
            #expect(!page.headers.keys.contains { $0.hasPrefix("access-control-") })
            #expect(try await client.get("/", method: "POST").status == 405)
            for path in RequestPathTests.refused where path.hasPrefix("/") {
                #expect(try await client.get(path).status == 400, "\(path)")
            }
            #expect(try await client.get("/.recipebook-record").status == 404)
            let missing = try await client.get("/recipes/no-such-recipe.html")
            #expect(missing.status == 404)
            #expect(missing.text.contains("Page not found"))
            // At any depth its styles and links lead from the site's root: serve names it.
            let deep = try await client.get("/recipes/no/such/page/here.html")
            #expect(deep.status == 404)
            #expect(deep.text.contains("<head><base href=\"/\">"))
            #expect(deep.text.contains("href=\"assets/recipebook."))
            let redirect = try await client.get("/recipes")
            #expect(redirect.status == 302)
            #expect(redirect.headers["location"] == "/recipes/")
            let script = try await client.get(LiveReloadScript.path)
            #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
            // The built site's service worker is on disk, but serve sends one that removes
            // itself, so no cache stands between a save and the reload.
            #expect(FileManager.default.fileExists(atPath: running.sandbox.output + "/" + OfflineWorker.path))
            let worker = try await client.get("/" + OfflineWorker.path)
            #expect(worker.status == 200)
            #expect(worker.headers["content-type"] == "text/javascript; charset=utf-8")
            #expect(worker.text.contains("self.registration.unregister()"))
            #expect(!worker.text.contains("RECIPEBOOK_OFFLINE"))
            let head = try await client.get("/", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.headers["content-type"] == "text/html; charset=utf-8")
        }
    }

    @Test func aTakenPortIsReportedWithAnotherToTry() async throws {
        try await Running.use { running in
            let second = LivePreview(LivePreview.Configuration(
                options: SiteBuild.Options(contentFolder: running.sandbox.content, outputFolder: running.sandbox.output),
                host: "127.0.0.1", port: running.port))
            await #expect(throws: ServeError.portInUse(host: "127.0.0.1", port: running.port)) {
                _ = try await second.start { _ in }
            }
            #expect(ServeError.portInUse(host: "127.0.0.1", port: 8000).description == "port 8000 is in use; try --port 8001")
        }
    }

    @Test func onlyAddressesCanBeListenedOn() async throws {
        let sandbox = try Sandbox()
        let preview = LivePreview(LivePreview.Configuration(
            options: SiteBuild.Options(contentFolder: sandbox.content, outputFolder: sandbox.output),
            host: "example.com", port: 0))
        await #expect(throws: ServeError.badHost("example.com")) {
            _ = try await preview.start { _ in }
        }
    }

    @Test func pollingServesAndReloadsToo() async throws {
        try await Running.use(mode: .polling) { running in
            #expect(await running.preview.session.watcherKind == .polling)
            try running.sandbox.write("Content/recipes/Baking/Bread.recipe", "# Bread\n\n- Flour | 1 kg |\n\nBake twice as long.\n")
            let rebuilt = await running.buildAfter(1)
            #expect(rebuilt?.changed == ["recipes/Baking/Bread.recipe"])
            // A poll may catch the file half-written; the next poll then brings the rest.
            #expect(await eventually {
                (try? await running.client.get("/recipes/bread.html").text.contains("Bake twice as long.")) == true
            })
        }
    }
}
