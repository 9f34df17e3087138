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
        for chunk in RIFFChunk.all(in: bytes) {
            guard chunk.isComplete else { return nil }
            if !dropped.contains(chunk.type) {
                var kept = Array(bytes[chunk.whole])
                // VP8X flags: ICC 0x20, EXIF 0x08, XMP 0x04.
                if chunk.type == "VP8X", kept.count > 8 { kept[8] &= ~UInt8(0x20 | 0x08 | 0x04) }
                chunks += kept
            }
        }
        let riffSize = 4 + chunks.count
        let header = Array("RIFF".utf8) + [0, 8, 16, 24].map { UInt8((riffSize >> $0) & 0xFF) } + Array("WEBP".utf8)
        return header + chunks
    }

    private static func tag(_ bytes: [UInt8], at offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
