/// One chunk of a RIFF file (a WebP): its four-letter type, and where it and its data lie.
struct RIFFChunk {
    let type: String
    /// The chunk from its header to its end, padded to an even length.
    let whole: Range<Int>
    /// Its data, cut where the file ends.
    let data: Range<Int>
    /// Whether the file holds the whole chunk.
    let isComplete: Bool

    /// The chunks of the RIFF file in `bytes`, after its 12-byte header, in order, up to the
    /// last whose 8-byte header the file holds.
    static func all(in bytes: [UInt8]) -> [RIFFChunk] {
        var chunks: [RIFFChunk] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = LittleEndian.uint32(bytes, at: offset + 4)
            let end = offset + 8 + size + (size & 1)
            chunks.append(RIFFChunk(
                type: String(decoding: bytes[offset..<offset + 4], as: UTF8.self), whole: offset..<end,
                data: offset + 8..<min(offset + 8 + size, bytes.count), isComplete: end <= bytes.count))
            offset = end
        }
        return chunks
    }
}
