/// What a JPEG's markers say, read before any pixel is decoded: its scans, its frame's size
/// and its EXIF orientation.
///
/// A progressive JPEG is drawn in scans, and libjpeg decodes every scan over the whole
/// picture: a small file of thousands of repeated scans costs minutes. The walk follows
/// libjpeg's own reading of the markers (bytes between segments skipped, fill bytes, stuffed
/// zeros and restart markers inside a scan passed over), so that no scan libjpeg decodes goes
/// uncounted.
public struct JPEGMarkers: Sendable, Hashable {
    /// How many start-of-scan (SOS) markers come before the end of the image.
    public let scans: Int
    /// Whether its frame is progressive (SOF2, SOF6, SOF10 or SOF14).
    public let isProgressive: Bool
    /// The first frame's size as stored (SOF); `nil` without a whole frame header.
    public let frame: Frame?
    /// The orientation of the first EXIF block (APP1), as libvips takes it; 1 without one.
    public let orientation: Int

    /// The markers of the JPEG in `bytes`; `nil` when `bytes` does not start like a JPEG
    /// (SOI). A file cut short counts the scans it holds.
    public init?(of bytes: [UInt8]) {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var reader = MarkerReader(bytes: bytes, offset: 2)
        var scans = 0
        var isProgressive = false
        var frame: Frame?
        var exif: ArraySlice<UInt8>?
        while let marker = reader.nextMarker() {
            switch marker {
            // The end of the image; libjpeg stops at a second SOI too (an error).
            case 0xD9, 0xD8:
                reader.finish()
            // Markers without a length: restarts out of place and TEM.
            case 0x01, 0xD0...0xD7:
                continue
            case 0xDA:
                scans += 1
                reader.skipSegment()
                reader.skipEntropyCodedData()
            // Start of frame (not DHT C4, JPG C8 or DAC CC): precision, height, width.
            case 0xC0...0xCF where ![0xC4, 0xC8, 0xCC].contains(marker):
                if [0xC2, 0xC6, 0xCA, 0xCE].contains(marker) { isProgressive = true }
                let header = reader.segment()
                if frame == nil, header.count >= 5 {
                    let start = header.startIndex
                    frame = Frame(
                        width: Int(header[start + 3]) << 8 | Int(header[start + 4]),
                        height: Int(header[start + 1]) << 8 | Int(header[start + 2]))
                }
            // APP1: libvips reads the first block that starts `Exif`.
            case 0xE1:
                let block = reader.segment()
                if exif == nil, block.starts(with: EXIFOrientation.header.prefix(4)) { exif = block }
            default:
                reader.skipSegment()
            }
        }
        self.scans = scans
        self.isProgressive = isProgressive
        self.frame = frame
        // libexif reads a block only when it starts with the whole header `Exif\0\0`.
        self.orientation = exif.map { $0.starts(with: EXIFOrientation.header) ? EXIFOrientation.read(fromTIFF: $0.dropFirst(EXIFOrientation.header.count)) : 1 } ?? 1
    }

    /// A frame's size as its header stores it.
    public struct Frame: Sendable, Hashable {
        public let width: Int
        public let height: Int
    }
}

/// A position in a JPEG's bytes, moved from marker to marker.
private struct MarkerReader {
    let bytes: [UInt8]
    var offset: Int

    /// The code of the next marker, past it; `nil` at the end of the bytes. As libjpeg's
    /// `next_marker`: bytes that are not `FF` are skipped, so are fill bytes (`FF FF`) and
    /// stuffed zeros (`FF 00`).
    mutating func nextMarker() -> UInt8? {
        while offset < bytes.count {
            guard bytes[offset] == 0xFF else {
                offset += 1
                continue
            }
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { return nil }
            let code = bytes[offset]
            offset += 1
            if code != 0 { return code }
        }
        return nil
    }

    /// The data of the segment whose two-byte length (which counts itself) comes next, moving
    /// past it; what the file holds of it when it is cut short.
    mutating func segment() -> ArraySlice<UInt8> {
        let start = offset + 2
        skipSegment()
        return start < offset ? bytes[start..<min(offset, bytes.count)] : []
    }

    /// Moves past a segment whose two-byte length (which counts itself) comes next.
    mutating func skipSegment() {
        guard offset + 2 <= bytes.count else { return finish() }
        let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        offset += max(2, length)
    }

    /// Moves to the `FF` of the marker that ends a scan's entropy-coded data: `FF` followed by
    /// a byte that is neither zero (a stuffed `FF`), another `FF` (fill) nor a restart marker.
    mutating func skipEntropyCodedData() {
        while offset < bytes.count {
            guard bytes[offset] == 0xFF else {
                offset += 1
                continue
            }
            var next = offset + 1
            while next < bytes.count, bytes[next] == 0xFF { next += 1 }
            guard next < bytes.count else { return finish() }
            let code = bytes[next]
            if code == 0 || (0xD0...0xD7).contains(code) {
                offset = next + 1
                continue
            }
            offset = next - 1
            return
        }
    }

    mutating func finish() {
        offset = bytes.count
    }
}
