import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// WeasyPrint, run through the theme's `pdf/print-pdf.py` with the Python that runs it.
///
/// WeasyPrint's command line cannot be told what it may read, and by default it reads any
/// `file://` address and fetches every `http(s)` one. The script hands it a URL fetcher that
/// serves only the built site's files, drops attachments, and bounds its time and memory.
struct PDFEngine: Sendable {
    /// The interpreter and its arguments before the script: the `#!` line of `weasyprint`.
    let interpreter: [String]
    /// How long the engine may take, in seconds.
    var timeLimitSeconds = Self.timeLimitSeconds

    /// How long the engine may take at most.
    static let timeLimitSeconds = 600
    /// The address space the engine may use: the sample book takes about 300 MB, a book of
    /// 500 ordinary recipes about 1.9 GB.
    static let memoryLimitBytes = 4 << 30
    /// The script's path inside the default theme. It is never taken from a user's theme: it
    /// is what keeps the machine's files out of the PDF.
    static let scriptPath = "pdf/print-pdf.py"

    /// The engine of `weasyprint` on `path`, when its program is a script with a `#!` line.
    static func find(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> PDFEngine? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = String(folder) + "/weasyprint"
            guard FileManager.default.isExecutableFile(atPath: candidate),
                  let handle = FileHandle(forReadingAtPath: candidate) else { continue }
            let head = (try? handle.read(upToCount: 512)) ?? Data()
            try? handle.close()
            guard let line = String(validating: head.prefix(while: { $0 != 10 }), as: UTF8.self), line.hasPrefix("#!") else {
                continue
            }
            let words = line.dropFirst(2).split(separator: " ").map(String.init)
            guard let program = words.first, program.hasPrefix("/") else { continue }
            return PDFEngine(interpreter: words)
        }
        return nil
    }

    /// What a finished run found: the addresses the engine was refused.
    struct Outcome: Sendable {
        let refused: [String]
    }

    /// Lays out `page` of the built site at `site` into `pdf`, with `script` beside the site.
    /// Ends the engine's process when the time limit passes or the task is cancelled
    /// (Ctrl-C); `pdf` is then not written.
    func run(script: String, site: String, page: String, pdf: String) async throws(CookbookPDF.Failure) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter[0])
        process.arguments = Array(interpreter.dropFirst()) + [
            script, site, page, pdf, String(timeLimitSeconds), String(Self.memoryLimitBytes),
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        // The engine's own temporary files go in the caller's scratch folder, which is removed
        // however the engine ends.
        let temporary = site + ".tmp"
        try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
        do {
            try process.run()
        } catch {
            throw .engine(error.localizedDescription)
        }
        // The engine's messages are read on a thread of their own, so that the wait below
        // keeps its clock whatever the engine writes.
        let collected = EngineMessages()
        let reader = Thread { collected.read(errors.fileHandleForReading) }
        reader.start()
        let deadline = Date().addingTimeInterval(TimeInterval(timeLimitSeconds + 5))
        var ending: CookbookPDF.Failure?
        while process.isRunning {
            if Task.isCancelled { ending = .interrupted } else if Date() > deadline { ending = .timedOut(seconds: timeLimitSeconds) }
            if ending != nil { Self.stop(process); break }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        process.waitUntilExit()
        let lines = collected.waitForLines()
        if let ending { throw ending }
        if Task.isCancelled { throw .interrupted }
        let refused = lines.compactMap { $0.hasPrefix("refused: ") ? String($0.dropFirst("refused: ".count)) : nil }
        if process.terminationReason == .uncaughtSignal {
            // The script's own alarm ends it with SIGALRM at the time limit.
            if process.terminationStatus == SIGALRM { throw .timedOut(seconds: timeLimitSeconds) }
            throw .engine("stopped by signal \(process.terminationStatus)")
        }
        guard process.terminationStatus == 0 else {
            if process.terminationStatus == 3 { throw .outOfMemory }
            let message = lines.last { !$0.hasPrefix("refused: ") && !$0.isEmpty }
            throw .engine(message ?? "exit status \(process.terminationStatus)")
        }
        var seen = Set<String>()
        return Outcome(refused: refused.filter { seen.insert($0).inserted })
    }

    /// Ends the engine: asked first, then killed.
    private static func stop(_ process: Process) {
        process.terminate()
        for _ in 0..<40 where process.isRunning { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// The engine's standard error, read to its end on a thread of its own: the first ``limit``
/// lines, and the last one (where a failing engine says why).
private final class EngineMessages: Sendable {
    private struct Lines {
        var kept: [String] = []
        var last: String?
    }
    private let lines = Locked(Lines())
    private let done = DispatchSemaphore(value: 0)
    private static let limit = 10_000

    func read(_ handle: FileHandle) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 10) {
                keep(pending[pending.startIndex..<newline])
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { keep(pending) }
        done.signal()
    }

    private func keep(_ line: Data) {
        let text = String(decoding: line.prefix(4096), as: UTF8.self)
        lines.withLock { lines in
            if lines.kept.count < Self.limit { lines.kept.append(text) }
            lines.last = text
        }
    }

    /// The lines kept, the last line of all at their end.
    func waitForLines() -> [String] {
        done.wait()
        let lines = lines.current
        guard let last = lines.last, lines.kept.last != last else { return lines.kept }
        return lines.kept + [last]
    }
}
