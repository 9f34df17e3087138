/// A QR code (ISO/IEC 18004, model 2) of some bytes, in byte mode: a square of dark and light
/// modules, the smallest of the forty versions that holds them.
///
/// ```swift
/// let code = try QRCode.encode(Array("https://example.org/shopping/#milk".utf8))
/// let markup = code.svg(title: "The shopping list as a QR code")
/// ```
public struct QRCode: Sendable, Equatable {
    /// How much of the symbol may be damaged and still read, at the cost of room for data:
    /// about 7 %, 15 %, 25 % and 30 % of the codewords.
    public enum Correction: Sendable, CaseIterable, CustomStringConvertible {
        case low, medium, quartile, high

        /// The letter the standard uses: L, M, Q or H.
        public var description: String {
            switch self {
            case .low: "L"
            case .medium: "M"
            case .quartile: "Q"
            case .high: "H"
            }
        }
    }

    /// The version, 1 to 40: a version-n code is 17 + 4n modules on a side.
    public let version: Int
    /// The level of error correction the code was made with.
    public let correction: Correction
    /// The data mask chosen (0 to 7), the one with the lowest penalty.
    public let mask: Int
    /// Modules on a side, not counting the quiet zone.
    public let size: Int
    private let modules: [Bool]

    /// The code of `bytes`, as they are, in the smallest version that holds them at `correction`.
    /// No character set is declared, so readers take the bytes for ISO-8859-1 or guess: give
    /// text as a `String` instead.
    ///
    /// - Throws: `QRCodeError.tooLong` when the bytes do not fit version 40.
    public static func encode(_ bytes: [UInt8], correction: Correction = .medium) throws(QRCodeError) -> QRCode {
        try encode(bytes, declaringUTF8: false, correction: correction)
    }

    /// The code of `text`'s UTF-8 bytes. Text that is not all ASCII is preceded by an ECI header
    /// declaring UTF-8 (12 bits), so a phone shows "Grüße" and does not guess another charset.
    ///
    /// - Throws: `QRCodeError.tooLong` when the text does not fit version 40.
    public static func encode(_ text: String, correction: Correction = .medium) throws(QRCodeError) -> QRCode {
        let bytes = Array(text.utf8)
        return try encode(bytes, declaringUTF8: bytes.contains { $0 >= 0x80 }, correction: correction)
    }

    private static func encode(_ bytes: [UInt8], declaringUTF8: Bool, correction: Correction) throws(QRCodeError) -> QRCode {
        let fits = { (version: QRVersion) in bytes.count <= version.byteCapacity(correction, declaringUTF8: declaringUTF8) }
        guard let version = QRVersion.all.first(where: fits) else {
            let largest = QRVersion.all[QRVersion.all.count - 1]
            let capacity = largest.byteCapacity(correction, declaringUTF8: declaringUTF8)
            throw .tooLong(byteCount: bytes.count, capacity: capacity, correction: correction)
        }
        let data = QRCodewords.data(bytes, declaringUTF8: declaringUTF8, version: version, correction: correction)
        var matrix = QRMatrix(version: version, correction: correction)
        matrix.place(QRCodewords.interleaved(data, version: version, correction: correction))
        var best: (mask: QRMask, penalty: Int)?
        for mask in QRMask.allCases {
            var candidate = matrix
            candidate.apply(mask)
            candidate.drawFormat(correction: correction, mask: mask)
            let penalty = QRPenalty.score(candidate)
            if best.map({ penalty < $0.penalty }) ?? true { best = (mask, penalty) }
        }
        let mask = best?.mask ?? .checkerboard
        matrix.apply(mask)
        matrix.drawFormat(correction: correction, mask: mask)
        return QRCode(version: version.number, correction: correction, mask: mask.rawValue, size: matrix.size, modules: matrix.modules)
    }

    /// The most bytes a code holds at `correction` (in version 40): 2331 at level M, one
    /// fewer for text that is not all ASCII.
    public static func capacity(_ correction: Correction) -> Int {
        QRVersion.all.last.map { $0.byteCapacity(correction) } ?? 0
    }

    /// Whether the module at column `x`, row `y` (from the top left, 0-based) is dark. Modules
    /// outside the symbol, as in the quiet zone, are light.
    public func isDark(_ x: Int, _ y: Int) -> Bool {
        guard (0..<size).contains(x), (0..<size).contains(y) else { return false }
        return modules[y * size + x]
    }
}

/// Why no QR code could be made.
public enum QRCodeError: Error, Equatable, CustomStringConvertible {
    /// The data is longer than the largest QR code holds at that level of error correction.
    case tooLong(byteCount: Int, capacity: Int, correction: QRCode.Correction)

    public var description: String {
        switch self {
        case .tooLong(let byteCount, let capacity, let correction):
            "\(byteCount) bytes do not fit in a QR code: the largest (version 40) holds "
                + "\(capacity) bytes at error correction \(correction)."
        }
    }
}
