/// What a photo's header says, read without decoding its pixels.
public struct ImageHeader: Sendable, Hashable {
    /// The width and height as stored in the file.
    public let storedWidth: Int
    public let storedHeight: Int
    /// The EXIF orientation (1–8; 1 when there is none).
    public let orientation: Int

    /// Whether the picture lies on its side: orientations 5–8 swap width and height.
    public var isSideways: Bool { (5...8).contains(orientation) }
    /// The width once turned upright.
    public var width: Int { isSideways ? storedHeight : storedWidth }
    /// The height once turned upright.
    public var height: Int { isSideways ? storedWidth : storedHeight }
    /// How many pixels decoding it makes.
    public var pixels: Int { storedWidth * storedHeight }

    public init(storedWidth: Int, storedHeight: Int, orientation: Int) {
        self.storedWidth = storedWidth
        self.storedHeight = storedHeight
        self.orientation = orientation
    }

    /// The header of the JPEG, PNG or WebP in `bytes` (`jpeg`: its markers, when read
    /// already), read from the format's own fields as libvips reads them, so that pages
    /// need not wait for the image library to start; `nil` for another format or a damaged
    /// start, which libvips reads (and names what is wrong).
    public init?(fieldsOf bytes: [UInt8], jpeg: JPEGMarkers?) {
        if let jpeg {
            guard let frame = jpeg.frame else { return nil }
            self.init(checkedWidth: frame.width, height: frame.height, orientation: jpeg.orientation)
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard let header = Self.png(bytes) else { return nil }
            self = header
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) {
            guard let header = Self.webp(bytes) else { return nil }
            self = header
        } else {
            return nil
        }
    }

    /// A size libvips could hold (PNG's fields reach 2³² − 1, and the pixel count must not overflow).
    private init?(checkedWidth width: Int, height: Int, orientation: Int) {
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else { return nil }
        self.init(storedWidth: width, storedHeight: height, orientation: orientation)
    }

    /// A PNG: the size from IHDR, the orientation from an `eXIf` chunk before the pixels.
    private static func png(_ bytes: [UInt8]) -> ImageHeader? {
        var size: (Int, Int)?
        var orientation = 1
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = BigEndian.uint32(bytes, at: offset)
            let type = bytes[offset + 4..<offset + 8]
            let data = bytes[min(offset + 8, bytes.count)..<min(offset + 8 + length, bytes.count)]
            if type.elementsEqual("IHDR".utf8), data.count >= 8 {
                size = (BigEndian.uint32(bytes, at: offset + 8), BigEndian.uint32(bytes, at: offset + 12))
            } else if type.elementsEqual("eXIf".utf8) {
                orientation = EXIFOrientation.read(fromTIFF: data)
            } else if type.elementsEqual("IDAT".utf8) || type.elementsEqual("IEND".utf8) {
                break
            }
            offset += 12 + length
        }
        guard let (width, height) = size else { return nil }
        return ImageHeader(checkedWidth: width, height: height, orientation: orientation)
    }

    /// A WebP: the canvas of its extended header (VP8X), or the size its one bitstream
    /// (VP8, VP8L) starts with; the orientation from its EXIF chunk, when VP8X says it has one.
    private static func webp(_ bytes: [UInt8]) -> ImageHeader? {
        let chunks = RIFFChunk.all(in: bytes)
        guard let first = chunks.first else { return nil }
        let (start, length) = (first.data.lowerBound, first.data.count)
        let size: (Int, Int)
        var orientation = 1
        switch first.type {
        case "VP8X" where length >= 10:
            size = (LittleEndian.uint24(bytes, at: start + 4) + 1, LittleEndian.uint24(bytes, at: start + 7) + 1)
            if bytes[start] & 0x08 != 0, let exif = chunks.first(where: { $0.type == "EXIF" }) {
                let data = bytes[exif.data]
                orientation = EXIFOrientation.read(fromTIFF: data.starts(with: EXIFOrientation.header) ? data.dropFirst(EXIFOrientation.header.count) : data)
            }
        case "VP8 " where length >= 10 && bytes[start + 3..<start + 6].elementsEqual([0x9D, 0x01, 0x2A]):
            size = (LittleEndian.uint16(bytes, at: start + 6) & 0x3FFF, LittleEndian.uint16(bytes, at: start + 8) & 0x3FFF)
        case "VP8L" where length >= 5 && bytes[start] == 0x2F:
            let bits = LittleEndian.uint32(bytes, at: start + 1)
            size = ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        default:
            return nil
        }
        return ImageHeader(checkedWidth: size.0, height: size.1, orientation: orientation)
    }
}

/// Unsigned integers stored most significant byte first (PNG).
enum BigEndian {
    static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
}

/// Unsigned integers stored least significant byte first (WebP).
enum LittleEndian {
    static func uint16(_ bytes: [UInt8], at offset: Int) -> Int {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    static func uint24(_ bytes: [UInt8], at offset: Int) -> Int {
        uint16(bytes, at: offset) | (offset + 3 <= bytes.count ? Int(bytes[offset + 2]) << 16 : 0)
    }

    static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        uint16(bytes, at: offset) | uint16(bytes, at: offset + 2) << 16
    }
}
