import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP server of `recipebook serve`: the output folder, with live reload.
///
/// It listens on one address (loopback unless told otherwise) and answers only requests that
/// name that address or `localhost` in their `Host` header.
actor PreviewServer {
    /// The address as given (`127.0.0.1`, `::1`, `0.0.0.0`; `localhost` means `127.0.0.1`).
    nonisolated let host: String
    private let requestedPort: UInt16
    private let handler: PreviewHandler
    private var server: HTTPServer?
    private var runTask: Task<Void, Never>?

    /// A server for `folder` on `host`, `port` (0 picks a free port), telling pages about
    /// builds through `channel`.
    init(host: String, port: UInt16, folder: Locked<ServedFolder>, channel: LiveReloadChannel) {
        let host = host.lowercased() == "localhost" ? "127.0.0.1" : host
        self.host = host
        self.requestedPort = port
        self.handler = PreviewHandler(
            requestGuard: Locked(RequestGuard(host: host, port: port)), folder: folder, channel: channel)
    }

    /// Starts listening; returns the port (the one picked when 0 was asked for).
    func start() async throws(ServeError) -> UInt16 {
        let address = try Self.address(host: host, port: requestedPort)
        let server = HTTPServer(address: address, timeout: 30, logger: .disabled, handler: handler)
        // Whichever comes first: listening, or the server ending because it could not listen.
        let (outcomes, report) = AsyncStream<Result<Void, any Error>>.makeStream()
        let runTask = Task {
            do {
                try await server.run()
                report.yield(.failure(SocketError.disconnected))
            } catch {
                report.yield(.failure(error))
            }
        }
        let waiting = Task {
            do {
                try await server.waitUntilListening(timeout: 10)
                report.yield(.success(()))
            } catch {
                report.yield(.failure(error))
            }
        }
        var next = outcomes.makeAsyncIterator()
        let listened = await next.next() ?? .failure(SocketError.disconnected)
        waiting.cancel()
        if case .failure(let error) = listened {
            runTask.cancel()
            throw Self.serveError(error, host: host, port: requestedPort)
        }
        self.server = server
        self.runTask = runTask
        var port = requestedPort
        if case .ip4(_, let bound)? = await server.listeningAddress { port = bound }
        if case .ip6(_, let bound)? = await server.listeningAddress { port = bound }
        handler.requestGuard.set(RequestGuard(host: host, port: port))
        return port
    }

    /// Stops listening, giving open requests a second to finish.
    func stop() async {
        await server?.stop(timeout: 1)
        runTask?.cancel()
        server = nil
        runTask = nil
    }

    /// The socket address for `host`, which must be an IP address.
    static func address(host: String, port: UInt16) throws(ServeError) -> any SocketAddress {
        if RequestGuard.isIPv4(host), let address = try? sockaddr_in.inet(ip4: host, port: port) {
            return address
        }
        if host.contains(":"), let address = try? sockaddr_in6.inet6(ip6: host, port: port) {
            return address
        }
        throw .badHost(host)
    }

    private static func serveError(_ error: any Error, host: String, port: UInt16) -> ServeError {
        if case .failed(_, let code, let message) = error as? SocketError {
            if code == EADDRINUSE { return .portInUse(host: host, port: port) }
            if code == EACCES { return .cannotListen(host: host, port: port, reason: "permission denied (ports below 1024 need it)") }
            if code == EADDRNOTAVAIL { return .cannotListen(host: host, port: port, reason: "this machine has no such address") }
            return .cannotListen(host: host, port: port, reason: message)
        }
        return .cannotListen(host: host, port: port, reason: "\(error)")
    }
}
