/// The widths a photo is published at: each wanted width capped at the photo's own, so that
/// no image is enlarged, and a width made once even when several wanted widths come to it.
/// Pure: the pages know every image's size from the photo's header alone, before it is made.
public struct ImageWidths: Sendable, Hashable {
    /// The WebP widths, smallest first, without repeats.
    public let webp: [Int]
    /// The JPEG width.
    public let jpeg: Int

    /// The widths of a photo `photoWidth` pixels across (upright).
    public init(webp wanted: [Int], jpeg wantedJPEG: Int, photoWidth: Int) {
        let cap = max(1, photoWidth)
        webp = Array(Set(wanted.map { min($0, cap) })).sorted()
        jpeg = min(wantedJPEG, cap)
    }

    /// Every image to make, WebP first.
    public var all: [(EncodedImage.Format, Int)] {
        webp.map { (.webp, $0) } + [(.jpeg, jpeg)]
    }

    /// The largest width of any image made.
    public var largest: Int { max(webp.last ?? jpeg, jpeg) }

    /// The height of an image `width` across of a photo `photoWidth` × `photoHeight` (upright),
    /// rounded as libvips rounds it.
    public static func height(atWidth width: Int, photoWidth: Int, photoHeight: Int) -> Int {
        guard photoWidth > 0 else { return photoHeight }
        return max(1, Int((Double(photoHeight) * Double(width) / Double(photoWidth)).rounded()))
    }
}
