import RecipeCore

/// Finds the first NUL byte or invalid UTF-8 sequence, with its line and column.
enum UTF8Check {
    struct Problem: Equatable {
        let reason: DiagnosticReason
        let line: Int
        let column: Int
    }

    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var line = 1
        var column = 1
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 { return Problem(reason: .binaryFile, line: line, column: column) }
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 { return Problem(reason: .invalidUTF8, line: line, column: column) }
            index += length
            column += 1
        }
        return nil
    }

    /// The length of the well-formed sequence starting at `index` (RFC 3629), 0 when ill-formed.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        let (length, lowerSecond, upperSecond): (Int, UInt8, UInt8) = switch first {
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        default: (0, 0, 0)
        }
        guard length > 0, index + length <= bytes.count else { return 0 }
        guard (lowerSecond...upperSecond).contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
            return 0
        }
        return length
    }
}
