@testable import QRCode
import Testing

/// The encoder's pieces against values published with the standard and its tutorials.
struct KnownVectorTests {
    /// thonky.com's worked example: "HELLO WORLD" at 1-M has these 16 data codewords, and the
    /// tutorial publishes the 10 error correction codewords that follow them.
    @Test func reedSolomonGivesTheHelloWorldErrorCorrection() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon(degree: 10).remainder(of: data) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    /// The standard's table of format information for level M, masks 0 to 7.
    @Test func formatInformationAtLevelMMatchesTheStandardsTable() {
        let published = [
            "101010000010010", "101000100100101", "101111001111100", "101101101001011",
            "100010111111001", "100000011001110", "100111110010111", "100101010100000",
        ]
        let made = QRMask.allCases.map { mask in
            let bits = String(QRMatrix.formatBits(correction: .medium, mask: mask), radix: 2)
            return String(repeating: "0", count: 15 - bits.count) + bits
        }
        #expect(made == published)
    }

    /// The standard's version information (Annex D) for versions 7 to 40.
    @Test func versionInformationMatchesTheStandardsTable() {
        let published = [
            0x07C94, 0x085BC, 0x09A99, 0x0A4D3, 0x0BBF6, 0x0C762, 0x0D847, 0x0E60D, 0x0F928,
            0x10B78, 0x1145D, 0x12A17, 0x13532, 0x149A6, 0x15683, 0x168C9, 0x177EC, 0x18EC4,
            0x191E1, 0x1AFAB, 0x1B08E, 0x1CC1A, 0x1D33F, 0x1ED75, 0x1F250, 0x209D5, 0x216F0,
            0x228BA, 0x2379F, 0x24B0B, 0x2542E, 0x26A64, 0x27541, 0x28C69,
        ]
        #expect((7...40).map { QRMatrix.versionBits(QRVersion(number: $0)) } == published)
    }

    /// Alignment pattern centres from the standard's table (Annex E), a few versions of each count.
    @Test func alignmentCentresMatchTheStandardsTable() {
        let published: [Int: [Int]] = [
            1: [], 2: [6, 18], 6: [6, 34], 7: [6, 22, 38], 14: [6, 26, 46, 66],
            22: [6, 26, 50, 74, 98], 32: [6, 34, 60, 86, 112, 138], 36: [6, 24, 50, 76, 102, 128, 154],
            40: [6, 30, 58, 86, 114, 142, 170],
        ]
        for (number, centres) in published {
            #expect(QRVersion(number: number).alignmentCentres == centres, "version \(number)")
        }
    }

    /// Bytes that fit each version at level M in byte mode, as the capacity tables publish them;
    /// one byte more takes the next version.
    @Test func byteCapacityAtLevelMPicksTheSmallestVersion() throws {
        let published = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412]
        for (index, capacity) in published.enumerated() {
            let version = index + 1
            #expect(try QRCode.encode([UInt8](repeating: 0x61, count: capacity)).version == version)
            #expect(try QRCode.encode([UInt8](repeating: 0x61, count: capacity + 1)).version == version + 1)
        }
        #expect(QRCode.capacity(.medium) == 2331)
        #expect(QRCode.capacity(.low) == 2953)
    }

    /// The format information read back from the drawn symbol, beside the top-left finder, is
    /// the chosen mask's; and the fixed dark module is dark.
    @Test func theSymbolCarriesItsFormatInformation() throws {
        let code = try QRCode.encode("https://example.org/")
        let positions = (0...5).map { (8, $0) } + [(8, 7), (8, 8), (7, 8)] + (9..<15).map { (14 - $0, 8) }
        var read = 0
        for (index, position) in positions.enumerated() where code.isDark(position.0, position.1) {
            read |= 1 << index
        }
        let mask = try #require(QRMask(rawValue: code.mask))
        #expect(read == QRMatrix.formatBits(correction: .medium, mask: mask))
        #expect(code.isDark(8, code.size - 8))
        #expect(!code.isDark(-1, 0) && !code.isDark(0, code.size))
    }
}
