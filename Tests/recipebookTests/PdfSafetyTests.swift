import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `recipebook pdf` on hostile books: the PDF carries no file of the machine that made it,
/// fetches nothing, keeps its time limit, stops on Ctrl-C and never replaces a family's files.
@Suite(.serialized) struct PdfSafetyTests {
    /// A scratch folder with `Content/` (one recipe) and a `tmp/` for the command's own
    /// scratch folders, so that a test can see what it leaves behind.
    final class Book {
        let root: URL
        var content: URL { root.appendingPathComponent("Content") }
        var temporary: URL { root.appendingPathComponent("tmp") }

        init(recipe: String = "# Soup\n\n- Water | 1 l |\n\n1. Boil the water.\n") throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-pdf-safety-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            try write("recipes/Soups/Soup.recipe", recipe)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) throws {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func pdf(_ extra: [String] = [], output: String = "out.pdf") throws -> CommandRunner.Outcome {
            try CommandRunner.run(
                ["pdf", "--content", content.path, "--output", root.appendingPathComponent(output).path] + extra,
                environment: ["TMPDIR": temporary.path])
        }

        var leftovers: [String] { (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] }
    }

    /// A loopback listener that counts the connections made to it, run by Python.
    final class Listener {
        let process = Process()
        let log: URL
        let port: Int

        init(folder: URL) throws {
            log = folder.appendingPathComponent("connections.log")
            let portFile = folder.appendingPathComponent("port")
            let script = """
                import os, socket, sys, time
                s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(50); s.settimeout(1)
                open(sys.argv[2], "w").write(str(s.getsockname()[1]))
                end = time.time() + 600
                parent = os.getppid()
                while time.time() < end and os.getppid() == parent:
                    try:
                        c, _ = s.accept()
                    except socket.timeout:
                        continue
                    open(sys.argv[1], "a").write("connection\\n")
                    c.close()
                """
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, log.path, portFile.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            var read: Int?
            for _ in 0..<100 where read == nil {
                usleep(50_000)
                read = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
            }
            port = read ?? 0
        }

        var connections: Int {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").count
        }

        deinit { process.terminate() }
    }

    static func bytes(_ url: URL) -> Data { (try? Data(contentsOf: url)) ?? Data() }

    static func imageCount(_ pdf: URL) throws -> Int {
        let listed = try Tool.run(URL(fileURLWithPath: "/usr/bin/env"), ["pdfimages", "-list", pdf.path], errors: .discarded).text
        return listed.split(separator: "\n").dropFirst(2).count
    }

    @Test func aTitleThatClosesTheStyleBlockAttachesNothing() throws {
        let book = try Book()
        let hostile = "T</style><link rel=attachment href=file:///etc/passwd><style>"
        try book.write("site.toml", "title = \"\(hostile)\"\n")
        try book.write("i18n/en.toml", "guide = \"\(hostile)\"\n")
        try book.write("guide/01-intro.md", "# Intro\n\nHello.\n")
        for extra in [[], ["--guide"]] {
            let outcome = try book.pdf(extra)
            #expect(outcome.status == 0, "\(outcome.errors)")
            let pdf = Self.bytes(book.root.appendingPathComponent("out.pdf"))
            #expect(pdf.starts(with: Data("%PDF-".utf8)))
            #expect(pdf.range(of: Data("/EmbeddedFile".utf8)) == nil, "no file is attached")
            #expect(pdf.range(of: Data("root:x:0".utf8)) == nil)
        }
    }

    @Test func imagesOutsideTheBookAreNeitherReadNorFetched() throws {
        let book = try Book()
        let listener = try Listener(folder: book.root)
        #expect(listener.port > 0)
        let remote = "http://127.0.0.1:\(listener.port)"
        // A picture beside the content folder, reached by an absolute path and by climbing.
        let outside = book.root.appendingPathComponent("outside.png")
        try Data(TestPNG.red).write(to: outside)
        try book.write("recipes/Soups/Soup.recipe", """
            # Soup

            - Water | 1 l |

            1. Boil ![a](\(outside.path)) and ![b](../../../outside.png).
            2. Serve ![c](\(remote)/step.png).
            """)
        try book.write("guide/01-intro.md", "# Intro\n\n![d](\(remote)/guide.png) ![e](../../outside.png)\n")
        let templates = book.root.appendingPathComponent("Theme/assets")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("@import url(\(remote)/theme.css);\nbody { background: url(file://\(outside.path)); font-family: monospace; }\n".utf8)
            .write(to: templates.appendingPathComponent("recipebook.css"))
        let theme = ["--templates", book.root.appendingPathComponent("Theme").path]
        let cookbook = try book.pdf(theme)
        #expect(cookbook.status == 0, "\(cookbook.errors)")
        #expect(cookbook.errors.contains("recipes/Soups/Soup.recipe:5:10: warning: image '\(outside.path)' is not a file of the book; the PDF is made without it"))
        #expect(cookbook.errors.contains("recipes/Soups/Soup.recipe:5:96: warning: image '../../../outside.png' is not a file of the book"))
        #expect(cookbook.errors.contains("recipes/Soups/Soup.recipe:6:11: warning: image '\(remote)/step.png' is not a file of the book"))
        #expect(cookbook.errors.contains("the PDF engine asked for '\(remote)/theme.css'"))
        #expect(try Self.imageCount(book.root.appendingPathComponent("out.pdf")) == 0)
        // The theme's own stylesheet is read: its font is the PDF's.
        let fonts = try Tool.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["pdffonts", book.root.appendingPathComponent("out.pdf").path], errors: .discarded).text
        #expect(fonts.contains("Mono"), "\(fonts)")
        let guide = try book.pdf(theme + ["--guide"])
        #expect(guide.status == 0, "\(guide.errors)")
        #expect(guide.errors.contains("guide/01-intro.md:3:1: warning: image '\(remote)/guide.png' is not a file of the book"))
        #expect(try Self.imageCount(book.root.appendingPathComponent("out.pdf")) == 0)
        #expect(listener.connections == 0, "the engine fetched nothing")
        listener.process.terminate()
    }

    @Test func theTimeLimitEndsTheEngineAndWritesNoPDF() throws {
        let book = try Book()
        let started = Date()
        let outcome = try CommandRunner.run(
            ["pdf", "--content", "Content", "--output", book.root.appendingPathComponent("out.pdf").path, "--time-limit", "1"],
            environment: ["TMPDIR": book.temporary.path])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("the PDF engine took longer than 1 seconds and was stopped; no PDF was written"))
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(!FileManager.default.fileExists(atPath: book.root.appendingPathComponent("out.pdf").path))
        #expect(book.leftovers.isEmpty, "\(book.leftovers)")
    }

    @Test func ctrlCStopsTheEngineAndRemovesTheScratchFolder() throws {
        let book = try Book()
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["pdf", "--content", "Content", "--output", book.root.appendingPathComponent("out.pdf").path]
        process.currentDirectoryURL = CommandRunner.repositoryRoot
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": book.temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Waits until the engine runs: its script is written beside the scratch site.
        var engineRuns = false
        for _ in 0..<600 where !engineRuns {
            usleep(50_000)
            let scratch = book.leftovers.first.map { book.temporary.appendingPathComponent($0).path } ?? ""
            engineRuns = FileManager.default.fileExists(atPath: scratch + "/site.print-pdf.py")
        }
        #expect(engineRuns)
        kill(process.processIdentifier, SIGINT)
        let stopped = Date()
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(stopped) < 10)
        #expect(process.terminationStatus == 130)
        #expect(!FileManager.default.fileExists(atPath: book.root.appendingPathComponent("out.pdf").path))
        #expect(book.leftovers.isEmpty, "\(book.leftovers)")
    }

    @Test func theOutputIsNeverAFileOfTheBookOrAFileThatIsNotAPDF() throws {
        let book = try Book()
        try book.write("site.toml", "title = \"Ours\"\n")
        for target in ["Content/site.toml", "Content/recipes/Soups/Soup.recipe", "Content/new.pdf"] {
            let before = Self.bytes(book.root.appendingPathComponent(target))
            let outcome = try book.pdf(output: target)
            #expect(outcome.status == 2)
            #expect(outcome.errors.contains("inside the content folder"), "\(outcome.errors)")
            #expect(Self.bytes(book.root.appendingPathComponent(target)) == before)
        }
        try Data("notes".utf8).write(to: book.root.appendingPathComponent("notes.txt"))
        let outcome = try book.pdf(output: "notes.txt")
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("it is a file that is not a PDF"))
        #expect(Self.bytes(book.root.appendingPathComponent("notes.txt")) == Data("notes".utf8))
        // An earlier PDF is replaced.
        #expect(try book.pdf(output: "book.pdf").status == 0)
        #expect(try book.pdf(output: "book.pdf").status == 0)
    }

    @Test func aRecipeOverThePrintedBoundIsLeftOutWithAWarning() throws {
        let steps = (1...3000).map { "\($0). Stir the pot slowly and taste it once more before going on." }.joined(separator: "\n")
        let book = try Book(recipe: "# Long Soup\n\n- Water | 1 l |\n\n" + steps + "\n")
        try book.write("recipes/Soups/Toast.recipe", "# Toast\n\nToast the bread.\n")
        let outcome = try book.pdf()
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.contains("recipes/Soups/Soup.recipe:1:1: warning: the printed text is"))
        #expect(outcome.errors.contains("it is left out of the PDF"))
        let text = try Tool.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["pdftotext", book.root.appendingPathComponent("out.pdf").path, "-"], errors: .discarded).text
        #expect(text.contains("Toast the bread."))
        #expect(!text.contains("Stir the pot slowly"))
    }
}

/// A 2 × 2 red PNG.
enum TestPNG {
    static let red: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x08, 0x02, 0x00, 0x00, 0x00, 0xFD, 0xD4, 0x9A,
        0x73, 0x00, 0x00, 0x00, 0x10, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0x00,
        0x44, 0x0C, 0x10, 0x0A, 0x00, 0x1F, 0xEE, 0x03, 0xFD, 0x8B, 0x5F, 0x14, 0xD4, 0x00, 0x00, 0x00,
        0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}
