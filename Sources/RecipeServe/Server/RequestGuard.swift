/// Checks that a request comes from a page of this server, not from another site.
///
/// The `Host` header must name the server's own address or `localhost`, with its port: a page
/// of another site that makes its own name point to 127.0.0.1 (DNS rebinding) sends its own
/// name and is refused. The live-reload channel also checks `Origin`, which browsers send on
/// requests from other sites.
public struct RequestGuard: Sendable, Equatable {
    /// The address the server listens on, as given (`127.0.0.1`, `::1`, `0.0.0.0`).
    public let host: String
    /// The port it listens on.
    public let port: UInt16

    /// A guard for a server listening on `host`, `port`.
    public init(host: String, port: UInt16) {
        self.host = host.lowercased()
        self.port = port
    }

    /// Whether a request with this `Host` header may be answered.
    public func allowsHost(_ header: String?) -> Bool {
        guard let header, let (name, port) = Self.split(header) else { return false }
        return allowsName(name) && (port == self.port || (port == nil && self.port == 80))
    }

    /// Whether a request with this `Origin` header may use the live-reload channel: none (the
    /// page's own requests need not send one), or `http://` and an allowed host.
    public func allowsOrigin(_ header: String?) -> Bool {
        guard let header else { return true }
        let lowercased = header.lowercased()
        guard lowercased.hasPrefix("http://") else { return false }
        return allowsHost(String(lowercased.dropFirst("http://".count)))
    }

    private func allowsName(_ name: String) -> Bool {
        if name == "localhost" || name == "127.0.0.1" || name == "[::1]" { return true }
        let own = host.contains(":") ? "[\(host)]" : host
        if name == own { return true }
        // Listening on every address: any address literal names this machine; a name does not.
        if host == "0.0.0.0" || host == "::" { return Self.isIPv4(name) || Self.isBracketedIPv6(name) }
        return false
    }

    /// `name` and port of `host[:port]`, `[v6][:port]`; `nil` when malformed.
    static func split(_ header: String) -> (name: String, port: UInt16?)? {
        let text = header.lowercased()
        let name: Substring
        let rest: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            name = text[...close]
            rest = text[text.index(after: close)...]
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            rest = text[colon...]
        } else {
            name = text[...]
            rest = ""
        }
        guard !name.isEmpty else { return nil }
        if rest.isEmpty { return (String(name), nil) }
        guard rest.hasPrefix(":"), rest.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
              let port = UInt16(rest.dropFirst()) else {
            return nil
        }
        return (String(name), port)
    }

    static func isIPv4(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
        }
    }

    static func isBracketedIPv6(_ name: String) -> Bool {
        guard name.hasPrefix("["), name.hasSuffix("]"), name.count > 2 else { return false }
        return name.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
}
