import FuzzMain
@testable import RecipeSite

/// `site.toml` of any bytes: no crash, every problem at a line of the file, and a refused file
/// leaves every setting at its default.
@_cdecl("LLVMFuzzerTestOneInput")
public func configFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let (config, diagnostics) = SiteConfig.parse(text)
    let lines = text.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    for diagnostic in diagnostics where diagnostic.location.line < 1 || diagnostic.location.line > lines {
        fatalError("problem at line \(diagnostic.location.line) of \(lines): \(diagnostic)")
    }
    if TOMLBounds.firstProblem(in: text) != nil, config.title != SiteConfig().title {
        fatalError("a file past the bounds was read")
    }
    return 0
}

@_cdecl("ConfigFuzz_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    fuzzMain(argc, argv, configFuzz)
}
