import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fingerprint of everything a build reads — every file of the content folder and of the
/// templates folder (path, size, modification and status-change times, inode), the options,
/// the tool itself — and of the files it wrote. When a build finds the same fingerprint that
/// the last clean build left in the output folder's record, nothing can have changed, and it
/// stops there.
struct BuildStamp: Equatable, Sendable {
    /// The fingerprint, and what the build that left it reported.
    let fingerprint: String
    let recipes: Int
    let chapters: Int
    let files: Int

    /// The part of the fingerprint that a build reads: the tool, the options, the content
    /// and templates folders. Taken once before a build, it also serves for the stamp the
    /// build leaves: a file edited while the build ran makes the next fingerprint differ.
    static func inputs(options: SiteBuild.Options, contentFolder: String, templatesFolder: String?) -> String {
        var hash = StableHash()
        hash.add("recipebook stamp 4")
        if let tool = ContentRoot.realPath(of: CommandLine.arguments[0]) { hash.add(FileStamp(path: tool)) }
        hash.add("theme \(options.theme?.rawValue ?? "")")
        hash.add("base \(options.baseURL ?? "")")
        hash.add("content \(contentFolder)")
        walk(contentFolder, into: &hash)
        if let templatesFolder {
            hash.add("templates \(templatesFolder)")
            walk(templatesFolder, into: &hash)
        }
        return hash.hex
    }

    /// The part of the fingerprint that a build writes: every file of `record`.
    static func outputs(outputFolder: String, record: OutputRecord) -> String {
        let paths = record.paths.filter(OutputFolder.isSafeRelativePath).sorted()
        return outputs(outputFolder: outputFolder, stamps: fileStamps(paths.map { outputFolder + "/" + $0 }))
    }

    /// The same, from what the write saw of each file as it left it (`nil` where it did not
    /// look): a second walk of twenty thousand files after the write is not needed.
    static func outputs(outputFolder: String, written: [(path: String, stamp: FileStamp?)]) -> String {
        let sorted = written.sorted { $0.path < $1.path }
        let unseen = sorted.indices.filter { sorted[$0].stamp == nil }
        var stamps = sorted.map(\.stamp)
        for (position, stamp) in zip(unseen, fileStamps(unseen.map { outputFolder + "/" + sorted[$0].path })) {
            stamps[position] = stamp
        }
        return outputs(outputFolder: outputFolder, stamps: stamps)
    }

    private static func outputs(outputFolder: String, stamps: [FileStamp?]) -> String {
        var hash = StableHash()
        hash.add("output \(outputFolder)")
        for stamp in stamps { hash.add(stamp) }
        return hash.hex
    }

    static func combined(inputs: String, outputs: String) -> String {
        var hash = StableHash()
        hash.add(inputs)
        hash.add(outputs)
        return hash.hex
    }

    init(fingerprint: String, recipes: Int, chapters: Int, files: Int) {
        (self.fingerprint, self.recipes, self.chapters, self.files) = (fingerprint, recipes, chapters, files)
    }

    /// A stamp as its ``line`` writes it.
    init?(line: String) {
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count == 4, let recipes = Int(fields[1]), let chapters = Int(fields[2]), let files = Int(fields[3]) else {
            return nil
        }
        self.init(fingerprint: fields[0], recipes: recipes, chapters: chapters, files: files)
    }

    /// The stamp in one line of the output folder's record.
    var line: String { "\(fingerprint) \(recipes) \(chapters) \(files)" }

    /// Every entry under `folder`, sorted by path, with its size, time and mode. Read with
    /// `readdir` and one `lstat` each: `FileManager`'s enumerator costs several times more,
    /// and this runs twice on every build.
    private static func walk(_ folder: String, into hash: inout StableHash) {
        var entries: [String] = []
        collect(folder, relative: "", into: &entries)
        let sorted = entries.sorted()
        for (path, stamp) in zip(sorted, fileStamps(sorted.map { folder + "/" + $0 })) {
            hash.add(path)
            hash.add(stamp)
        }
    }

    private static func collect(_ folder: String, relative: String, into entries: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var folders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            entries.append(path)
            let type = entry.pointee.d_type
            if type == UInt8(DT_DIR) || (type == UInt8(DT_UNKNOWN) && isRealFolder(folder + "/" + name)) {
                folders.append(name)
            }
        }
        for name in folders { collect(folder + "/" + name, relative: relative.isEmpty ? name : relative + "/" + name, into: &entries) }
    }

    /// The status of each path (`nil` where there is none), in order, on threads that may wait
    /// on the disk (``ParallelWork/diskThreads``): a big book's stamp is tens of thousands of `lstat` calls,
    /// twice a build.
    private static func fileStamps(_ paths: [String]) -> [FileStamp?] {
        ParallelWork.map(paths.count, threads: ParallelWork.diskThreads) { FileStamp(path: paths[$0]) }
    }

    /// A folder, not a link to one: a link is hashed, never followed (it could loop).
    private static func isRealFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

/// FNV-1a over the text: the same in every run, unlike Swift's seeded `Hasher`.
struct StableHash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        value ^= 0x0A
        value = value &* 0x100_0000_01b3
    }

    /// A file's status, field by field, or a mark for a file that is not there: hashed as
    /// numbers, since a line of text for each of twenty thousand files cost more than the hash.
    mutating func add(_ stamp: FileStamp?) {
        guard let stamp else { return add("missing") }
        add(word: UInt64(bitPattern: stamp.size))
        add(word: UInt64(bitPattern: Int64(stamp.seconds)))
        add(word: UInt64(bitPattern: Int64(stamp.nanoseconds)))
        add(word: UInt64(stamp.mode))
        add(word: UInt64(bitPattern: Int64(stamp.changeSeconds)))
        add(word: UInt64(bitPattern: Int64(stamp.changeNanoseconds)))
        add(word: stamp.inode)
    }

    private mutating func add(word: UInt64) {
        var word = word
        for _ in 0..<8 {
            value ^= word & 0xFF
            value = value &* 0x100_0000_01b3
            word >>= 8
        }
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
