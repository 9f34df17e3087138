import CVips

/// Plain pictures drawn by libvips, for tests and for the sample book's generated photos:
/// a gradient, written as a JPEG that keeps the EXIF block it is given (an orientation, a
/// location), as a phone's photo would.
public enum TestPicture {
    /// A `width` × `height` gradient JPEG carrying `exif` (a TIFF-structured EXIF block, without
    /// the `Exif\0\0` prefix), and the orientation tag `orientation` when it is given.
    public static func jpeg(
        width: Int, height: Int, tint: (Double, Double, Double) = (255, 160, 90), exif: [UInt8]? = nil,
        orientation: Int? = nil
    ) -> [UInt8]? {
        guard ImageLibrary.started,
              let drawn = recipebook_vips_gradient(Int32(width), Int32(height), tint.0, tint.1, tint.2) else { return nil }
        let image = VipsHandle(drawn)
        if let exif {
            let block = EXIFOrientation.header + exif
            block.withUnsafeBytes { buffer in
                recipebook_vips_set_blob(image.image, "exif-data", buffer.baseAddress, buffer.count)
            }
        }
        if let orientation { recipebook_vips_set_int(image.image, "orientation", Int32(orientation)) }
        return VipsHandle.takeBytes { recipebook_vips_jpeg_keeping_metadata(image.image, $0, $1) }
    }
}

extension TestPicture {
    /// A `width` × `height` gradient PNG.
    public static func png(width: Int, height: Int, tint: (Double, Double, Double) = (90, 160, 255)) -> [UInt8]? {
        guard ImageLibrary.started,
              let drawn = recipebook_vips_gradient(Int32(width), Int32(height), tint.0, tint.1, tint.2) else { return nil }
        let image = VipsHandle(drawn)
        return VipsHandle.takeBytes { recipebook_vips_png(image.image, $0, $1) }
    }

    /// The EXIF block a phone writes, cut down: the camera's make, an orientation and a GPS
    /// position (a latitude), little-endian TIFF as the EXIF standard lays it out.
    public static func phoneEXIF(orientation: Int, make: String = "PhoneMaker", latitude: (Int, Int, Int) = (51, 30, 26)) -> [UInt8] {
        var bytes: [UInt8] = Array("II".utf8) + le16(42) + le32(8)
        let makeBytes = Array(make.utf8) + [0]
        // IFD0 at 8 (3 entries: 2 + 36 + 4 bytes), the GPS IFD at 50 (2 entries: 30 bytes),
        // then the make at 80 and the latitude's three rationals after it.
        let gpsOffset = 50, makeOffset = 80, latitudeOffset = 80 + makeBytes.count
        bytes += le16(3)
        bytes += entry(tag: 0x010F, type: 2, count: makeBytes.count, value: le32(makeOffset))
        bytes += entry(tag: 0x0112, type: 3, count: 1, value: le16(orientation) + [0, 0])
        bytes += entry(tag: 0x8825, type: 4, count: 1, value: le32(gpsOffset))
        bytes += le32(0)
        bytes += le16(2)
        bytes += entry(tag: 0x0001, type: 2, count: 2, value: Array("N".utf8) + [0, 0, 0])
        bytes += entry(tag: 0x0002, type: 5, count: 3, value: le32(latitudeOffset))
        bytes += le32(0)
        bytes += makeBytes
        for part in [latitude.0, latitude.1, latitude.2] { bytes += le32(part) + le32(1) }
        return bytes
    }

    private static func entry(tag: Int, type: Int, count: Int, value: [UInt8]) -> [UInt8] {
        le16(tag) + le16(type) + le32(count) + value
    }

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
    private static func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16((value >> 16) & 0xFFFF) }
}
