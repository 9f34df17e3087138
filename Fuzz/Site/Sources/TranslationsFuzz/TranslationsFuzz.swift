import FuzzMain
@testable import RecipeSite

/// An `i18n/<lang>.toml` of any bytes: no crash, only known words taken, and at most the
/// reported unknown keys plus one count among the warnings.
@_cdecl("LLVMFuzzerTestOneInput")
public func translationsFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let known = Wording.knownKeys(language: "fr")
    let (words, diagnostics) = SiteConfig.parseWords(text, file: "i18n/fr.toml", known: known)
    for key in words.keys where !known.contains(key) {
        fatalError("unknown word '\(key)' taken")
    }
    let unknown = diagnostics.filter { if case .configUnknownKey = $0.reason { true } else { false } }
    if unknown.count > SiteConfig.reportedUnknownKeys + 1 { fatalError("\(unknown.count) unknown-key warnings") }
    return 0
}

@_cdecl("TranslationsFuzz_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    fuzzMain(argc, argv, translationsFuzz)
}
