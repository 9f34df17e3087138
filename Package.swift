// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "recipebook",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "recipebook", targets: ["recipebook"]),
        .library(name: "RecipeCore", targets: ["RecipeCore"]),
        .library(name: "RecipeSite", targets: ["RecipeSite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        // glibc's allocator: its arenas set when the command starts (`MemoryArenas`), its freed
        // pages given back after a very large chapter (`FreedMemory`).
        .systemLibrary(name: "CMalloc"),
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "CMalloc"]),
        // libvips decodes, turns upright, strips and resizes photos; `Images` is its one wrapper.
        // It is opened when a photo needs it (`dlopen`), not linked: loading it and its hundred
        // libraries cost every command, photos or not, more than a small book's build.
        .target(name: "CVips", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "Images", dependencies: ["CVips"]),
        .target(name: "RecipeCore", dependencies: ["Markdown"]),
        // A QR code encoder (byte mode, versions 1–40) with an SVG renderer; imports nothing.
        .target(name: "QRCode"),
        .target(
            name: "RecipeSite",
            dependencies: [
                "RecipeCore",
                "Markdown",
                "Images",
                "QRCode",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            plugins: ["EmbedTheme"]
        ),
        // The default theme, `Templates/`, is compiled into RecipeSite as `DefaultTheme.files`
        // by this plugin and its tool, so the binary works from any folder.
        .executableTarget(name: "embed-theme"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["embed-theme"]),
        .target(
            name: "RecipeServe",
            dependencies: [
                "RecipeCore",
                "RecipeSite",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "_NIOFileSystem", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "recipebook",
            dependencies: [
                "CMalloc",
                "RecipeCore",
                "RecipeSite",
                "RecipeServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "RecipeCoreTests", dependencies: ["RecipeCore"], resources: [.copy("Fixtures")]),
        // Helpers more than one test target uses (running a tool, Node scripts on fixtures,
        // zbarimg); it imports swift-testing, so no product may link it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RecipeSiteTests", dependencies: ["RecipeSite", "Images", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ImagesTests", dependencies: ["Images"], exclude: ["Fixtures"]),
        .testTarget(name: "recipebookTests", dependencies: ["recipebook", "TestSupport"]),
        .testTarget(name: "RecipeServeTests", dependencies: ["RecipeServe", "TestSupport"]),
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
