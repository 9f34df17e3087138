import ArgumentParser
import Foundation
import RecipeSite

/// `recipebook build`: the whole site into the output folder.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the website of the book into the output folder.",
        discussion: """
        Writes only files whose bytes changed and removes pages of deleted recipes, touching \
        nothing in the output folder that an earlier build did not make. Exits 1 when a file \
        had an error (the rest of the site is still built), 2 when the build cannot run.
        """
    )

    @OptionGroup var build: BuildOptions

    /// Accepted for scripts written for earlier versions: every build now reads the whole book.
    @Flag(name: .long, help: .hidden)
    var full = false

    func run() async throws {
        let started = ContinuousClock.now
        let report: SiteBuild.Report
        do {
            report = try await SiteBuild(options: build.siteOptions)
                .run(progress: Terminal.isInteractive ? Self.show : nil)
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        for diagnostic in report.diagnostics {
            Terminal.printError(diagnostic.description)
        }
        let elapsed = started.duration(to: .now)
        Terminal.printError(BuildSummary(report: report, output: build.output, elapsed: elapsed).description)
        if report.hasErrors { throw ExitCode(1) }
    }
}

extension BuildCommand {
    /// One line per phase, on a terminal only: logs and scripts get just the summary.
    @Sendable static func show(_ progress: SiteBuild.Progress) {
        switch progress {
        case .read(let recipes, let chapters):
            Terminal.printError("read \(Terminal.counted(recipes, "recipe")) and \(Terminal.counted(chapters, "chapter"))")
        case .images(let done, let total): Terminal.printError("made the images of \(done) of \(Terminal.counted(total, "photo"))")
        case .writing(let files): Terminal.printError("writing \(Terminal.counted(files, "file"))")
        }
    }
}

/// `built 24 recipes and 5 chapters into Output: 96 files (12 written, 84 unchanged, 0 removed), 0 errors, 1 warning in 0.21 s`
struct BuildSummary: CustomStringConvertible {
    let report: SiteBuild.Report
    let output: String
    let elapsed: Duration

    var description: String {
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        let warnings = report.diagnostics.count - errors
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let count = Terminal.counted
        return "built \(count(report.recipes, "recipe")) and \(count(report.chapters, "chapter")) into \(output): "
            + "\(count(report.files, "file")) (\(report.output.written) written, \(report.output.unchanged) unchanged, "
            + "\(report.output.removed) removed), \(count(errors, "error")), \(count(warnings, "warning")) "
            + "in \(String(format: "%.2f", seconds)) s"
    }
}
