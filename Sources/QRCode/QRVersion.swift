/// One of the forty sizes of QR code and what it holds at each level of error correction,
/// from the tables of ISO/IEC 18004 (model 2).
struct QRVersion: Sendable, Equatable, Comparable {
    static let all = (1...40).map(QRVersion.init(number:))

    let number: Int

    static func < (lhs: QRVersion, rhs: QRVersion) -> Bool { lhs.number < rhs.number }

    /// Modules on a side: 21 for version 1, four more for each version after.
    var size: Int { 17 + 4 * number }

    /// Codewords the symbol holds, data and error correction together: every module that is not
    /// a finder, timing or alignment pattern, format or version information, in whole bytes.
    var codewordCount: Int {
        var modules = (16 * number + 128) * number + 64
        if number >= 2 {
            let alignments = number / 7 + 2
            modules -= (25 * alignments - 10) * alignments - 55
            if number >= 7 { modules -= 36 }
        }
        return modules / 8
    }

    /// Error correction codewords in each block.
    func errorCorrectionPerBlock(_ correction: QRCode.Correction) -> Int {
        Self.errorCorrectionPerBlock[correction.tableRow][number]
    }

    /// Blocks the codewords are split into; each gets its own error correction.
    func blockCount(_ correction: QRCode.Correction) -> Int {
        Self.blockCount[correction.tableRow][number]
    }

    /// Codewords left for data once the error correction is taken out.
    func dataCodewordCount(_ correction: QRCode.Correction) -> Int {
        codewordCount - errorCorrectionPerBlock(correction) * blockCount(correction)
    }

    /// Bits of the byte count after the mode indicator: 8 up to version 9, 16 from version 10.
    var byteCountBits: Int { number <= 9 ? 8 : 16 }

    /// The most bytes this version holds in byte mode: the data codewords less the 4-bit mode
    /// indicator and the byte count, and less the 12 bits that declare UTF-8 when they do.
    func byteCapacity(_ correction: QRCode.Correction, declaringUTF8: Bool = false) -> Int {
        (dataCodewordCount(correction) * 8 - 4 - byteCountBits - (declaringUTF8 ? 12 : 0)) / 8
    }

    /// Rows (and columns) of the alignment patterns' centres: 6, then evenly spaced from the
    /// far edge inwards, as the standard's table lists them.
    var alignmentCentres: [Int] {
        guard number >= 2 else { return [] }
        let count = number / 7 + 2
        let step = (number * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        let fromFarEdge = (0..<(count - 1)).map { size - 7 - $0 * step }
        return [6] + fromFarEdge.reversed()
    }

    // Indexed [level][version], level in the order low, medium, quartile, high; index 0 unused.
    private static let errorCorrectionPerBlock: [[Int]] = [
        [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
         28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
         26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
         28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
         30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    private static let blockCount: [[Int]] = [
        [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
         8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
         17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
         23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
         25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]
}

extension QRCode.Correction {
    var tableRow: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .quartile: 2
        case .high: 3
        }
    }

    /// The two bits the format information gives this level (not in the order of strength).
    var formatBits: Int {
        switch self {
        case .low: 0b01
        case .medium: 0b00
        case .quartile: 0b11
        case .high: 0b10
        }
    }
}
