import Foundation
import Testing
@testable import RecipeServe

@Suite struct ServedFolderTests {
    @Test func foldersServeTheirIndexAndNeedTheirSlash() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Output/index.html", "home")
        try sandbox.write("Output/recipes/chili/index.html", "chili")
        try sandbox.write("Output/assets/site.css", "css")
        let folder = ServedFolder(path: sandbox.output)
        let real = folder.root
        #expect(folder.lookup([], endsWithSlash: true) == .file(real + "/index.html"))
        #expect(folder.lookup(["recipes", "chili"], endsWithSlash: true) == .file(real + "/recipes/chili/index.html"))
        #expect(folder.lookup(["recipes", "chili"], endsWithSlash: false) == .folderWithoutSlash)
        #expect(folder.lookup(["assets", "site.css"], endsWithSlash: false) == .file(real + "/assets/site.css"))
        #expect(folder.lookup(["assets"], endsWithSlash: true) == .missing)
        #expect(folder.lookup(["nothing"], endsWithSlash: false) == .missing)
        #expect(folder.notFoundPage == nil)
        try sandbox.write("Output/404.html", "not found")
        #expect(folder.notFoundPage == real + "/404.html")
    }

    @Test func linksLeadingOutOfTheFolderAreNotFollowed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("secret.txt", "drafts")
        try sandbox.write("Secret/index.html", "drafts")
        try sandbox.write("Output/index.html", "home")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("Output/leak.txt"), withDestinationPath: sandbox.path("secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("Output/leak"), withDestinationPath: sandbox.path("Secret"))
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("Output/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("Output/home.html"), withDestinationPath: "index.html")
        let folder = ServedFolder(path: sandbox.output)
        #expect(folder.lookup(["leak.txt"], endsWithSlash: false) == .missing)
        #expect(folder.lookup(["leak"], endsWithSlash: true) == .missing)
        #expect(folder.lookup(["leak"], endsWithSlash: false) == .missing)
        #expect(folder.lookup(["up", "secret.txt"], endsWithSlash: false) == .missing)
        #expect(folder.lookup(["home.html"], endsWithSlash: false) == .file(folder.root + "/index.html"))
    }
}
