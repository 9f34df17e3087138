/// Arithmetic in GF(256) as QR codes use it: bytes are polynomials over GF(2), reduced by
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D), the field ISO/IEC 18004 names.
enum GaloisField {
    /// `exponents[i]` is α^i for i in 0..<255, with α = 2; `logarithms` is its inverse.
    static let exponents: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 255)
        var value = 1
        for index in 0..<255 {
            table[index] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return table
    }()

    static let logarithms: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for (power, value) in exponents.enumerated() { table[Int(value)] = power }
        return table
    }()

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        if a == 0 || b == 0 { return 0 }
        return exponents[(logarithms[Int(a)] + logarithms[Int(b)]) % 255]
    }
}

/// The Reed–Solomon code of one block: its error correction codewords are the remainder of the
/// data, shifted up by the degree, divided by the generator (x − α⁰)(x − α¹)…(x − α^(degree−1)).
struct ReedSolomon: Sendable {
    /// The generator's coefficients after its leading 1, highest power first.
    let generator: [UInt8]

    init(degree: Int) {
        // Start from the polynomial 1 and multiply by (x − αⁱ) one factor at a time; in GF(256)
        // subtraction is XOR, so each step is "shift up, then add the old times αⁱ".
        var coefficients = [UInt8](repeating: 0, count: degree)
        if degree > 0 { coefficients[degree - 1] = 1 }
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                coefficients[index] = GaloisField.multiply(coefficients[index], root)
                if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
            }
            root = GaloisField.multiply(root, 2)
        }
        generator = coefficients
    }

    /// The error correction codewords of `data`: as many as the generator's degree.
    func remainder(of data: [UInt8]) -> [UInt8] {
        var remainder = [UInt8](repeating: 0, count: generator.count)
        guard !remainder.isEmpty else { return [] }
        for byte in data {
            let factor = byte ^ remainder.removeFirst()
            remainder.append(0)
            for (index, coefficient) in generator.enumerated() {
                remainder[index] ^= GaloisField.multiply(coefficient, factor)
            }
        }
        return remainder
    }
}
