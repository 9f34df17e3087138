import Foundation
import RecipeCore
import RecipeSite

/// `recipebook serve` without the terminal: a watch session whose output folder is served
/// over HTTP, with pages told about every build.
///
/// After a successful build the output folder is served as it is, and a copy of it is kept.
/// While builds fail, that copy (the last good output) is served instead, and pages show the
/// problems over it; the next successful build serves the output folder again.
public actor LivePreview {
    /// What to build and where to serve it.
    public struct Configuration: Sendable {
        /// The build's options.
        public var options: SiteBuild.Options
        /// The address to listen on: an IP address or `localhost`.
        public var host: String
        /// The port to listen on; 0 picks a free one.
        public var port: UInt16
        /// How to notice changes.
        public var watchMode: WatchMode

        /// A configuration for serving the site that `options` build.
        public init(options: SiteBuild.Options, host: String = "127.0.0.1", port: UInt16 = 8000, watchMode: WatchMode = .automatic) {
            self.options = options
            self.host = host
            self.port = port
            self.watchMode = watchMode
        }
    }

    /// The watch session that builds the site.
    public nonisolated let session: WatchSession
    /// The channel pages listen to.
    public nonisolated let channel = LiveReloadChannel()
    private let configuration: Configuration
    private let folder: Locked<ServedFolder>
    private let lastGood = LastGoodOutput()
    private let server: PreviewServer
    private var running: Task<Void, Never>?

    /// A preview that is not started yet.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        self.session = WatchSession(options: configuration.options, mode: configuration.watchMode)
        let folder = Locked(ServedFolder(path: configuration.options.outputFolder))
        self.folder = folder
        self.server = PreviewServer(host: configuration.host, port: configuration.port, folder: folder, channel: channel)
    }

    /// Listens, starts watching and builds once; returns the port once the first build is
    /// done. `onRebuild` is called after every build.
    public func start(onRebuild: @escaping @Sendable (RebuildResult) async -> Void) async throws(ServeError) -> UInt16 {
        let port = try await server.start()
        let (firstBuild, report) = AsyncStream<Result<Void, WatchError>>.makeStream()
        let (session, channel, folder, lastGood) = (self.session, self.channel, self.folder, self.lastGood)
        let output = configuration.options.outputFolder
        running = Task {
            do throws(WatchError) {
                try await session.run(onRebuild: { result in
                    Self.serve(after: result, output: output, folder: folder, lastGood: lastGood)
                    await channel.publish(result.status)
                    // Pages are told first: the snapshot is needed only once a later build fails.
                    lastGood.update(
                        afterBuildSucceeded: result.succeeded,
                        changed: result.outcome.report.map { $0.changedFiles + $0.earlyFiles }, output: output)
                    await onRebuild(result)
                    report.yield(.success(()))
                }, onEarlyPages: { build, pages in
                    // The page being edited reloads as soon as it is on disk, while the rest
                    // of the site is still being brought up to date.
                    Task { await channel.publish(build: build, earlyPages: pages) }
                })
            } catch {
                report.yield(.failure(error))
            }
            report.finish()
        }
        var first = firstBuild.makeAsyncIterator()
        if case .failure(let error)? = await first.next() {
            await server.stop()
            throw .watch(error)
        }
        return port
    }

    /// Waits for the build under way, then stops watching and serving.
    public func stop() async {
        session.stop()
        await running?.value
        running = nil
        await channel.close()
        await server.stop()
        lastGood.removeAll()
    }

    /// The URL of the site's home page on `port`.
    public nonisolated func url(port: UInt16) -> String {
        let host = configuration.host.lowercased() == "localhost" ? "127.0.0.1" : configuration.host
        let shown = host == "0.0.0.0" || host == "::" ? "localhost" : host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/"
    }

    /// Chooses what is served after a build: the output folder after a success, the last
    /// good copy after a failure.
    private static func serve(after result: RebuildResult, output: String, folder: Locked<ServedFolder>, lastGood: LastGoodOutput) {
        if result.succeeded {
            folder.set(ServedFolder(path: output))
        } else if let copy = lastGood.folder {
            folder.set(ServedFolder(path: copy))
        }
    }
}
