import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one record of what the output folder holds, in one file, `.recipebook-record`:
///
/// - every file a build made: the only files a later build may delete, and what tells that
///   the folder is ours;
/// - for each, how the file system saw it when it was left (size, times, inode) and a hash of
///   its bytes: a build that makes the same bytes for a path whose file still looks exactly
///   so leaves it alone without reading it back;
/// - the stamp of the last build that found no problem (``BuildStamp``), with which a plain
///   build of an unchanged book stops at once.
///
/// It is written before the first page of a build that may make new files (listing them), and
/// after the last. Only ever a shortcut where it speeds things up: a file that does not match
/// its line is compared byte by byte, and a stamp is taken only when every input and output
/// still matches it, so a stale line costs time, never a wrong page.
struct OutputRecord: Equatable, Sendable {
    static let fileName = ".recipebook-record"
    /// The files that held the record before it was one file: read once, then removed.
    static let earlierFiles = [".recipebook-manifest", ".recipebook-records", ".recipebook-stamp"]

    /// How a file was left.
    struct Seen: Equatable, Sendable {
        let stamp: FileStamp
        let hash: UInt64
    }

    /// Every file a build made, by path inside the output folder.
    var paths: Set<String> = []
    /// What the last write saw of those it looked at.
    var seen: [String: Seen] = [:]
    /// The last build's stamp, when it found no problem.
    var stamp: BuildStamp?

    /// Whether a build left a record in `root` (or the files it was before): whether the
    /// folder is ours. Nothing is read.
    static func exists(root: String) -> Bool {
        [fileName, earlierFiles[0]].contains { FileManager.default.fileExists(atPath: root + "/" + $0) }
    }

    /// The record in `root`, or the files it was before, or `nil` when there is neither:
    /// the folder was never built into.
    static func read(root: String) -> OutputRecord? {
        let path = root + "/" + fileName
        guard let bytes = try? FileWriter.readAll(path) else { return readEarlier(root: root) }
        // A file that changed within two seconds of the record being written is not trusted
        // (as git does with its index): a change in the same tick of a coarse clock, with the
        // same size, would not show in the file's times.
        let trustedBefore = FileStamp(path: path).map { min($0.seconds, $0.changeSeconds) - 2 } ?? Int.min
        var record = OutputRecord()
        record.paths.reserveCapacity(bytes.count / 96)
        for line in bytes.split(separator: newline).dropFirst() {
            if line.starts(with: stampPrefix) {
                record.stamp = BuildStamp(line: String(decoding: line.dropFirst(stampPrefix.count), as: UTF8.self))
            } else if line.starts(with: [UInt8(ascii: "-"), space]) {
                record.paths.insert(String(decoding: line.dropFirst(2), as: UTF8.self))
            } else if let (path, seen) = Self.parse(line) {
                record.paths.insert(path)
                if max(seen.stamp.seconds, seen.stamp.changeSeconds) < trustedBefore { record.seen[path] = seen }
            }
        }
        return record
    }

    /// Leaves the record in `root`: every path, with what was seen of it when known.
    func write(root: String) throws(OutputError) {
        var head = "recipebook record 1\n"
        if let stamp { head += "stamp " + stamp.line + "\n" }
        let sorted = paths.sorted()
        // Its lines are made in runs on several threads: a big site's record is written as its
        // build ends, when nothing else is left to run beside it.
        let runLength = 16
        let seen = seen
        let runs = ParallelWork.map((sorted.count + runLength - 1) / runLength, threads: ParallelWork.diskThreads) { run in
            Self.lines(sorted[(run * runLength)..<min(sorted.count, (run + 1) * runLength)], seen: seen)
        }
        do {
            _ = try FileWriter.writeIfChanged(SiteFile(path: Self.fileName, content: .parts([head] + runs)), under: root, compare: false)
        } catch {
            throw .cannotWrite(Self.fileName, reason: "\(error)")
        }
    }

    /// The record's lines of `paths`, each with what was seen of it when known; a path that
    /// holds a line break is left out, since it would be read back as two lines.
    private static func lines(_ paths: ArraySlice<String>, seen: [String: Seen]) -> String {
        var text = ""
        text.reserveCapacity(paths.count * 110)
        for path in paths where !path.utf8.contains(newline) {
            guard let seen = seen[path] else {
                text += "- " + path + "\n"
                continue
            }
            let file = seen.stamp
            text += String(seen.hash, radix: 16)
            for number in [Int(file.size), file.seconds, file.nanoseconds, Int(file.mode), file.changeSeconds, file.changeNanoseconds] {
                text += " " + String(number)
            }
            text += " " + String(file.inode) + " " + path + "\n"
        }
        return text
    }

    /// Removes the files the record was before it was one file.
    static func removeEarlierFiles(root: String) {
        for name in earlierFiles { unlink(root + "/" + name) }
    }

    /// A folder built by an earlier version: its manifest's paths (no record of what was seen).
    private static func readEarlier(root: String) -> OutputRecord? {
        guard let bytes = try? FileWriter.readAll(root + "/" + earlierFiles[0]) else { return nil }
        return OutputRecord(paths: Set(bytes.split(separator: newline).map { String(decoding: $0, as: UTF8.self) }))
    }

    private static let newline = UInt8(ascii: "\n")
    private static let stampPrefix = Array("stamp ".utf8)
    private static let space = UInt8(ascii: " ")

    /// `hash size seconds nanoseconds mode change-seconds change-nanoseconds inode path`.
    private static func parse(_ line: ArraySlice<UInt8>) -> (String, Seen)? {
        var position = line.startIndex
        func field(radix: UInt64 = 10) -> UInt64? {
            var value: UInt64 = 0
            var digits = 0
            while position < line.endIndex, line[position] != space {
                let byte = line[position]
                let digit: UInt64
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt64(byte - UInt8(ascii: "a") + 10)
                default: return nil
                }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
                guard !overflow else { return nil }
                value = shifted &+ digit
                digits += 1
                position += 1
            }
            guard digits > 0, position < line.endIndex else { return nil }
            position += 1
            return value
        }
        guard let hash = field(radix: 16), let size = field(), let seconds = field(), let nanoseconds = field(),
              let mode = field(), let changeSeconds = field(), let changeNanoseconds = field(), let inode = field(),
              position < line.endIndex, size <= UInt64(Int64.max), seconds <= UInt64(Int.max), changeSeconds <= UInt64(Int.max),
              nanoseconds < 1_000_000_000, changeNanoseconds < 1_000_000_000, mode <= UInt64(UInt32.max) else { return nil }
        let path = String(decoding: line[position...], as: UTF8.self)
        let stamp = FileStamp(
            size: Int64(size), seconds: Int(seconds), nanoseconds: Int(nanoseconds), mode: UInt32(mode),
            changeSeconds: Int(changeSeconds), changeNanoseconds: Int(changeNanoseconds), inode: inode)
        return (path, Seen(stamp: stamp, hash: hash))
    }
}
