/// Writes pretty-printed JSON (two-space indent, `"key": value`) straight into bytes.
///
/// `JSONEncoder` spends over a second on the 10,000-recipe book; the export writes its few
/// model types through this instead, keys in sorted order, and a test holds the two to the
/// same document.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var depth: Int
    private var needsComma: [Bool]
    /// Writes `<`, `>` and `&` as `\u003c`…, so the JSON can sit inside a `<script>` element
    /// and no text in it can close that element.
    private let escapesHTML: Bool
    /// No line breaks or indentation: for data only a program reads.
    private let compact: Bool

    init(depth: Int = 0, capacity: Int = 4096, escapesHTML: Bool = false, compact: Bool = false) {
        self.depth = depth
        self.escapesHTML = escapesHTML
        self.compact = compact
        needsComma = [false]
        bytes.reserveCapacity(capacity)
    }

    mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    mutating func array<S: Sequence>(_ elements: S, _ body: (inout JSONWriter, S.Element) -> Void) {
        open(UInt8(ascii: "["))
        for element in elements {
            beginValue()
            body(&self, element)
        }
        close(UInt8(ascii: "]"))
    }

    /// Markup around the JSON (the `<script>` element that holds it), written as it is.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// The bytes as text: only whole strings were written, so it is valid UTF-8 as it stands.
    var text: String { String(assembledUTF8: bytes) }

    /// An array of values of different kinds (a row), each written by ``element(_:)``.
    mutating func array(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// The next element of the array ``array(_:)`` opened.
    mutating func element(_ body: (inout JSONWriter) -> Void) {
        beginValue()
        body(&self)
    }

    /// Writes `"name": ` inside an object; the value follows.
    mutating func key(_ name: StaticString) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if !compact { bytes.append(UInt8(ascii: " ")) }
    }

    /// Writes a key known only at run time.
    mutating func key(dynamic name: String) {
        beginValue()
        string(name)
        bytes.append(UInt8(ascii: ":"))
        if !compact { bytes.append(UInt8(ascii: " ")) }
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        piece(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// One string made of pieces that `body` writes one after the other with ``piece(_:)``,
    /// so that no joined copy of them is made first.
    mutating func string(pieces body: (inout JSONWriter) -> Void) {
        bytes.append(UInt8(ascii: "\""))
        body(&self)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `value`, escaped, inside the string ``string(pieces:)`` is writing.
    mutating func piece(_ value: String) {
        for byte in value.utf8 {
            let escaped = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (escapesHTML && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")))
            if escaped { appendEscaped(byte) } else { bytes.append(byte) }
        }
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
        case 0x0A: bytes.append(contentsOf: [92, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [92, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [92, UInt8(ascii: "t")])
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
        }
    }

    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    mutating func number(_ value: Double) {
        // JSON has no NaN or infinity; `nan` would make the whole file unreadable.
        guard value.isFinite else { return null() }
        if value.rounded() == value, abs(value) < 1e15 {
            bytes.appendDecimal(Int64(value))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    mutating func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    mutating func integer(_ value: Int?) {
        if let value { bytes.appendDecimal(Int64(value)) } else { null() }
    }

    mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func null() {
        bytes.append(contentsOf: "null".utf8)
    }

    /// Adds bytes already written at the right depth by another writer (one made with
    /// `JSONWriter(depth:)` of this writer's depth + 1), as the next element of an array.
    mutating func arrayElement(raw: [UInt8]) {
        beginValue()
        bytes.append(contentsOf: raw)
    }

    mutating func rawArray(_ elements: [[UInt8]]) {
        open(UInt8(ascii: "["))
        for element in elements { arrayElement(raw: element) }
        close(UInt8(ascii: "]"))
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        needsComma.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if needsComma.removeLast() { newline() }
        bytes.append(bracket)
    }

    private mutating func beginValue() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
        newline()
    }

    private mutating func newline() {
        guard !compact else { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }
}
