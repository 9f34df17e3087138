import ArgumentParser
import Foundation
import RecipeSite

/// `recipebook measure-rebuild`: how long a watch session takes from a saved recipe to its
/// page on disk. A benchmark instrument for `scripts/bench`, hidden from `--help`.
struct MeasureRebuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure-rebuild",
        abstract: "Time rebuilds after one-recipe edits, the way watch mode runs them.",
        shouldDisplay: false
    )

    @OptionGroup var content: ContentOptions

    @Option(name: .long, help: ArgumentHelp("Where the site is written.", valueName: "DIR"))
    var output: String = "Output"

    @Option(name: .long, help: "How many edits to time.")
    var edits = 10

    func run() async throws {
        let session = BuildSession(options: SiteBuild.Options(contentFolder: content.content, outputFolder: output))
        let first = await session.rebuild()
        guard first.report != nil else {
            Terminal.printError("error: \(first.failure ?? "the first build failed")")
            throw ExitCode(2)
        }
        let unchanged = await session.rebuild(changed: [])
        let loaded = try await ContentLoader(contentFolder: content.content).load()
        let recipes = loaded.book.recipes.map(\.file).sorted()
        guard recipes.count > 10 else { throw ValidationError("the book needs more than 10 recipes") }
        let file = recipes[recipes.count / 2]
        let path = content.content + "/" + file
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        defer { try? original.write(to: URL(fileURLWithPath: path)) }
        print("initial build: \(format(milliseconds(first.duration))) ms")
        print("no-change rebuild: \(format(milliseconds(unchanged.duration))) ms")
        // A new step or another amount touches the recipe's own pages alone; a new ingredient
        // changes what the contents and search data are made of, and a note what the search
        // data is, so the whole book is gone through. An amount's edits change the last line,
        // an item first added after the steps.
        let kinds: [(name: String, firstLine: String?, line: (Int) -> String)] = [
            ("a step", nil, { "\nStir once more, edit \($0).\n" }),
            ("an amount", "\n- Pinch of salt | 0 g |\n", { "\n- Pinch of salt | \($0) g |\n" }),
            ("a new ingredient", nil, { "\n- Pinch of spice number \($0) | 1 g |\n" }),
            ("a note", nil, { "\n> Keeps for \($0) days.\n" }),
        ]
        for (kind, firstLine, line) in kinds {
            var pageTimes: [Double] = []
            var rebuildTimes: [Double] = []
            if let firstLine {
                try (original + Data(firstLine.utf8)).write(to: URL(fileURLWithPath: path))
                _ = await session.rebuild(changed: [file])
            }
            for edit in 1...edits {
                var text = original
                text.append(Data(line(edit).utf8))
                try text.write(to: URL(fileURLWithPath: path))
                let saved = ContinuousClock.now
                let pageWritten = TimeBox()
                let outcome = await session.rebuild(changed: [file]) { _ in pageWritten.set(saved.duration(to: .now)) }
                rebuildTimes.append(milliseconds(outcome.duration))
                pageTimes.append(milliseconds(pageWritten.value ?? outcome.duration))
            }
            print("one-recipe edit of \(kind), page on disk: median \(format(median(pageTimes))) ms (min \(format(pageTimes.min() ?? 0)), max \(format(pageTimes.max() ?? 0)))")
            print("one-recipe edit of \(kind), whole site up to date: median \(format(median(rebuildTimes))) ms (min \(format(rebuildTimes.min() ?? 0)), max \(format(rebuildTimes.max() ?? 0)))")
        }
    }

    private func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// A duration set once from another task.
final class TimeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Duration?
    func set(_ value: Duration) { lock.lock(); if stored == nil { stored = value }; lock.unlock() }
    var value: Duration? { lock.lock(); defer { lock.unlock() }; return stored }
}
