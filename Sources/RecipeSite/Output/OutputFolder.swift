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

    /// The most file descriptors a write holds open at once: a folder and a file on each of
    /// its threads, with room for the rest of the process.
    public static let descriptorsAtMost = Int32(2 * ParallelWork.diskThreads + 64)
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

    /// What ``write(_:record:)`` did.
    struct WriteResult {
        var summary = OutputSummary()
        /// The files written or removed, by path inside the folder.
        var changed: [String] = []
        /// The record as the write left it, with what it wrote, for the session's next build.
        var record = OutputRecord()
    }

    /// Writes `files` ahead of a full write, without touching files of earlier builds;
    /// returns the paths of those written, in the order of `files`, and what is now known of
    /// each of `files` for the record.
    func writeAhead(_ files: [SiteFile], known: OutputRecord?) async throws(OutputError) -> AheadResult {
        let outcomes = await write(files, known: known ?? OutputRecord(), isNewFolder: false)
        var result = AheadResult()
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .success(let put):
                result.keys[file.path] = put.key
                if let content = put.content { result.contents[file.path] = content }
                if put.wasWritten { result.written.append(file.path) }
            case .failure(let error): throw .cannotWrite(file.path, reason: "\(error)")
            }
        }
        return result
    }

    /// What ``writeAhead(_:known:)`` wrote, and what is now known of each file.
    struct AheadResult {
        var written: [String] = []
        var keys: [String: FileKey?] = [:]
        var contents: [String: WrittenContent] = [:]
    }

    /// What became of one file: whether it was written, and what is now known of it (its
    /// bytes' hash and size when they were made).
    private struct Put {
        var wasWritten: Bool
        var key: FileKey?
        var content: WrittenContent?
    }

    /// The one way files get into the folder: each of `files` unless `known` (what this
    /// process last wrote) says it is there already, by its key or by its bytes' hash, on the disk threads,
    /// each taking files as they come free (a page rendered here keeps a core busy while
    /// another thread waits on the disk). In a folder no build has written to (`isNewFolder`)
    /// there is nothing to compare or replace.
    private func write(_ files: [SiteFile], known: OutputRecord, isNewFolder: Bool) async -> [Result<Put, any Error>] {
        let root = Self.absolute(path)
        return await ParallelWork.onThreadOfItsOwn {
            ParallelWork.map(files.count, threads: ParallelWork.diskThreads) { index in
                let file = files[index]
                let last = known.written[file.path]
                // A page known by its fingerprint is not even rendered.
                if let fingerprint = file.fingerprint, last == .fingerprint(fingerprint) { return .success(Put(wasWritten: false, key: last)) }
                return Result {
                    let bytes = try FileWriter.bytes(of: file)
                    let key = FileKey(file, bytes: bytes)
                    let content = if case .bytes(let hash) = key { WrittenContent(hash: hash, size: bytes.count) } else { WrittenContent(bytes) }
                    // A page made anew whose bytes are those written last is not read back.
                    if let key, key == last || (last != nil && known.contents[file.path] == content) {
                        return Put(wasWritten: false, key: key, content: content)
                    }
                    let compare = !isNewFolder && !(key.flatMap { key in last.map(key.differs) } ?? false)
                    let written = try FileWriter.write(bytes, at: file.path, under: root, compare: compare, isNew: isNewFolder)
                    return Put(wasWritten: written, key: key, content: content)
                }
            }
        }
    }

    /// Writes `files`, then the service worker that lists them (`worker`, see
    /// ``OfflineWorker``), removes what the last build made that this one does not, and leaves
    /// the record. `record` is the session's, from its last write; without one it is read.
    func write(_ files: [SiteFile], record kept: OutputRecord?, worker: OfflineWorker? = nil) async throws(OutputError) -> WriteResult {
        let root = Self.absolute(path)
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path, reason: ContentRoot.describe(error))
        }
        let last = kept ?? OutputRecord.read(root: root) ?? OutputRecord()
        var current = Set(files.map(\.path))
        if worker != nil { current.insert(OfflineWorker.path) }
        let everything = last.paths.union(current)
        // Recorded before any page is written: a build killed half-way leaves a record that
        // lists every file it may have made, and a mark that makes the next build sweep up
        // its temporary files.
        let interrupted = FileManager.default.fileExists(atPath: root + "/" + Self.buildingMark)
        if everything.count != last.paths.count {
            try OutputRecord(paths: everything).write(root: root)
        }
        try writeMark(root)
        var outcomes = await write(files, known: last, isNewFolder: last.paths.isEmpty)
        var written = files
        if let worker {
            // Made from what was just written: each file's bytes as they are on the disk now.
            let entries = zip(files, outcomes).compactMap { file, outcome -> OfflineWorker.Entry? in
                guard case .success(let put) = outcome, let content = put.content ?? last.contents[file.path] else { return nil }
                return OfflineWorker.Entry(path: file.path, content: content, role: file.offline)
            }
            let file = worker.file(entries: entries)
            written.append(file)
            outcomes += await write([file], known: last, isNewFolder: last.paths.isEmpty)
        }
        var result = WriteResult(record: OutputRecord(paths: current))
        var failed: [(path: String, reason: String)] = []
        for (file, outcome) in zip(written, outcomes) {
            switch outcome {
            case .success(let put):
                result.record.written[file.path] = put.key
                result.record.contents[file.path] = put.content ?? last.contents[file.path]
                if put.wasWritten {
                    result.summary.written += 1
                    result.changed.append(file.path)
                } else {
                    result.summary.unchanged += 1
                }
            case .failure(let error):
                // The other files are still written: one file the system refuses (or a link
                // in its way) is reported once the rest of the site is in place.
                failed.append((file.path, "\(error)"))
            }
        }
        if interrupted {
            removeTemporaryFiles(of: everything.union([OutputRecord.fileName]), root: root)
        }
        for stale in last.paths.subtracting(current).sorted() where Self.isSafeRelativePath(stale) {
            if LinkFreePath.removeFile(stale, under: root) {
                result.summary.removed += 1
                result.changed.append(stale)
                removeEmptyFolders(above: stale, root: root)
            }
        }
        if current != last.paths {
            try result.record.write(root: root)
        }
        unlink(root + "/" + Self.buildingMark)
        if let first = failed.first {
            let others = failed.count > 1 ? " (and \(failed.count - 1) more files could not be written)" : ""
            throw .cannotWrite(first.path, reason: first.reason + others)
        }
        return result
    }

    /// Removes `paths` that the last build made (`record` lists them) ahead of the write: the
    /// page of a deleted recipe is gone the moment its file is. The record forgets what was
    /// written there, so a page the build makes again at the same address (a recipe of the
    /// same title) is written. Returns the paths removed.
    func removeAhead(_ paths: [String], record: inout OutputRecord) -> [String] {
        let root = Self.absolute(path)
        return paths.filter { relative in
            guard record.paths.contains(relative), Self.isSafeRelativePath(relative), LinkFreePath.removeFile(relative, under: root) else {
                return false
            }
            removeEmptyFolders(above: relative, root: root)
            record.written[relative] = nil
            return true
        }
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
