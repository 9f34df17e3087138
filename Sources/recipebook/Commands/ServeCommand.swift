import ArgumentParser
import Foundation
import RecipeServe

/// `recipebook serve`: `watch`, and the output folder served with live reload.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it at http://127.0.0.1:8000/ and reload open pages after every change.",
        discussion: """
        Listens on the loopback address only, unless --host says otherwise, and sends only \
        files inside the output folder. A build that fails shows its problems in the terminal \
        and over the open pages, which keep the last good build. Stops on Ctrl-C. Exits 2 when \
        the port is taken or the folders cannot be watched.
        """
    )

    @OptionGroup var build: BuildOptions

    @Option(name: .long, help: ArgumentHelp("The port to listen on.", valueName: "PORT"))
    var port: UInt16 = 8000

    @Option(name: .long, help: ArgumentHelp("The address to listen on. 0.0.0.0 lets other machines on your network read the book.", valueName: "ADDRESS"))
    var host: String = "127.0.0.1"

    @Flag(name: .long, help: "Open the home page in the browser once the site is built.")
    var open = false

    @Flag(name: .long, help: "Look for changes by checking every file twice a second, for folders whose file system sends no change events (network or shared folders).")
    var poll = false

    func run() async throws {
        let stop = StopSignal()
        let preview = LivePreview(LivePreview.Configuration(
            options: build.siteOptions, host: host, port: port, watchMode: poll ? .polling : .automatic))
        let reporter = RebuildReporter(colour: Terminal.usesColour)
        let boundPort: UInt16
        do {
            boundPort = try await preview.start { result in await reporter.report(result) }
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        let url = preview.url(port: boundPort)
        let kind = await preview.session.watcherKind?.rawValue ?? "polling"
        Terminal.printError("serving \(build.output) at \(url) (watching with \(kind)); Ctrl-C stops")
        if ListenAddress.isReachableFromOtherMachines(host) {
            Terminal.printError("warning: listening on \(host): other machines that can reach it can read the book")
        }
        if open { BrowserOpener.open(url) }
        await stop.wait()
        await preview.stop()
        Terminal.printError("stopped")
    }
}
