import ArgumentParser
import Foundation
import RecipeCore
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
        // changes the contents and the search data too, a note or a section the search data, a
        // description the lists, and a tag the lists and the tag's pages; a title moves the
        // recipe's page and every link to it. An amount's edits
        // change the last line, an item first added after the steps; a description or tags go
        // right under the title, the tags ones the benchmark's books give many recipes.
        let text = String(decoding: original, as: UTF8.self)
        let title = text.prefix { $0 != "\n" }
        let body = text.dropFirst(title.count)
        let tags = ["#vegan", "#baking", "#fall", "#freezer", "#lowcarb"]
        let kinds: [(name: String, firstText: String?, text: (Int) -> String)] = [
            ("a step", nil, { text + "\nStir once more, edit \($0).\n" }),
            ("an amount", text + "\n- Pinch of salt | 0 g |\n", { text + "\n- Pinch of salt | \($0) g |\n" }),
            ("a new ingredient", nil, { text + "\n- Pinch of spice number \($0) | 1 g |\n" }),
            ("a note", nil, { text + "\n> Keeps for \($0) days.\n" }),
            ("a section", nil, { text + "\n## Serving, take \($0)\n\nServe warm.\n" }),
            ("a description", nil, { title + "\n\n> A weeknight favourite, take \($0).\n" + body }),
            ("a tag", title + "\n\n> A weeknight favourite.\n" + body, { title + "\n\n> A weeknight favourite. \(tags[$0 % tags.count])\n" + body }),
            // A new title moves the recipe's page and every link to it: the whole book is gone through.
            ("a title", nil, { title + ", take \($0)" + body }),
        ]
        for (kind, firstText, edited) in kinds {
            var pageTimes: [Double] = []
            var rebuildTimes: [Double] = []
            if let firstText {
                try Data(firstText.utf8).write(to: URL(fileURLWithPath: path))
                _ = await session.rebuild(changed: [file])
            }
            for edit in 1...edits {
                try Data(edited(edit).utf8).write(to: URL(fileURLWithPath: path))
                let saved = ContinuousClock.now
                let pageWritten = TimeBox()
                let outcome = await session.rebuild(changed: [file]) { _ in pageWritten.set(saved.duration(to: .now)) }
                rebuildTimes.append(milliseconds(outcome.duration))
                pageTimes.append(milliseconds(pageWritten.value ?? outcome.duration))
            }
            report("one-recipe edit of \(kind)", pageTimes: pageTimes, rebuildTimes: rebuildTimes)
        }
        try await measureNewAndDeletedFiles(session: session, beside: path, text: text, title: String(title))
    }

    /// A recipe file added beside the edited one, then deleted again: the new page on disk,
    /// and the page gone, each with the whole site brought up to date.
    private func measureNewAndDeletedFiles(session: BuildSession, beside path: String, text: String, title: String) async throws {
        let folder = path.parentPath
        let relativeFolder = String(path.dropFirst(content.content.count + 1)).parentPath
        var added: (page: [Double], site: [Double]) = ([], [])
        var deleted: (page: [Double], site: [Double]) = ([], [])
        for edit in 1...edits {
            let name = "Measured new recipe \(edit) \(ProcessInfo.processInfo.processIdentifier)"
            let file = relativeFolder + "/" + name + ".recipe"
            let newPath = folder + "/" + name + ".recipe"
            try Data(("# " + name + text.dropFirst(title.count)).utf8).write(to: URL(fileURLWithPath: newPath))
            let saved = ContinuousClock.now
            let written = TimeBox()
            var outcome = await session.rebuild(changed: [file]) { paths in
                if paths.contains(where: { $0.hasPrefix("recipes/") }) { written.set(saved.duration(to: .now)) }
            }
            added.site.append(milliseconds(outcome.duration))
            added.page.append(milliseconds(written.value ?? outcome.duration))
            try FileManager.default.removeItem(atPath: newPath)
            let deleting = ContinuousClock.now
            let removed = TimeBox()
            outcome = await session.rebuild(changed: [file]) { _ in removed.set(deleting.duration(to: .now)) }
            deleted.site.append(milliseconds(outcome.duration))
            deleted.page.append(milliseconds(removed.value ?? outcome.duration))
        }
        report("a new recipe file", pageTimes: added.page, rebuildTimes: added.site)
        report("a deleted recipe file", pageTimes: deleted.page, rebuildTimes: deleted.site)
    }

    private func report(_ kind: String, pageTimes: [Double], rebuildTimes: [Double]) {
        print("\(kind), page on disk: median \(format(median(pageTimes))) ms (min \(format(pageTimes.min() ?? 0)), max \(format(pageTimes.max() ?? 0)))")
        print("\(kind), whole site up to date: median \(format(median(rebuildTimes))) ms (min \(format(rebuildTimes.min() ?? 0)), max \(format(rebuildTimes.max() ?? 0)))")
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
final class TimeBox: Sendable {
    private let stored = Locked<Duration?>(nil)
    func set(_ value: Duration) { stored.withLock { $0 = $0 ?? value } }
    var value: Duration? { stored.current }
}
