/// Takes the metadata chunks (EXIF, XMP, ICC) out of a WebP file. libvips 8.14's WebP writer
/// adds an EXIF block of its own (orientation, resolution) even when told to strip; the
/// camera's and the location's fields are already gone, but a published image keeps nothing.
enum WebPMetadata {
    private static let dropped: Set<String> = ["EXIF", "XMP ", "ICCP"]

    /// `bytes` without EXIF, XMP and ICC chunks, its extended header's flags for them cleared;
    /// `nil` when `bytes` is not a well-formed WebP file.
    static func removed(from bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 12, tag(bytes, at: 0) == "RIFF", tag(bytes, at: 8) == "WEBP" else { return nil }
        var chunks: [UInt8] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            let end = offset + 8 + size + (size & 1)
            guard end <= bytes.count else { return nil }
            let name = tag(bytes, at: offset)
            if !dropped.contains(name) {
                var chunk = Array(bytes[offset..<end])
                // VP8X flags: ICC 0x20, EXIF 0x08, XMP 0x04.
                if name == "VP8X", chunk.count > 8 { chunk[8] &= ~UInt8(0x20 | 0x08 | 0x04) }
                chunks += chunk
            }
            offset = end
        }
        let riffSize = 4 + chunks.count
        let header = Array("RIFF".utf8) + [0, 8, 16, 24].map { UInt8((riffSize >> $0) & 0xFF) } + Array("WEBP".utf8)
        return header + chunks
    }

    private static func tag(_ bytes: [UInt8], at offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
