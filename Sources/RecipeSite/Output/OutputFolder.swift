import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RecipeCore

/// The output folder: the only place a build writes to or deletes from.
///
/// Every page is written to a temporary file and renamed into place, so an interrupted build
/// leaves each page old or new, never cut short. Into a folder no build has written to, pages
/// are made under their own names at once: there is no old page to keep, and the next build
/// compares every file a stopped one may have cut short. A file is deleted only when the folder's
/// record (``OutputRecord``) lists it and this build did not make it again; a folder the tool
/// did not make is never emptied.
public struct OutputFolder: Sendable {
    /// The folder, as given.
    public let path: String

    /// The most file descriptors a write holds open at once: its kept folders, and a file
    /// on each of its threads, with room for the rest of the process.
    public static let descriptorsAtMost = Int32(OpenFolders.limit + ParallelWork.diskThreads + 64)
    /// Files a new folder may already hold (kept in git so that it exists), and the image
    /// cache, which a build stopped before its first record leaves behind.
    static let harmlessFiles: Set<String> = [".gitignore", ".gitkeep", ".DS_Store", "README.md", ImageCache.folderName]

    /// The folder at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Checks that writing here cannot harm anything: not the content or templates folder,
    /// not a folder holding either, not one inside either (whose files would be read back and
    /// published again with every build), not a home or root folder, and either empty or made
    /// by an earlier build.
    public func validate(contentFolder: String, templatesFolder: String? = nil) throws(OutputError) {
        let output = Self.absolute(path)
        let realOutput = ContentRoot.realPath(of: output) ?? output
        // The account's home and `$HOME`, which can differ (`sudo`, containers): neither is ours.
        let homes = [NSHomeDirectory(), ProcessInfo.processInfo.environment["HOME"]].compactMap { $0 }
            .filter { !$0.isEmpty }.map { ContentRoot.realPath(of: $0) ?? Self.absolute($0) }
        if realOutput == "/" || homes.contains(realOutput) {
            throw .dangerousFolder(path, reason: "it is \(realOutput == "/" ? "the root folder" : "your home folder")")
        }
        let sources = [(contentFolder, "content"), templatesFolder.map { ($0, "templates") }].compactMap { $0 }
        for (folder, name) in sources {
            let source = ContentRoot.realPath(of: folder) ?? Self.absolute(folder)
            if realOutput == source || source.hasPrefix(realOutput + "/") {
                throw .dangerousFolder(path, reason: "it holds the \(name) folder")
            }
            if realOutput.hasPrefix(source + "/") {
                throw .dangerousFolder(path, reason: "it is inside the \(name) folder, whose files would be read back and published again")
            }
        }
        guard FileManager.default.fileExists(atPath: output) else { return }
        guard ContentRoot.isFolder(output) else { throw .dangerousFolder(path, reason: "it is a file, not a folder") }
        if OutputRecord.exists(root: output) { return }
        let foreign = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [])
            .filter { !Self.harmlessFiles.contains($0) }
        if !foreign.isEmpty {
            throw .notOurs(path, example: foreign.sorted()[0])
        }
    }

    /// What ``write(_:memory:)`` did.
    struct WriteResult {
        var summary: OutputSummary
        /// For each file, how the file system saw it once written or found unchanged (`nil`
        /// for a file a watch session knew to be current and did not look at).
        var stamps: [FileStamp?]
        /// The files written or removed, by path inside the folder.
        var changed: [String] = []
    }

    /// Writes `files` ahead of a full write, without touching files of earlier builds;
    /// returns the paths of those written, in the order of `files`.
    func writeFiles(_ files: [SiteFile], memory: OutputMemory) async throws(OutputError) -> [String] {
        let hashes = files.map { memory.hashIfKept($0) }
        let pending = files.indices.filter { !memory.isCurrent(files[$0], hash: hashes[$0]) }
        let outcomes = await write(pending, of: files, hashes: hashes, records: [:], isNewFolder: false, memory: memory)
        var written: [String] = []
        for (position, outcome) in zip(pending, outcomes) {
            switch outcome {
            case .success(let done): if done.wasWritten { written.append(files[position].path) }
            case .failure(let error): throw .cannotWrite(files[position].path, reason: "\(error)")
            }
        }
        return written
    }

    /// The one way files get into the folder: each of `files` at `pending` positions, unless
    /// its bytes are there already, on threads of their own taking files as they come free (a
    /// page rendered here keeps a core busy while another thread waits on the disk). In a
    /// folder no build has written to (`isNewFolder`) there is nothing to compare or replace.
    private func write(
        _ pending: [Int], of files: [SiteFile], hashes: [Int?], records: [String: OutputRecord.Seen], isNewFolder: Bool,
        memory: OutputMemory
    ) async -> [Result<FileWriter.Outcome, any Error>] {
        let root = Self.absolute(path)
        let folders = OpenFolders(root: root)
        defer { folders.closeAll() }
        return await ParallelWork.onThreadOfItsOwn {
            ParallelWork.map(pending.count, threads: ParallelWork.diskThreads) { claim in
                let position = pending[claim]
                let file = files[position]
                let compare = !isNewFolder && !memory.isKnownDifferent(file, hash: hashes[position])
                let result = Result {
                    try FileWriter.writeIfChanged(
                        file, under: root, compare: compare, record: records[file.path],
                        contentHash: OutputMemory.contentHash(of: file, keptHash: hashes[position]),
                        folders: folders, isNew: isNewFolder)
                }
                if case .success = result { memory.remember(file.path, hash: hashes[position]) }
                return result
            }
        }
    }

    /// `lastRecord`: the record as ``lookUpLastBuildsFiles()`` read it, when it did; `stamp`
    /// makes the build's stamp from the files as the write left them (each with what the
    /// write saw of it), for the record.
    func write(
        _ files: [SiteFile], memory: OutputMemory, lastRecord: OutputRecord? = nil,
        stamp: (([(path: String, stamp: FileStamp?)]) -> BuildStamp?)? = nil
    ) async throws(OutputError) -> WriteResult {
        var timer = PhaseTimer()
        let root = Self.absolute(path)
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path, reason: ContentRoot.describe(error))
        }
        let kept = memory.record
        let last = kept ?? lastRecord ?? OutputRecord.read(root: root) ?? OutputRecord()
        let previous = last.paths
        let current = Set(files.map(\.path))
        // Into a new folder, what the record lists is what this build makes, not hashed again.
        let everything = previous.isEmpty ? current : previous.union(current)
        // Recorded before any page is written: a build killed half-way leaves a record that
        // lists every file it may have made, and a mark that makes the next build sweep up
        // its temporary files. (A watch session knows what it last recorded.)
        let interrupted = FileManager.default.fileExists(atPath: root + "/" + Self.buildingMark)
        // `everything` holds `previous`: the same count means the record already lists it.
        if everything.count != previous.count {
            try OutputRecord(paths: everything, seen: last.seen).write(root: root)
        }
        try writeMark(root)
        timer.lap("write: record")
        // In a watch session most files are known to be current: only the others are looked at.
        let hashes = await ParallelWork.map(files) { memory.hashIfKept($0) }
        timer.lap("write: hashes")
        let pending = files.indices.filter { !memory.isCurrent(files[$0], hash: hashes[$0]) }
        let records = last.seen
        timer.lap("write: records read")
        let written = await write(pending, of: files, hashes: hashes, records: records, isNewFolder: previous.isEmpty, memory: memory)
        timer.lap("write: files")
        var result = WriteResult(
            summary: OutputSummary(unchanged: files.count - pending.count),
            stamps: [FileStamp?](repeating: nil, count: files.count))
        var newRecords = records
        newRecords.reserveCapacity(files.count)
        var recordsChanged = false
        var failed: [(path: String, reason: String)] = []
        for (position, outcome) in zip(pending, written) {
            switch outcome {
            case .success(let outcome):
                let seen = outcome.seen
                let path = files[position].path
                let record = seen.stamp.flatMap { stamp in seen.hash.map { OutputRecord.Seen(stamp: stamp, hash: $0) } }
                if record != records[path] {
                    newRecords[path] = record
                    recordsChanged = true
                }
                if outcome.wasWritten {
                    result.summary.written += 1
                    result.changed.append(files[position].path)
                } else {
                    result.summary.unchanged += 1
                }
                result.stamps[position] = outcome.stamp
            case .failure(let error):
                // The other files are still written: one file the system refuses (or a link
                // in its way) is reported once the rest of the site is in place.
                failed.append((files[position].path, "\(error)"))
            }
        }
        if interrupted {
            removeTemporaryFiles(of: everything.union([OutputRecord.fileName]), root: root)
        }
        for stale in previous.subtracting(current).sorted() where Self.isSafeRelativePath(stale) {
            if LinkFreePath.removeFile(stale, under: root) {
                result.summary.removed += 1
                result.changed.append(stale)
                removeEmptyFolders(above: stale, root: root)
            }
        }
        if everything.count != current.count {
            newRecords = newRecords.filter { current.contains($0.key) }
            recordsChanged = true
        }
        let record = OutputRecord(
            paths: current, seen: newRecords, stamp: failed.isEmpty ? stamp?(zip(files, result.stamps).map { ($0.path, $1) }) : nil)
        // A session rewrites the record after its first build only when its files come or go:
        // lines that are out of date cost the next build some reading, never a wrong page,
        // and a stamp of the first build no longer matches once anything changed.
        if kept == nil ? recordsChanged || record.stamp != last.stamp || record.paths != last.paths : record.paths != last.paths {
            try record.write(root: root)
        }
        OutputRecord.removeEarlierFiles(root: root)
        memory.remember(record)
        unlink(root + "/" + Self.buildingMark)
        timer.lap("write: stale files and record")
        if let first = failed.first {
            let others = failed.count > 1 ? " (and \(failed.count - 1) more files could not be written)" : ""
            throw .cannotWrite(first.path, reason: first.reason + others)
        }
        return result
    }

    /// Removes `paths` that the last build made (its record lists them) ahead of the write:
    /// the page of a deleted recipe is gone the moment its file is. The session forgets what
    /// it wrote there, so a page the build makes again at the same address (a recipe of the
    /// same title) is written. Returns the paths removed.
    func removeAhead(_ paths: [String], memory: OutputMemory) -> [String] {
        let root = Self.absolute(path)
        guard let record = memory.record else { return [] }
        return paths.filter { relative in
            guard record.paths.contains(relative), Self.isSafeRelativePath(relative), LinkFreePath.removeFile(relative, under: root) else {
                return false
            }
            removeEmptyFolders(above: relative, root: root)
            memory.remember(relative, hash: nil)
            return true
        }
    }

    /// The last build's record, each path it lists looked up once on threads that may wait
    /// on the disk (``ParallelWork/diskThreads``), so that the write finds them in the system's caches:
    /// run while the pages are made, it takes the waiting out of the write.
    func lookUpLastBuildsFiles() -> OutputRecord {
        let root = Self.absolute(path)
        let record = OutputRecord.read(root: root) ?? OutputRecord()
        let list = Array(record.paths.filter(Self.isSafeRelativePath))
        ParallelWork.forEach(list.count, threads: ParallelWork.diskThreads) { index in
            var status = stat()
            _ = lstat(root + "/" + list[index], &status)
        }
        return record
    }

    private func removeEmptyFolders(above relative: String, root: String) {
        var parts = relative.split(separator: "/").dropLast()
        while !parts.isEmpty, LinkFreePath.removeEmptyFolder(parts.joined(separator: "/"), under: root) {
            parts = parts.dropLast()
        }
    }

    /// A record line could have been edited by hand: never follow one out of the folder.
    public static func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.utf8.contains(UInt8(ascii: "\\"))
    }

    static func absolute(_ path: String) -> String {
        RealPath.absolute(path)
    }
}

/// What a build did to the output folder.
public struct OutputSummary: Sendable, Equatable {
    /// Files written because they were new or their bytes changed.
    public var written = 0
    /// Files whose bytes were already right.
    public var unchanged = 0
    /// Files of an earlier build that this one no longer makes.
    public var removed = 0
}

/// Why the output folder cannot be used.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    /// Writing there could destroy something.
    case dangerousFolder(String, reason: String)
    /// A non-empty folder that no build of ours made.
    case notOurs(String, example: String)
    /// The system refused a write.
    case cannotWrite(String, reason: String)

    /// A sentence naming the folder or file.
    public var description: String {
        switch self {
        case .dangerousFolder(let path, let reason):
            "refusing to write the site into '\(path)': \(reason)"
        case .notOurs(let path, let example):
            "refusing to write the site into '\(path)': it already holds files that recipebook did not make (such as '\(example)'); choose an empty folder with --output"
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason)"
        }
    }
}
