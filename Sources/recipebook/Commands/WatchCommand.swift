import ArgumentParser
import Foundation
import RecipeCore
import RecipeServe

/// `recipebook watch`: build, then rebuild after every change, until Ctrl-C.
struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Build the site, then rebuild it after every change in the content or templates.",
        discussion: """
        Prints one line per build on standard error, with the problems a build found. Stops on \
        Ctrl-C. Exits 2 when the folders cannot be watched.
        """
    )

    @OptionGroup var build: BuildOptions

    @Flag(name: .long, help: "Look for changes by checking every file twice a second, for folders whose file system sends no change events (network or shared folders).")
    var poll = false

    func run() async throws {
        let stop = StopSignal()
        let session = WatchSession(options: build.siteOptions, mode: poll ? .polling : .automatic)
        let reporter = RebuildReporter(colour: Terminal.usesColour)
        let stopping = Task {
            await stop.wait()
            session.stop()
        }
        defer { stopping.cancel() }
        let templates = build.templates
            ?? (build.content.content.parentPath as NSString).appendingPathComponent("Templates")
        let folders = session.roots.map { $0.prefix.isEmpty ? build.content.content : templates }
        do {
            try await session.run { result in
                if result.number == 1, let kind = await session.watcherKind {
                    Terminal.printError("watching \(folders.joined(separator: " and ")) (\(kind.rawValue)); Ctrl-C stops")
                }
                await reporter.report(result)
            }
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        Terminal.printError("stopped")
    }
}
