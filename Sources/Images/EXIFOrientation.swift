/// The orientation tag of an EXIF block, read as libvips reads it: through libexif, from the
/// first directory (IFD0), as a short or a long; a value outside 1–8 is none.
enum EXIFOrientation {
    /// What an EXIF block starts with in a JPEG's APP1 (and in some WebPs' EXIF chunk).
    static let header = Array("Exif".utf8) + [0, 0]

    /// The orientation in the TIFF-structured `block` (after any `Exif\0\0`); 1 when it has none
    /// or cannot be read.
    static func read(fromTIFF block: ArraySlice<UInt8>) -> Int {
        let tiff = Array(block)
        guard tiff.count >= 8 else { return 1 }
        let isLittleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): isLittleEndian = true
        case (0x4D, 0x4D): isLittleEndian = false
        default: return 1
        }
        func uint16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= tiff.count else { return nil }
            let (first, second) = (Int(tiff[offset]), Int(tiff[offset + 1]))
            return isLittleEndian ? first | second << 8 : first << 8 | second
        }
        func uint32(_ offset: Int) -> Int? {
            guard let first = uint16(offset), let second = uint16(offset + 2) else { return nil }
            return isLittleEndian ? first | second << 16 : first << 16 | second
        }
        guard let directory = uint32(4), let entries = uint16(directory) else { return 1 }
        for index in 0..<entries {
            let entry = directory + 2 + 12 * index
            guard let tag = uint16(entry), let type = uint16(entry + 2), let count = uint32(entry + 4) else { return 1 }
            guard tag == 0x0112 else { continue }
            // SHORT, SSHORT, LONG, SLONG; a value of more than four bytes lies at an offset.
            let width: Int
            switch type {
            case 3, 8: width = 2
            case 4, 9: width = 4
            default: return 1
            }
            guard count >= 1, let place = count * width > 4 ? uint32(entry + 8) : entry + 8 else { return 1 }
            let value: Int?
            switch type {
            case 3: value = uint16(place)
            case 8: value = uint16(place).map { Int(Int16(truncatingIfNeeded: $0)) }
            case 4: value = uint32(place)
            default: value = uint32(place).map { Int(Int32(truncatingIfNeeded: $0)) }
            }
            return value.flatMap { (1...8).contains($0) ? $0 : nil } ?? 1
        }
        return 1
    }
}
