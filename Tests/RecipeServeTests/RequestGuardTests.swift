import Testing
@testable import RecipeServe

@Suite struct RequestGuardTests {
    let loopback = RequestGuard(host: "127.0.0.1", port: 8000)

    @Test(arguments: ["127.0.0.1:8000", "localhost:8000", "LOCALHOST:8000", "[::1]:8000"])
    func ownAddressesAreAllowed(_ host: String) {
        #expect(loopback.allowsHost(host))
    }

    @Test(arguments: [
        nil, "", "evil.example", "evil.example:8000", "127.0.0.1", "127.0.0.1:8001", "localhost", "localhost.:8000",
        "localhost.evil.example:8000", "127.0.0.1.nip.io:8000", "192.168.1.10:8000", "127.0.0.1:8000:8000",
        "127.0.0.1:+8000", "[::1]", "0.0.0.0:8000", "127.0.0.1:80@evil.example",
    ] as [String?])
    func otherHostsAreRefused(_ host: String?) {
        #expect(!loopback.allowsHost(host))
    }

    @Test func portEightyMayBeLeftOut() {
        let guardOn80 = RequestGuard(host: "127.0.0.1", port: 80)
        #expect(guardOn80.allowsHost("localhost"))
        #expect(guardOn80.allowsHost("127.0.0.1:80"))
        #expect(!guardOn80.allowsHost("evil.example"))
    }

    @Test func everyAddressAllowsAddressLiteralsButNoNames() {
        let everywhere = RequestGuard(host: "0.0.0.0", port: 8000)
        #expect(everywhere.allowsHost("192.168.1.10:8000"))
        #expect(everywhere.allowsHost("[fe80::1]:8000"))
        #expect(everywhere.allowsHost("localhost:8000"))
        #expect(!everywhere.allowsHost("evil.example:8000"))
        #expect(!everywhere.allowsHost("192.168.1.10.evil.example:8000"))
    }

    @Test func anIPv6ServerAllowsItsBracketedAddress() {
        let v6 = RequestGuard(host: "::1", port: 8000)
        #expect(v6.allowsHost("[::1]:8000"))
        #expect(v6.allowsHost("localhost:8000"))
        #expect(!v6.allowsHost("::1:8000"))
    }

    @Test func originsMustBeThisServer() {
        #expect(loopback.allowsOrigin(nil))
        #expect(loopback.allowsOrigin("http://127.0.0.1:8000"))
        #expect(loopback.allowsOrigin("http://localhost:8000"))
        #expect(!loopback.allowsOrigin("null"))
        #expect(!loopback.allowsOrigin("http://evil.example"))
        #expect(!loopback.allowsOrigin("http://evil.example:8000"))
        #expect(!loopback.allowsOrigin("https://127.0.0.1:8000"))
        #expect(!loopback.allowsOrigin("http://127.0.0.1:8001"))
        #expect(!loopback.allowsOrigin("http://127.0.0.1:8000/path"))
    }
}
