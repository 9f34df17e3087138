import Foundation
import RecipeCore
import NIOCore
import NIOHTTP1
import NIOPosix

/// The HTTP server of `recipebook serve`: the output folder, with live reload.
///
/// It listens on one address (loopback unless told otherwise) and answers only requests that
/// name that address or `localhost` in their `Host` header. Each request's head is bounded
/// (see ``HeadLimits``) before SwiftNIO's parser reads it.
actor PreviewServer {
    typealias Listener = NIOAsyncChannel<PreviewConnection.Channel, Never>

    /// The address as given (`127.0.0.1`, `::1`, `0.0.0.0`; `localhost` means `127.0.0.1`).
    nonisolated let host: String
    private let requestedPort: UInt16
    private let handler: PreviewHandler
    private var listening: (any Channel)?
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
        let listener: Listener
        do {
            listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.backlog, value: 256)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                // A client that sends a refused request and at once stops sending still gets
                // its answer: its end of input does not close the connection under it.
                .childChannelOption(.allowRemoteHalfClosure, value: true)
                .bind(to: address) { channel in
                    channel.eventLoop.makeCompletedFuture { try Self.configure(channel) }
                }
        } catch {
            throw Self.serveError(error, host: host, port: requestedPort)
        }
        let port = listener.channel.localAddress?.port.map(UInt16.init) ?? requestedPort
        handler.requestGuard.set(RequestGuard(host: host, port: port))
        listening = listener.channel
        let connection = PreviewConnection(handler: handler)
        runTask = Task {
            try? await listener.executeThenClose { clients in
                await withDiscardingTaskGroup { group in
                    do {
                        for try await client in clients {
                            group.addTask { await connection.serve(client) }
                        }
                    } catch {
                        // The listening socket closed: the server is stopping.
                    }
                    group.cancelAll()
                }
            }
        }
        return port
    }

    /// Stops listening and closes every open connection.
    func stop() async {
        try? await listening?.close()
        runTask?.cancel()
        await runTask?.value
        listening = nil
        runTask = nil
    }

    /// The pipeline of a client connection: the head bounds, then SwiftNIO's HTTP/1.1 codec.
    private static func configure(_ channel: any Channel) throws -> PreviewConnection.Channel {
        var limits = NIOHTTPDecoderLimitConfiguration()
        // Behind ``HeadLimits`` these hold only after a head that announced a body.
        limits.maxHeaderFieldSize = HeadLimits.lineLimit
        limits.maxHeaderListSize = HeadLimits.headLimit
        let pipeline = channel.pipeline.syncOperations
        try pipeline.configureHTTPServerPipeline(
            withPipeliningAssistance: false, withErrorHandling: false,
            withEncoderConfiguration: HTTPResponseEncoder.Configuration(), withDecoderLimitConfiguration: limits)
        try pipeline.addHandler(HeadLimits(), position: .first)
        return try PreviewConnection.Channel(wrappingChannelSynchronously: channel)
    }

    /// The socket address for `host`, which must be an IP address.
    static func address(host: String, port: UInt16) throws(ServeError) -> SocketAddress {
        guard RequestGuard.isIPv4(host) || host.contains(":"),
              let address = try? SocketAddress(ipAddress: host, port: Int(port)) else {
            throw .badHost(host)
        }
        return address
    }

    private static func serveError(_ error: any Error, host: String, port: UInt16) -> ServeError {
        if let error = error as? IOError {
            let code = error.errnoCode
            if code == EADDRINUSE { return .portInUse(host: host, port: port) }
            if code == EACCES { return .cannotListen(host: host, port: port, reason: "permission denied (ports below 1024 need it)") }
            if code == EADDRNOTAVAIL { return .cannotListen(host: host, port: port, reason: "this machine has no such address") }
            return .cannotListen(host: host, port: port, reason: String(cString: strerror(code)))
        }
        return .cannotListen(host: host, port: port, reason: "\(error)")
    }
}
