import Testing
@testable import RecipeServe

@Suite struct RequestPathTests {
    static let refused: [String] = [
        "/..",
        "/../etc/passwd",
        "/recipes/../../etc/passwd",
        "/%2e%2e/etc/passwd",
        "/%2E%2E/%2e%2E/etc/passwd",
        "/..%2fetc%2fpasswd",
        "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        "/%252e%252e/etc/passwd",
        "/%252e%252e%252fetc%252fpasswd",
        "/recipes/%25252e",
        "/..\\etc\\passwd",
        "/\\..\\..\\etc\\passwd",
        "/recipes/%5c..%5c..%5cetc",
        "/recipes/%5C",
        "/index.html%00.png",
        "/%00",
        "/a%0d%0aSet-Cookie:%20x",
        "/%zz",
        "/%2",
        "/%",
        "/%ff%fe",
        "/./index.html",
        "/%2e/index.html",
        "relative/path",
        "",
    ]

    @Test(arguments: refused)
    func hostilePathsAreRefused(_ path: String) {
        #expect(RequestPath.segments(of: path) == .failure(.badRequest))
    }

    @Test(arguments: ["/.recipebook-record", "/.git/config", "/recipes/.hidden/index.html", "/%2egit/config"])
    func hiddenFilesAreNotFound(_ path: String) {
        #expect(RequestPath.segments(of: path) == .failure(.hidden))
    }

    @Test func goodPathsAreDecodedOnce() {
        #expect(RequestPath.segments(of: "/") == .success([]))
        #expect(RequestPath.segments(of: "/recipes/chili/") == .success(["recipes", "chili"]))
        #expect(RequestPath.segments(of: "/recipes//chili") == .success(["recipes", "chili"]))
        #expect(RequestPath.segments(of: "/assets/recipebook.css") == .success(["assets", "recipebook.css"]))
        #expect(RequestPath.segments(of: "/photos/cr%C3%A8me%20br%C3%BBl%C3%A9e.jpeg") == .success(["photos", "crème brûlée.jpeg"]))
        #expect(RequestPath.segments(of: "/recipes/a..b/") == .success(["recipes", "a..b"]))
    }
}
