/// Markup gathered as bytes, made a `String` once at the end: a recipe's sections are some
/// hundred small appends, written for its page and again for the whole cookbook, and each
/// append to a `String` checks its capacity, its ownership and where its characters start.
struct HTMLBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    static func += (html: inout HTMLBytes, text: String) {
        text.withContiguousUTF8 { html.bytes.append(contentsOf: $0) }
    }

    static func += (html: inout HTMLBytes, number: Int) {
        html.bytes.appendDecimal(Int64(number))
    }

    mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: run)
    }

    /// `text` but for its bytes `cut`.
    mutating func append(_ text: String, without cut: Range<Int>) {
        text.withContiguousUTF8 { all in
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: all[..<cut.lowerBound]))
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: all[cut.upperBound...]))
        }
    }

    /// The bytes as text: only whole strings were appended, so it is valid UTF-8 as it stands.
    var text: String { String(assembledUTF8: bytes) }
}

extension String {
    /// Text from bytes put together only from whole strings and ASCII, and cut only at ASCII
    /// bytes, so valid UTF-8 as they stand: copied without checking them again. Checking took
    /// as long as making them (a recipe's page and its printed article, built every time).
    /// Debug builds, which run the tests, still check.
    init(assembledUTF8 bytes: [UInt8]) {
        // Decoding repairs what is not UTF-8, so the round trip differs only for such bytes.
        assert(String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes), "bytes assembled as text must be UTF-8")
        #if compiler(>=6.2)
        if #available(macOS 26, *) {
            self = String(copying: UTF8Span(unchecked: bytes.span))
            return
        }
        #endif
        // Swift before 6.2, or an older macOS: no unchecked way in, so the bytes are checked.
        self = String(decoding: bytes, as: UTF8.self)
    }
}

extension [UInt8] {
    /// `value` in decimal digits, without a `String` made for it: every page's shopping rows,
    /// step numbers and search postings hold numbers.
    mutating func appendDecimal(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = count
        repeat {
            append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        self[start...].reverse()
    }
}
