import CVips

extension TestPicture {
    /// A `width` × `height` progressive JPEG (libjpeg's script: 10 scans for colour) grown to
    /// `scans` scans, as a file made to stall a decoder is: its first scan (the DC of every
    /// colour, to one bit short of full precision) and the scan refining it are repeated, in
    /// turn, before the end. Each repeat is a valid next step for libjpeg, so the file decodes
    /// without a warning, however many scans it has.
    public static func progressiveJPEG(width: Int, height: Int, scans: Int = 10) -> [UInt8]? {
        guard ImageLibrary.started,
              let drawn = recipebook_vips_gradient(Int32(width), Int32(height), 200, 120, 60) else { return nil }
        let image = VipsHandle(drawn)
        guard let bytes = VipsHandle.takeBytes({ recipebook_vips_jpeg(image.image, 80, $0, $1) }),
              let units = scanUnits(of: bytes), units.count <= scans,
              let first = units.first(where: { $0.isDC && !$0.refines }),
              let refining = units.first(where: { $0.isDC && $0.refines }),
              let end = units.last?.range.upperBound else { return nil }
        var grown = Array(bytes[..<end])
        for repeated in 0..<(scans - units.count) {
            grown += bytes[(repeated % 2 == 0 ? first : refining).range]
        }
        return grown + bytes[end...]
    }

    /// One scan of a JPEG: the Huffman tables right before its SOS, the SOS and its data.
    private struct ScanUnit {
        let range: Range<Int>
        /// Whether it holds DC coefficients (its spectral selection is 0–0).
        let isDC: Bool
        /// Whether it refines an earlier scan (its Ah is not 0).
        let refines: Bool
    }

    /// The scans of a well-formed JPEG (one libvips wrote), in order.
    private static func scanUnits(of bytes: [UInt8]) -> [ScanUnit]? {
        var units: [ScanUnit] = []
        var offset = 2
        var tablesStart: Int?
        while offset + 2 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xD9 { return units }
            guard offset + 4 <= bytes.count else { return nil }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard marker == 0xDA else {
                tablesStart = marker == 0xC4 ? tablesStart ?? offset : nil
                offset += 2 + length
                continue
            }
            // The SOS header: length, count, two bytes a component, then Ss, Se and Ah/Al.
            let components = Int(bytes[offset + 4])
            let selection = offset + 5 + 2 * components
            guard selection + 2 < bytes.count else { return nil }
            var end = offset + 2 + length
            while end + 1 < bytes.count, !(bytes[end] == 0xFF && bytes[end + 1] != 0 && !(0xD0...0xD7).contains(bytes[end + 1])) {
                end += 1
            }
            units.append(ScanUnit(
                range: (tablesStart ?? offset)..<end, isDC: bytes[selection] == 0 && bytes[selection + 1] == 0,
                refines: bytes[selection + 2] >> 4 != 0))
            tablesStart = nil
            offset = end
        }
        return nil
    }
}
