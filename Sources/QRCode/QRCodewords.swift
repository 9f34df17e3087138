/// The codewords a symbol carries, in the order they are laid into the matrix: the bytes in
/// byte mode, padded to the version's data capacity, split into blocks, each block's error
/// correction added, and the blocks interleaved.
enum QRCodewords {
    /// The data codewords: when `declaringUTF8`, the ECI mode indicator 0111 and designator 26
    /// (UTF-8); then the byte mode indicator 0100, the byte count, the bytes, a terminator of up
    /// to four zero bits, zero bits to a whole byte, then the pad bytes 0xEC and 0x11 in turn.
    /// `bytes` must fit the version (`QRVersion.byteCapacity`).
    static func data(_ bytes: [UInt8], declaringUTF8: Bool = false, version: QRVersion, correction: QRCode.Correction) -> [UInt8] {
        let capacityBits = version.dataCodewordCount(correction) * 8
        var bits = BitWriter()
        if declaringUTF8 {
            bits.append(0b0111, count: 4)
            bits.append(26, count: 8)
        }
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: version.byteCountBits)
        for byte in bytes { bits.append(Int(byte), count: 8) }
        bits.append(0, count: min(4, capacityBits - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        var pad: UInt8 = 0xEC
        while codewords.count < capacityBits / 8 {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// The data split into the version's blocks (the short ones first, the long ones one
    /// codeword longer), then the first codeword of every block, the second, and so on, then
    /// the error correction codewords the same way.
    static func interleaved(_ data: [UInt8], version: QRVersion, correction: QRCode.Correction) -> [UInt8] {
        let blockCount = version.blockCount(correction)
        let errorCorrection = ReedSolomon(degree: version.errorCorrectionPerBlock(correction))
        let shortLength = data.count / blockCount
        let longBlocks = data.count % blockCount
        var blocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blockCount {
            let length = shortLength + (index >= blockCount - longBlocks ? 1 : 0)
            blocks.append(Array(data[start..<(start + length)]))
            start += length
        }
        let corrections = blocks.map(errorCorrection.remainder(of:))
        var result: [UInt8] = []
        result.reserveCapacity(version.codewordCount)
        for position in 0...shortLength {
            for block in blocks where position < block.count { result.append(block[position]) }
        }
        for position in 0..<errorCorrection.generator.count {
            for correction in corrections { result.append(correction[position]) }
        }
        return result
    }
}

/// Bits appended most significant first, read back as bytes.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    mutating func append(_ value: Int, count length: Int) {
        for shift in stride(from: length - 1, through: 0, by: -1) {
            if count % 8 == 0 { bytes.append(0) }
            if (value >> shift) & 1 == 1 {
                bytes[bytes.count - 1] |= UInt8(0x80 >> (count % 8))
            }
            count += 1
        }
    }
}
