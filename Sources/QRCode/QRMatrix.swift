/// The square of modules while a symbol is drawn: the function patterns (finders, separators,
/// timing, alignment, format and version information), then the codewords, then a mask.
struct QRMatrix: Sendable, Equatable {
    let size: Int
    /// Dark modules, row by row: `y * size + x`.
    private(set) var modules: [Bool]
    /// Modules of the function patterns, which neither data nor a mask may change.
    private var reserved: [Bool]

    /// A matrix of `version` with every function pattern drawn, the format information as if
    /// for mask 0 (it is drawn again once the mask is chosen) and room left for the codewords.
    init(version: QRVersion, correction: QRCode.Correction) {
        size = version.size
        modules = Array(repeating: false, count: size * size)
        reserved = Array(repeating: false, count: size * size)
        for index in 0..<size {
            setFunction(x: 6, y: index, dark: index % 2 == 0)
            setFunction(x: index, y: 6, dark: index % 2 == 0)
        }
        drawFinder(centreX: 3, centreY: 3)
        drawFinder(centreX: size - 4, centreY: 3)
        drawFinder(centreX: 3, centreY: size - 4)
        let centres = version.alignmentCentres
        for (row, y) in centres.enumerated() {
            for (column, x) in centres.enumerated() {
                // The three corners with a finder get no alignment pattern.
                let last = centres.count - 1
                if (row == 0 && column == 0) || (row == 0 && column == last) || (row == last && column == 0) {
                    continue
                }
                drawAlignment(centreX: x, centreY: y)
            }
        }
        drawFormat(correction: correction, mask: .checkerboard)
        drawVersion(version)
    }

    func isDark(x: Int, y: Int) -> Bool { modules[y * size + x] }

    func isReserved(x: Int, y: Int) -> Bool { reserved[y * size + x] }

    /// Lays the codewords' bits, most significant first, in two-module-wide columns from the
    /// right edge, up and down in turn, skipping the vertical timing column and every function
    /// module. Modules left over (the remainder bits) stay light.
    mutating func place(_ codewords: [UInt8]) {
        let bitCount = codewords.count * 8
        var bit = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (right + 1) & 2 == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !reserved[y * size + x] && bit < bitCount {
                    modules[y * size + x] = (codewords[bit >> 3] >> (7 - (bit & 7))) & 1 == 1
                    bit += 1
                }
            }
            right -= 2
        }
    }

    /// Inverts every data module where the mask's condition holds; applied twice, undoes itself.
    mutating func apply(_ mask: QRMask) {
        for y in 0..<size {
            for x in 0..<size where !reserved[y * size + x] && mask.inverts(x: x, y: y) {
                modules[y * size + x].toggle()
            }
        }
    }

    /// The 15 format bits: the level's two bits and the mask's three, their BCH(15, 5) check
    /// bits, all XORed with 101010000010010 so no format is all light.
    static func formatBits(correction: QRCode.Correction, mask: QRMask) -> Int {
        let data = correction.formatBits << 3 | mask.rawValue
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | remainder) ^ 0x5412
    }

    /// The 18 version bits (versions 7 and up): the version's six bits and their BCH(18, 6) check.
    static func versionBits(_ version: QRVersion) -> Int {
        var remainder = version.number
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        return version.number << 12 | remainder
    }

    /// The format information twice: around the top-left finder, and split between the other
    /// two finders; bit 0 is the least significant. Also the one module that is always dark.
    mutating func drawFormat(correction: QRCode.Correction, mask: QRMask) {
        let bits = Self.formatBits(correction: correction, mask: mask)
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { setFunction(x: 8, y: index, dark: bit(index)) }
        setFunction(x: 8, y: 7, dark: bit(6))
        setFunction(x: 8, y: 8, dark: bit(7))
        setFunction(x: 7, y: 8, dark: bit(8))
        for index in 9..<15 { setFunction(x: 14 - index, y: 8, dark: bit(index)) }
        for index in 0..<8 { setFunction(x: size - 1 - index, y: 8, dark: bit(index)) }
        for index in 8..<15 { setFunction(x: 8, y: size - 15 + index, dark: bit(index)) }
        setFunction(x: 8, y: size - 8, dark: true)
    }

    /// The version information in two 6 × 3 blocks, beside the top-right and bottom-left finders.
    private mutating func drawVersion(_ version: QRVersion) {
        guard version.number >= 7 else { return }
        let bits = Self.versionBits(version)
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let across = size - 11 + index % 3
            let down = index / 3
            setFunction(x: across, y: down, dark: dark)
            setFunction(x: down, y: across, dark: dark)
        }
    }

    /// A finder: a 7 × 7 ring around a 3 × 3 square, with its light separator where it fits.
    private mutating func drawFinder(centreX: Int, centreY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = centreX + dx, y = centreY + dy
                guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                let ring = max(abs(dx), abs(dy))
                setFunction(x: x, y: y, dark: ring != 2 && ring != 4)
            }
        }
    }

    /// An alignment pattern: a 5 × 5 ring around one dark module.
    private mutating func drawAlignment(centreX: Int, centreY: Int) {
        for dy in -2...2 {
            for dx in -2...2 {
                setFunction(x: centreX + dx, y: centreY + dy, dark: max(abs(dx), abs(dy)) != 1)
            }
        }
    }

    private mutating func setFunction(x: Int, y: Int, dark: Bool) {
        modules[y * size + x] = dark
        reserved[y * size + x] = true
    }
}
