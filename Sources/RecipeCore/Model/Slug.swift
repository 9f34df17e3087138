import Foundation

/// URL-safe names for pages: `"Grandma's Crème Brûlée"` → `"grandmas-creme-brulee"`.
public enum Slug {
    /// Lowercase ASCII letters and digits joined by single hyphens. Accents are folded; a title
    /// with no Latin letters at all gets a stable name made from a hash of the title.
    public static func make(from title: String) -> String {
        let ascii = title.utf8.allSatisfy({ $0 < 0x80 })
        let folded = ascii ? title : title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        // Letters and digits kept (lowercased), apostrophes dropped, every other run one
        // hyphen; byte by byte, as every recipe's title goes through here on every build.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folded.utf8.count)
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            let value = scalar.value
            if (97...122).contains(value) || (48...57).contains(value) || (65...90).contains(value) {
                if pendingHyphen && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                bytes.append(UInt8(value) | (value <= 57 ? 0 : 0x20))
            } else {
                pendingHyphen = true
            }
        }
        let slug = String(decoding: bytes, as: UTF8.self)
        if slug.isEmpty {
            return "page-" + stableHash(title)
        }
        guard slug.utf8.count > maximumLength else { return slug }
        // A file name holds at most 255 bytes: a longer slug is cut at a hyphen and given a
        // hash of the whole title, so that two long titles alike at the start stay apart.
        var cut = slug.prefix(maximumLength - 17)
        if let hyphen = cut.lastIndex(of: "-"), cut.distance(from: cut.startIndex, to: hyphen) > 20 {
            cut = cut[..<hyphen]
        }
        return cut + "-" + stableHash(title)
    }

    /// The longest slug, in bytes: far below the 255 a file or folder name may have.
    public static let maximumLength = 80

    /// FNV-1a over the UTF-8 bytes, as 16 hex digits: the same on every machine and every run.
    public static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
