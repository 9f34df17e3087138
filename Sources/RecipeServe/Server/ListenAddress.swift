import Foundation

/// What the address `serve` listens on means for who can read the book.
public enum ListenAddress {
    /// Whether other machines may reach a server listening on `host`: every address but the
    /// loopback ones (`127.0.0.0/8`, `::1`, `localhost`), which never leave this machine.
    public static func isReachableFromOtherMachines(_ host: String) -> Bool {
        var name = host.lowercased()
        if name == "localhost" { return false }
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        var ip4 = in_addr()
        if inet_pton(AF_INET, name, &ip4) == 1 {
            return UInt32(bigEndian: ip4.s_addr) >> 24 != 127
        }
        var ip6 = in6_addr()
        if inet_pton(AF_INET6, name, &ip6) == 1 {
            let bytes = withUnsafeBytes(of: ip6) { Array($0) }
            return bytes != [UInt8](repeating: 0, count: 15) + [1]
        }
        return true
    }
}
