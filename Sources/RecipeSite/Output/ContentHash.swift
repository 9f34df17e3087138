/// A fast 64-bit hash of a page's bytes, the same in every run, for knowing without reading
/// it back that a file still holds what a build wrote there (see ``OutputRecord``).
///
/// Words multiplied and folded (the "mum" step of wyhash), 32 bytes a step, so that hundreds of
/// megabytes of pages cost a few tens of milliseconds. Not for adversaries: a
/// collision would only leave a page unwritten that a build wanted to change, and pages are
/// compared by their bytes when no session knows them.
enum ContentHash {
    private static let seeds: (UInt64, UInt64, UInt64, UInt64) =
        (0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB, 0x8EBC_6AF0_9C88_C6E3, 0x5899_65CC_7537_4CC3)

    /// The hash of `bytes`.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes(of)
    }

    private static func of(bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        // Two lanes of 16 bytes a step, as wyhash consumes its input.
        var first = seeds.0 ^ UInt64(count)
        var second = seeds.3
        var offset = 0
        while offset + 32 <= count {
            first = mum(word(bytes, offset) ^ seeds.1, word(bytes, offset + 8) ^ first)
            second = mum(word(bytes, offset + 16) ^ seeds.2, word(bytes, offset + 24) ^ second)
            offset += 32
        }
        while offset + 8 <= count {
            first = mum(word(bytes, offset) ^ seeds.1, first ^ seeds.2)
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        second = mum(tail ^ seeds.3, second ^ shift)
        return mum(first ^ seeds.1, second ^ UInt64(count))
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The 128-bit product's two halves folded together.
    @inline(__always)
    private static func mum(_ left: UInt64, _ right: UInt64) -> UInt64 {
        let product = left.multipliedFullWidth(by: right)
        return product.high ^ product.low
    }
}
