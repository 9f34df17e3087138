import Foundation
import QRCode
import TestSupport

extension Zbar {
    /// The code drawn as a greyscale PGM image: `scale` pixels a module, a 4-module quiet zone.
    /// zbarimg reads PGM without ImageMagick, so the encoder's tests need nothing else.
    static func pgm(_ code: QRCode, scale: Int = 4) -> Data {
        let side = (code.size + 8) * scale
        var image = Data("P5\n\(side) \(side)\n255\n".utf8)
        for row in 0..<side {
            for column in 0..<side {
                image.append(code.isDark(column / scale - 4, row / scale - 4) ? 0 : 255)
            }
        }
        return image
    }
}
