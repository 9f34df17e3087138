import Foundation
@testable import QRCode
import Testing
import TestSupport

/// Every code the encoder draws is read back by an independent decoder, zbarimg, to exactly
/// what went in: every version, every level, UTF-8 text, and the SVG as a page inlines it.
struct ZbarDecodeTests {
    /// A shopping list carried in a URL fragment, as "Send to phone" makes it.
    static let shoppingURL = "https://family.example.org/shopping/#list="
        + "200%20g%20Butter%7C3%20Eier%7C500%20g%20Mehl%7C1%20Prise%20Salz%7C250%20ml%20Milch%7C"
        + "2%20Zitronen%7C1%20Bund%20Petersilie%7C400%20g%20Tomaten%7C1%20Knoblauchzehe%7C"
        + "100%20g%20Parmesan%7C1%20Packung%20Spaghetti%7C2%20Zwiebeln%7C1%20Becher%20Sahne%7C"
        + "Olivenöl%7CSchnittlauch%7C6%20Äpfel"

    /// Text of exactly `count` bytes, ASCII so any cut is whole characters.
    static func filler(_ count: Int) -> [UInt8] {
        let source = Array("Recipe Book: 2 eggs, 250 g flour, 1/2 l milk; bake at 180 C. ".utf8)
        return (0..<count).map { source[$0 % source.count] }
    }

    /// The fullest data of each version 1 to 40 at level M, so each version's blocks, alignment
    /// patterns and version information are all read back.
    @Test(arguments: 1...40)
    func eachVersionDecodesToItsBytes(version: Int) throws {
        guard let zbar = Zbar.require() else { return }
        let bytes = Self.filler(QRVersion(number: version).byteCapacity(.medium))
        let code = try QRCode.encode(bytes)
        #expect(code.version == version)
        let decoded = try Zbar.decode(Zbar.pgm(code), extension: "pgm", binary: true, with: zbar)
        #expect(decoded == Data(bytes), "version \(version), \(bytes.count) bytes")
    }

    /// UTF-8 text reads back as the same text, as a phone shows it.
    @Test(arguments: [
        "Grüße",
        "Crème brûlée für 4 Personen – 200 g Zucker, ½ Vanilleschote",
        "お好み焼き 🍳 Smørrebrød",
        shoppingURL,
    ])
    func utf8TextDecodesToTheSameText(text: String) throws {
        guard let zbar = Zbar.require() else { return }
        let code = try QRCode.encode(text)
        let decoded = try Zbar.decode(Zbar.pgm(code), extension: "pgm", with: zbar)
        #expect(String(decoding: decoded, as: UTF8.self) == text, "version \(code.version)")
    }

    @Test func theShoppingURLIsAboutThreeHundredBytes() {
        #expect((280...360).contains(Self.shoppingURL.utf8.count))
    }

    /// Each level of error correction decodes, at a version with several blocks.
    @Test(arguments: QRCode.Correction.allCases)
    func eachCorrectionLevelDecodes(correction: QRCode.Correction) throws {
        guard let zbar = Zbar.require() else { return }
        let bytes = Self.filler(150)
        let code = try QRCode.encode(bytes, correction: correction)
        let decoded = try Zbar.decode(Zbar.pgm(code), extension: "pgm", binary: true, with: zbar)
        #expect(decoded == Data(bytes), "level \(correction), version \(code.version)")
    }
}
