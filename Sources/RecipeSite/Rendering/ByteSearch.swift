#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// The byte offset of every occurrence of `marker` (none overlapping), found with `memchr`
    /// and `memcmp`: the standard library's generic search costs a tenth of a second over a
    /// big book's page.
    func byteOffsets(of marker: String) -> [Int] {
        byteOffsets(of: marker, from: 0, first: false)
    }

    /// The byte offset of the first `marker` at or after `start`, if any.
    func firstByteOffset(of marker: String, from start: Int = 0) -> Int? {
        byteOffsets(of: marker, from: start, first: true).first
    }

    private func byteOffsets(of marker: String, from start: Int, first: Bool) -> [Int] {
        withContiguousUTF8 { haystack in
            marker.withContiguousUTF8 { needle in
                guard let base = haystack.baseAddress, let pattern = needle.baseAddress, needle.count > 0 else { return [] }
                var found: [Int] = []
                var start = start
                while haystack.count - start >= needle.count,
                      let hit = memchr(base + start, Int32(pattern.pointee), haystack.count - start - needle.count + 1) {
                    let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                    if memcmp(hit, pattern, needle.count) == 0 {
                        found.append(offset)
                        if first { break }
                        start = offset + needle.count
                    } else {
                        start = offset + 1
                    }
                }
                return found
            }
        }
    }

    /// The text before and after the first `marker`.
    func split(atFirst marker: String) -> (before: String, after: String)? {
        guard let offset = firstByteOffset(of: marker) else { return nil }
        let cut = utf8.index(utf8.startIndex, offsetBy: offset)
        return (String(self[..<cut]), String(self[utf8.index(cut, offsetBy: marker.utf8.count)...]))
    }

    /// The text cut at every occurrence of each marker, each replaced by its pieces: the
    /// pieces are never copied into one string.
    func replacing(markers: [(marker: String, pieces: [String])]) -> [String] {
        var cuts: [(start: Int, end: Int, pieces: [String])] = []
        for (marker, pieces) in markers {
            for offset in byteOffsets(of: marker) { cuts.append((offset, offset + marker.utf8.count, pieces)) }
        }
        cuts.sort { $0.start < $1.start }
        var parts: [String] = []
        var copied = utf8.startIndex
        for cut in cuts {
            let start = utf8.index(utf8.startIndex, offsetBy: cut.start)
            parts.append(String(self[copied..<start]))
            parts += cut.pieces
            copied = utf8.index(utf8.startIndex, offsetBy: cut.end)
        }
        parts.append(String(self[copied...]))
        return parts
    }
}

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Whether `prefix` starts at `index` (false when `index` is outside the bytes): the marks
    /// around a step's timer, a script's attribute, a timer's tag.
    func hasPrefix(_ prefix: [UInt8], at index: Int) -> Bool {
        index >= startIndex && index + prefix.count <= endIndex && self[index..<(index + prefix.count)].elementsEqual(prefix)
    }
}
