import Foundation
import Testing
@testable import RecipeServe

/// Each watcher, native and polling, turns an editor's ways of saving into batches naming the files.
@Suite(.timeLimit(.minutes(1))) struct FolderWatcherTests {
    /// A started watcher of a sandbox's `Content/` and `Templates/`, collecting batches.
    final class Watching: @unchecked Sendable {
        let sandbox: Sandbox
        let batches = Collected<[String]>()
        let watcher: any FolderWatcher
        let batcher: ChangeBatcher

        init(mode: WatchMode) throws {
            sandbox = try Sandbox()
            try sandbox.write("Content/recipes/Mains/Chili.recipe", "# Chili\n")
            try sandbox.write("Templates/recipe.mustache", "{{title}}")
            try sandbox.write("Output/index.html", "built")
            try sandbox.write("Content/_site/index.html", "built inside")
            let roots = [
                WatchRoot(path: sandbox.content, excluded: [sandbox.output, sandbox.path("Content/_site")]),
                WatchRoot(path: sandbox.path("Templates"), prefix: "Templates/", excluded: [sandbox.output]),
            ]
            let batches = self.batches
            let batcher = ChangeBatcher(quiet: .milliseconds(50), cap: .milliseconds(500)) { batches.append($0) }
            self.batcher = batcher
            watcher = try FolderWatchers.start(roots: roots, mode: mode) { batcher.record($0) }
        }

        deinit {
            watcher.stop()
            batcher.stop()
        }

        /// Whether a batch naming `path` arrives within the time limit.
        func sees(_ path: String) async -> Bool {
            await eventually(within: 10) { self.batches.all.contains { $0.contains(path) } }
        }

        /// Lets the watcher settle where it gives no sign of its own (a root folder deleted is
        /// watched for again a moment later), so each step makes its own batch.
        func settle() async {
            try? await Task.sleep(for: .milliseconds(mode == .polling ? 1100 : 200))
        }

        /// Waits for a change made now to come through, and with it every change before it:
        /// both watchers report changes in order. The change is a file of its own, `flushed`.
        func flush() async -> Bool {
            try? sandbox.write("Content/" + Self.flushed, "# Flushed \(batches.all.count)\n")
            return await sees(Self.flushed)
        }

        static let flushed = "recipes/flushed.recipe"

        var mode: WatchMode { watcher.kind == .polling ? .polling : .automatic }
    }

    static let modes: [WatchMode] = [.automatic, .polling]

    @Test(arguments: modes)
    func nativeWatchingIsUsedWhereItExists(_ mode: WatchMode) throws {
        let watching = try Watching(mode: mode)
        #if os(Linux)
        #expect(watching.watcher.kind == (mode == .polling ? .polling : .inotify))
        #elseif os(macOS)
        #expect(watching.watcher.kind == (mode == .polling ? .polling : .fsevents))
        #endif
    }

    @Test(arguments: modes)
    func anAtomicSaveNamesTheFileNotTheTemporaryOne(_ mode: WatchMode) async throws {
        let watching = try Watching(mode: mode)
        try watching.sandbox.atomicSave("Content/recipes/Mains/Chili.recipe", "# Chili\n\n- Beans | 1 can |\n")
        #expect(await watching.sees("recipes/Mains/Chili.recipe"))
        #expect(!watching.batches.all.joined().contains { $0.contains(".swp") })
    }

    @Test(arguments: modes)
    func aFileInANewFolderIsSeen(_ mode: WatchMode) async throws {
        let watching = try Watching(mode: mode)
        try watching.sandbox.write("Content/recipes/Soups/Leek.recipe", "# Leek soup\n")
        #expect(await watching.sees("recipes/Soups/Leek.recipe"))
        // The new folder is watched too: a later change inside it is seen.
        let before = watching.batches.all.count
        try watching.sandbox.write("Content/recipes/Soups/Leek.recipe", "# Leek and potato soup\n")
        #expect(await eventually { watching.batches.all.dropFirst(before).contains { $0.contains("recipes/Soups/Leek.recipe") } })
    }

    @Test(arguments: modes)
    func aFolderMovedInWithFilesIsSeen(_ mode: WatchMode) async throws {
        let watching = try Watching(mode: mode)
        try watching.sandbox.write("Elsewhere/Desserts/Pie.recipe", "# Pie\n")
        try watching.sandbox.move("Elsewhere/Desserts", to: "Content/recipes/Desserts")
        #expect(await watching.sees("recipes/Desserts/Pie.recipe"))
    }

    @Test(arguments: modes)
    func deletionsAndRenamesAreSeen(_ mode: WatchMode) async throws {
        let watching = try Watching(mode: mode)
        try watching.sandbox.write("Content/recipes/Mains/Stew.recipe", "# Stew\n")
        #expect(await watching.sees("recipes/Mains/Stew.recipe"))
        try watching.sandbox.move("Content/recipes/Mains/Chili.recipe", to: "Content/recipes/Mains/Texas Chili.recipe")
        #expect(await watching.sees("recipes/Mains/Chili.recipe"))
        #expect(await watching.sees("recipes/Mains/Texas Chili.recipe"))
        try watching.sandbox.remove("Content/recipes/Mains/Stew.recipe")
        #expect(await watching.sees("recipes/Mains/Stew.recipe"))
    }

    @Test(arguments: modes)
    func templatesArePrefixedAndTheOutputFolderAndEditorFilesAreIgnored(_ mode: WatchMode) async throws {
        let watching = try Watching(mode: mode)
        try watching.sandbox.write("Content/recipes/Mains/.#Chili.recipe", "lock")
        try watching.sandbox.write("Content/recipes/Mains/Chili.recipe~", "backup")
        try watching.sandbox.write("Content/recipes/Mains/4913", "")
        try watching.sandbox.write("Content/_site/index.html", "built again")
        try watching.sandbox.write("Output/index.html", "built again")
        try watching.sandbox.write("Templates/recipe.mustache", "<h1>{{title}}</h1>")
        #expect(await watching.flush())
        let all = watching.batches.all.joined().filter { $0 != Watching.flushed }
        #expect(Array(all) == ["Templates/recipe.mustache"])
    }

    /// The content folder swapped for another by two renames, as a sync tool or a script does.
    @Test(arguments: modes)
    func aContentFolderSwappedForAnotherIsWatchedInItsPlace(_ mode: WatchMode) async throws {
        let watching = try Watching(mode: mode)
        try watching.sandbox.write("Content.new/recipes/Mains/Chili.recipe", "# Chili\n\n- Beans | 2 cans |\n")
        try watching.sandbox.move("Content", to: "Content.old")
        try watching.sandbox.move("Content.new", to: "Content")
        #expect(await watching.sees("recipes/Mains/Chili.recipe"))
        await watching.settle()
        try watching.sandbox.write("Content/recipes/Soups/Leek.recipe", "# Leek soup\n")
        #expect(await watching.sees("recipes/Soups/Leek.recipe"), "the new folder is watched")
        try watching.sandbox.write("Content.old/recipes/Soups/Pea.recipe", "# Pea soup\n")
        #expect(await watching.flush())
        #expect(!watching.batches.all.joined().contains("recipes/Soups/Pea.recipe"), "the old folder is not")
    }

    @Test(arguments: modes)
    func aContentFolderDeletedAndMadeAgainIsWatchedAgain(_ mode: WatchMode) async throws {
        let watching = try Watching(mode: mode)
        try watching.sandbox.remove("Content")
        await watching.settle()
        try watching.sandbox.write("Content/recipes/Soups/Leek.recipe", "# Leek soup\n")
        #expect(await watching.sees("recipes/Soups/Leek.recipe"))
        let before = watching.batches.all.count
        try watching.sandbox.write("Content/recipes/Soups/Leek.recipe", "# Leek and potato soup\n")
        #expect(await eventually { watching.batches.all.dropFirst(before).contains { $0.contains("recipes/Soups/Leek.recipe") } })
    }

    @Test func aTemporaryFileGoneBeforeTheBatchEndsIsLeftOut() async throws {
        let sandbox = try Sandbox()
        let batches = Collected<[String]>()
        let batcher = ChangeBatcher(quiet: .milliseconds(50), cap: .milliseconds(500)) { batches.append($0) }
        defer { batcher.stop() }
        let gone = sandbox.path("Content/recipes/Chili.recipe.tmp1234")
        let kept = sandbox.path("Content/recipes/Chili.recipe")
        try sandbox.write("Content/recipes/Chili.recipe", "# Chili\n")
        batcher.record([
            FileEvent(relativePath: "recipes/Chili.recipe.tmp1234", absolutePath: gone, kind: .created),
            FileEvent(relativePath: "recipes/Chili.recipe.tmp1234", absolutePath: gone, kind: .removed),
            FileEvent(relativePath: "recipes/Chili.recipe", absolutePath: kept, kind: .created),
            FileEvent(relativePath: "recipes/Old.recipe", absolutePath: sandbox.path("Content/recipes/Old.recipe"), kind: .removed),
        ])
        #expect(await eventually { !batches.all.isEmpty })
        #expect(batches.all == [["recipes/Chili.recipe", "recipes/Old.recipe"]])
    }

    @Test func aBurstMakesOneBatchButNeverWaitsPastTheCap() async throws {
        let batches = Collected<[String]>()
        // Quiet and cap far above the 40 ms between changes: a loaded machine (suites running
        // side by side) that oversleeps each change still leaves no quiet gap.
        let batcher = ChangeBatcher(quiet: .milliseconds(250), cap: .milliseconds(500)) { batches.append($0) }
        defer { batcher.stop() }
        let started = ContinuousClock.now
        // A change every 40 ms for 1.2 s: never 250 ms of quiet.
        for index in 0..<30 {
            batcher.record([FileEvent(relativePath: "recipes/\(index).recipe", absolutePath: "/nonexistent", kind: .modified)])
            try await Task.sleep(for: .milliseconds(40))
        }
        #expect(await eventually { batches.all.joined().count == 30 })
        #expect(batches.all.count >= 2, "the cap hands batches on during a long burst")
        #expect(batches.all.count < 30, "changes close together share a batch")
        // Bounded, so a stuck batcher fails rather than hangs; generous, for a loaded machine.
        #expect(started.duration(to: .now) < .seconds(30))
    }

    @Test func aMissingFolderCannotBeWatched() {
        #expect(throws: WatchError.self) {
            _ = try FolderWatchers.start(roots: [WatchRoot(path: "/nonexistent/recipebook")], mode: .automatic) { _ in }
        }
    }
}
