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

    /// The bytes as text: only whole strings were appended, so it is valid UTF-8 as it stands.
    var text: String { String(assembledUTF8: bytes) }
}

extension String {
    /// Text from bytes put together only from whole strings and ASCII, and cut only at ASCII
    /// bytes. Checked as UTF-8 all the same, as every text is: bytes that were not would be a
    /// bug here, which a debug build stops at and a release build shows as U+FFFD, never as
    /// text that is not UTF-8.
    init(assembledUTF8 bytes: [UInt8]) {
        self = String(validating: bytes, as: UTF8.self) ?? {
            assertionFailure("bytes assembled as text must be UTF-8")
            return String(decoding: bytes, as: UTF8.self)
        }()
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
