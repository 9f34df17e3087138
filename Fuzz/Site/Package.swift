// swift-tools-version:6.0
// libFuzzer targets over the book's own files that RecipeSite reads with parsers we did not
// write: `site.toml` and `i18n/<lang>.toml` (TOMLKit) and a theme's templates (swift-mustache),
// each held to its bounds first. Built by `scripts/fuzz` with SwiftPM's fuzzer sanitizer; CI
// does not build it.
import Foundation
import PackageDescription

// SwiftPM names a package by its folder: the repository's, wherever it was cloned.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let recipeSite: Target.Dependency = .product(name: "RecipeSite", package: root.lastPathComponent)

// Only these are linked with libFuzzer: the rest of the graph (the theme's build tool
// among them) is built with the address sanitizer and coverage by `scripts/fuzz`.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
let fuzzLink: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "recipebook-fuzz-site",
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "FuzzMain"),
        .executableTarget(name: "ConfigFuzz", dependencies: [recipeSite, "FuzzMain"], swiftSettings: fuzzTarget, linkerSettings: fuzzLink),
        .executableTarget(name: "TranslationsFuzz", dependencies: [recipeSite, "FuzzMain"], swiftSettings: fuzzTarget, linkerSettings: fuzzLink),
        .executableTarget(name: "TemplatesFuzz", dependencies: [recipeSite, "FuzzMain"], swiftSettings: fuzzTarget, linkerSettings: fuzzLink),
    ],
    swiftLanguageModes: [.v6]
)
