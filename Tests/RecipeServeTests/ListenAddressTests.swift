import Testing
@testable import RecipeServe

/// `serve` warns that other machines can read the book only when they can reach the address.
struct ListenAddressTests {
    @Test(arguments: ["127.0.0.1", "127.0.0.2", "127.255.255.254", "::1", "[::1]", "localhost", "LOCALHOST", "0:0:0:0:0:0:0:1"])
    func loopbackAddressesAreNotWarnedAbout(_ host: String) {
        #expect(!ListenAddress.isReachableFromOtherMachines(host))
    }

    @Test(arguments: ["0.0.0.0", "::", "192.168.1.20", "10.0.0.1", "128.0.0.1", "fe80::1", "::ffff:10.0.0.1"])
    func otherAddressesAreWarnedAbout(_ host: String) {
        #expect(ListenAddress.isReachableFromOtherMachines(host))
    }
}
