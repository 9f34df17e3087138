import QRCode
import Testing

/// Data longer than the largest code is refused with a message that names both sizes.
struct TooLongTests {
    @Test func dataLongerThanVersion40IsRefusedWithItsSize() {
        let bytes = [UInt8](repeating: 0x41, count: 2332)
        #expect(throws: QRCodeError.tooLong(byteCount: 2332, capacity: 2331, correction: .medium)) {
            try QRCode.encode(bytes)
        }
        do {
            _ = try QRCode.encode(bytes)
        } catch {
            #expect(error.description == "2332 bytes do not fit in a QR code: the largest (version 40) holds 2331 bytes at error correction M.")
        }
    }

    @Test func theLargestDataStillFits() throws {
        let code = try QRCode.encode([UInt8](repeating: 0x41, count: 2331))
        #expect(code.version == 40)
        #expect(code.size == 177)
    }
}

extension TooLongTests {
    /// Text that is not all ASCII spends 12 bits declaring UTF-8, so one byte less fits.
    @Test func textDeclaringUTF8HoldsOneByteLess() throws {
        let text = "ü" + String(repeating: "a", count: 2329)
        #expect(text.utf8.count == 2331)
        #expect(throws: QRCodeError.tooLong(byteCount: 2331, capacity: 2330, correction: .medium)) {
            try QRCode.encode(text)
        }
        #expect(try QRCode.encode(String(text.dropLast())).version == 40)
    }
}
