import CVips

/// The icons a phone shows for a site added to its home screen, drawn from the theme's SVG
/// favicon by libvips (through librsvg).
public enum AppIcon {
    /// A colour as red, green and blue, 0–255.
    public struct Colour: Sendable, Hashable {
        public let red: Double
        public let green: Double
        public let blue: Double

        /// The colour written `#rrggbb`; `nil` for anything else.
        public init?(hex: String) {
            let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
            guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
            red = Double((value >> 16) & 0xFF)
            green = Double((value >> 8) & 0xFF)
            blue = Double(value & 0xFF)
        }
    }

    /// How an icon is laid out on its square.
    public enum Shape: Sendable, Hashable {
        /// The drawing fills the square, on transparent pixels (`purpose: "any"`).
        case plain
        /// The drawing inside the safe zone of a launcher's mask (the middle circle of 80 %
        /// of the width), on an opaque background: Android cuts it to a circle or a squircle.
        case maskable
        /// Opaque with a margin: iOS shows transparent pixels of a home-screen icon as black.
        case touch
    }

    /// The share of the square the drawing takes in `shape`. A maskable icon's drawing must
    /// keep its corners inside the safe circle: 0.66 keeps the default book's within it.
    static func drawn(_ shape: Shape) -> Double {
        switch shape {
        case .plain: 1
        case .maskable: 0.66
        case .touch: 0.8
        }
    }

    /// The SVG in `svg` drawn as a PNG `size` pixels square in `shape`, on `background` when
    /// the shape is opaque, without metadata; `nil` when it cannot be drawn.
    public static func png(fromSVG svg: [UInt8], size: Int, shape: Shape, background: Colour) -> EncodedImage? {
        guard svg.count <= maximumSVGBytes, refusal(ofSVG: svg) == nil else { return nil }
        return png(from: svg, isSVG: true, size: size, shape: shape, background: background)
    }

    /// The most bytes a theme's favicon SVG may have before librsvg draws it: a hand-drawn
    /// icon has a few kilobytes, and a drawing's cost grows with its elements.
    public static let maximumSVGBytes = 256 * 1024
    /// The most elements a drawing may have: a hand-drawn icon has a few dozen.
    public static let maximumSVGElements = 1_000

    /// Why librsvg is not given `svg` although it is within ``maximumSVGBytes``, or `nil`: more
    /// than ``maximumSVGElements`` elements, or a filter effect, whose cost grows with the area it
    /// covers and its radius rather than with the file's size (3,500 blurred circles in 213 KB
    /// kept librsvg busy for minutes).
    public static func refusal(ofSVG svg: [UInt8]) -> String? {
        var elements = 0
        for index in svg.indices.dropLast() where svg[index] == UInt8(ascii: "<") {
            let next = svg[index + 1]
            if (next | 0x20) >= UInt8(ascii: "a"), (next | 0x20) <= UInt8(ascii: "z") { elements += 1 }
        }
        if elements > maximumSVGElements {
            return "it has \(elements) elements, over the limit of \(maximumSVGElements)"
        }
        let text = String(decoding: svg, as: UTF8.self).lowercased()
        if text.contains("<filter") || text.contains("filter=") || text.contains("filter:") {
            return "it uses a filter effect (such as a blur), which may take minutes to draw"
        }
        return nil
    }

    /// A book's own picture (JPEG, PNG, WebP, GIF or HEIC, already held to a photo's bounds)
    /// as a PNG icon: its middle square, `size` pixels, in `shape`; `nil` when it cannot be made.
    public static func png(fromImage image: [UInt8], size: Int, shape: Shape, background: Colour) -> EncodedImage? {
        png(from: image, isSVG: false, size: size, shape: shape, background: background)
    }

    private static func png(from svg: [UInt8], isSVG: Bool, size: Int, shape: Shape, background: Colour) -> EncodedImage? {
        guard ImageLibrary.started, !svg.isEmpty else { return nil }
        let inner = max(1, Int((Double(size) * drawn(shape)).rounded()))
        return svg.withUnsafeBytes { buffer -> EncodedImage? in
            guard let base = buffer.baseAddress else { return nil }
            let made = ImageLibrary.changingPipelines {
                recipebook_vips_icon(
                    base, buffer.count, Int32(size), Int32(inner), background.red, background.green, background.blue,
                    shape == .plain ? 0 : 1, isSVG ? 1 : 0)
            }
            guard let image = made.map(VipsHandle.init),
                  let stripped = recipebook_vips_without_metadata(image.image).map(VipsHandle.init),
                  let bytes = VipsHandle.takeBytes({ recipebook_vips_png_stripped(stripped.image, $0, $1) }) else {
                _ = ImageLibrary.lastError(or: "")
                return nil
            }
            return EncodedImage(format: .png, width: image.width, height: image.height, bytes: bytes)
        }
    }
}
