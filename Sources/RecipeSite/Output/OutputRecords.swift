/// What the last build saw of each file it left in the output folder: how the file system
/// saw the file (size, times, inode) and a hash of its bytes. A build that makes the same
/// bytes for a path, whose file still looks exactly as recorded, leaves it alone without
/// reading it back: on a big book that is hundreds of megabytes not read (from disk, when the
/// system has let them go from its cache).
///
/// Only ever a shortcut: a file that does not match its record is compared byte by byte, so
/// a missing, stale or damaged record costs time, never a wrong page.
enum OutputRecords {
    static let fileName = ".recipebook-records"

    struct Record: Equatable, Sendable {
        let stamp: FileStamp
        let hash: UInt64
    }

    /// The records the last build left in `root`, by path; empty when there are none.
    ///
    /// A record of a file that changed within two seconds of the records being written is
    /// left out (as git does with its index): a change made in the same tick of a coarse
    /// clock, with the same size, would not show in the file's times.
    static func read(root: String) -> [String: Record] {
        let path = root + "/" + fileName
        guard let written = FileStamp(path: path), let bytes = try? FileWriter.readAll(path) else { return [:] }
        let trustedBefore = min(written.seconds, written.changeSeconds) - 2
        var records: [String: Record] = [:]
        records.reserveCapacity(bytes.count / 96)
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                var end = start
                while end < buffer.count, buffer[end] != newline { end += 1 }
                if let (path, record) = parse(buffer, start, end),
                   max(record.stamp.seconds, record.stamp.changeSeconds) < trustedBefore {
                    records[path] = record
                }
                start = end + 1
            }
        }
        return records
    }

    /// Leaves `records` in `root` for the next build.
    static func write(_ records: [(path: String, record: Record)], root: String) {
        var text = ""
        text.reserveCapacity(records.count * 110)
        for (path, record) in records where !path.utf8.contains(newline) {
            let stamp = record.stamp
            text += String(record.hash, radix: 16)
            for number in [Int(stamp.size), stamp.seconds, stamp.nanoseconds, Int(stamp.mode), stamp.changeSeconds, stamp.changeNanoseconds] {
                text += " "
                text += String(number)
            }
            text += " "
            text += String(stamp.inode)
            text += " "
            text += path
            text += "\n"
        }
        _ = try? FileWriter.writeIfChanged(SiteFile(path: fileName, content: .text(text)), under: root, compare: false)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    /// `hash size seconds nanoseconds mode change-seconds change-nanoseconds inode path`.
    private static func parse(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (String, Record)? {
        var position = start
        func field(radix: UInt64 = 10) -> UInt64? {
            var value: UInt64 = 0
            var digits = 0
            while position < end, line[position] != space {
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
            guard digits > 0, position < end else { return nil }
            position += 1
            return value
        }
        guard let hash = field(radix: 16), let size = field(), let seconds = field(), let nanoseconds = field(),
              let mode = field(), let changeSeconds = field(), let changeNanoseconds = field(), let inode = field(),
              position < end, size <= UInt64(Int64.max), seconds <= UInt64(Int.max), changeSeconds <= UInt64(Int.max),
              nanoseconds < 1_000_000_000, changeNanoseconds < 1_000_000_000, mode <= UInt64(UInt32.max) else { return nil }
        let path = String(decoding: UnsafeBufferPointer(rebasing: line[position..<end]), as: UTF8.self)
        let stamp = FileStamp(
            size: Int64(size), seconds: Int(seconds), nanoseconds: Int(nanoseconds), mode: UInt32(mode),
            changeSeconds: Int(changeSeconds), changeNanoseconds: Int(changeNanoseconds), inode: inode)
        return (path, Record(stamp: stamp, hash: hash))
    }
}
