import Foundation

/// What the output folder holds: every file a build made, listed in one file,
/// `.recipebook-record`, which is what tells that the folder is ours and the only list of
/// files a later build may delete; and, for a session of builds, what this process last wrote
/// at each path.
///
/// The list is written before the first page of a build that may make new files, and after
/// the last, so a build killed half-way leaves a list of every file it may have made.
struct OutputRecord: Equatable, Sendable {
    static let fileName = ".recipebook-record"

    /// Every file a build made, by path inside the output folder.
    var paths: Set<String> = []
    /// What this process last wrote at each path (``FileKey``): never written to the disk, as
    /// a page's fingerprint means nothing to another process.
    var written: [String: FileKey] = [:]
    /// What this process last wrote at each path, by hash and size, for the service worker's
    /// list of files (``OfflineWorker``): a page skipped by its fingerprint is not read again.
    var contents: [String: WrittenContent] = [:]

    /// Whether a build left a record in `root`: whether the folder is ours. Nothing is read.
    static func exists(root: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + fileName)
    }

    /// The record in `root`, or `nil` when there is none: the folder was never built into.
    static func read(root: String) -> OutputRecord? {
        guard let bytes = FileWriter.bytes(of: fileName, under: root) else { return nil }
        var record = OutputRecord()
        for line in bytes.split(separator: UInt8(ascii: "\n")).dropFirst() {
            // `- path`; a record of an earlier version gave eight numbers before the path.
            let path = line.starts(with: "- ".utf8) ? line.dropFirst(2) : line.split(separator: UInt8(ascii: " "), maxSplits: 8).last
            if let path, let text = String(validating: path, as: UTF8.self) { record.paths.insert(text) }
        }
        return record
    }

    /// Leaves the list in `root`. A path that holds a line break is left out: it would be
    /// read back as two lines.
    func write(root: String) throws(OutputError) {
        let lines = paths.filter { !$0.contains("\n") }.sorted().map { "- " + $0 + "\n" }
        do {
            try FileWriter.write(SiteFile(path: Self.fileName, content: .parts(["recipebook record 2\n"] + lines)), under: root)
        } catch {
            throw .cannotWrite(Self.fileName, reason: "\(error)")
        }
    }
}

/// A file's bytes as a build wrote them: their ``ContentHash`` and their count.
struct WrittenContent: Hashable, Sendable {
    let hash: UInt64
    let size: Int

    init(hash: UInt64, size: Int) {
        self.hash = hash
        self.size = size
    }

    init(_ bytes: [UInt8]) {
        self.init(hash: ContentHash.of(bytes), size: bytes.count)
    }
}
