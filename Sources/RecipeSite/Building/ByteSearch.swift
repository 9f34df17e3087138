#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// The text before and after the first `marker`, found by its bytes with `memchr` and
    /// `memcmp`: the standard library's generic search costs a tenth of a second over a big
    /// book's page.
    func split(atFirst marker: String) -> (before: String, after: String)? {
        var text = self
        var marker = marker
        let offset: Int? = text.withUTF8 { haystack in
            marker.withUTF8 { needle in
                guard let base = haystack.baseAddress, let pattern = needle.baseAddress, needle.count > 0 else { return nil }
                var start = 0
                while haystack.count - start >= needle.count,
                      let found = memchr(base + start, Int32(pattern.pointee), haystack.count - start - needle.count + 1) {
                    let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    if memcmp(found, pattern, needle.count) == 0 { return offset }
                    start = offset + 1
                }
                return nil
            }
        }
        guard let offset else { return nil }
        let bytes = text.utf8
        let cut = bytes.index(bytes.startIndex, offsetBy: offset)
        let end = bytes.index(cut, offsetBy: marker.utf8.count)
        return (String(text[..<cut]), String(text[end...]))
    }
}
