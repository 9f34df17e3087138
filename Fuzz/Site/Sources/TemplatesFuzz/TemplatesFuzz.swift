import FuzzMain
@testable import RecipeSite

/// A theme's template of any bytes, as the recipe page's and as a partial the layout could
/// include: parsed within the bounds, and rendered, without a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func templatesFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    var files = DefaultTheme.files
    files["recipe.mustache"] = text
    files["extra.mustache"] = text
    let theme = Theme(files: files, binaryAssets: [:], overrides: ["recipe.mustache", "extra.mustache"], overrideFolder: "Templates")
    let (templates, _) = theme.templates()
    let view: [String: Any] = ["title": "Soup", "items": [["name": "Water"], ["name": "Salt"]], "root": "../"]
    _ = templates.render(view, with: "recipe")
    _ = templates.render(view, with: "extra")
    return 0
}

@_cdecl("TemplatesFuzz_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    fuzzMain(argc, argv, templatesFuzz)
}
