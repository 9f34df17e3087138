import Foundation
import NIOCore
import NIOFileSystem
import NIOHTTP1

/// One client connection of the preview server: its requests are answered in turn until it
/// closes, asks to close, or sends what is refused.
struct PreviewConnection {
    typealias Channel = NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>
    typealias Writer = NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>

    /// HTML larger than this is sent as it is, without the live-reload script: it would have
    /// to be read whole to find its `</body>`.
    static let injectionLimit: Int64 = 16 * 1024 * 1024
    /// How much of a file is read at a time.
    static let chunk = ByteCount.kibibytes(64)

    let handler: PreviewHandler

    /// Answers the connection's requests, then closes it.
    func serve(_ connection: Channel) async {
        let underlying = connection.channel
        try? await connection.executeThenClose { inbound, outbound in
            do {
                for try await part in inbound {
                    guard case .head(let head) = part else { continue }
                    // A request with a body is answered, then the connection closes: this server
                    // reads none, and the limits on heads no longer count from a known start.
                    let keepAlive = head.isKeepAlive && !Self.hasBody(head)
                    try await answer(head, keepAlive: keepAlive, outbound, on: underlying.eventLoop)
                    if !keepAlive { break }
                }
                // Closing the output waits for the answer's last bytes; closing the whole
                // connection at once would drop those the client has not taken yet.
                try? await underlying.close(mode: .output)
            } catch let exceeded as HeadLimits.Exceeded {
                let status: HTTPResponseStatus = exceeded == .requestLine ? .uriTooLong : .requestHeaderFieldsTooLarge
                let text = exceeded == .requestLine ? "The request line is too long.\n" : "The request's headers are too large.\n"
                try await refuse(.text(status, text), outbound, underlying)
            } catch let error as HTTPParserError {
                // The parser knows a fixed list of methods: an unknown one is still a method.
                if case .invalidMethod = error {
                    try await refuse(PreviewReply.methodNotAllowed, outbound, underlying)
                } else {
                    try await refuse(.text(.badRequest, "Bad request.\n"), outbound, underlying)
                }
            }
        }
    }

    private static func hasBody(_ head: HTTPRequestHead) -> Bool {
        head.headers.contains(name: "Transfer-Encoding")
            || head.headers.first(name: "Content-Length").map { $0.trimmingCharacters(in: .whitespaces) != "0" } ?? false
    }

    /// Answers a request that cannot be read further, then lets the client finish sending and
    /// close, for two seconds at most: closing with its bytes unread would reset the connection
    /// and could destroy the answer before the client reads it. ``HeadLimits`` drops those bytes.
    private func refuse(_ reply: PreviewReply, _ outbound: Writer, _ channel: any NIOCore.Channel) async throws {
        try await answer(reply, head: false, keepAlive: false, outbound, on: channel.eventLoop)
        try? await channel.close(mode: .output)
        _ = channel.setOption(ChannelOptions.autoRead, value: true)
        let (closed, signal) = AsyncStream<Void>.makeStream()
        channel.closeFuture.whenComplete { _ in signal.finish() }
        let timer = Task {
            try? await Task.sleep(for: .seconds(2))
            signal.finish()
        }
        for await _ in closed {}
        timer.cancel()
    }

    private func answer(_ head: HTTPRequestHead, keepAlive: Bool, _ outbound: Writer, on eventLoop: any EventLoop) async throws {
        try await answer(handler.reply(to: head), head: head.method == .HEAD, keepAlive: keepAlive, outbound, on: eventLoop)
    }

    private func answer(_ reply: PreviewReply, head: Bool, keepAlive: Bool, _ outbound: Writer, on eventLoop: any EventLoop) async throws {
        var headers = PreviewReply.commonHeaders
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        switch reply {
        case .text(let status, let text, let extra):
            for (name, value) in extra.sorted(by: { $0.key < $1.key }) { headers.add(name: name, value: value) }
            try await send(status, headers, type: "text/plain; charset=utf-8", bytes: Data(text.utf8), head: head, outbound)
        case .script:
            try await send(.ok, headers, type: ContentType.of("live.js"), bytes: Data(LiveReloadScript.source.utf8), head: head, outbound)
        case .retiringWorker:
            try await send(.ok, headers, type: ContentType.of(RetiringWorker.path), bytes: Data(RetiringWorker.source.utf8), head: head, outbound)
        case .file(let path, let status):
            do {
                try await sendFile(path, status: status, headers, head: head, outbound, on: eventLoop)
            } catch is FileSystemError {
                // Gone between the look-up and the opening (a build replaced or removed it).
                try await send(.notFound, headers, type: "text/plain; charset=utf-8", bytes: Data("Not found.\n".utf8), head: head, outbound)
            }
        case .events:
            try await sendEvents(headers, head: head, outbound)
        }
    }

    private func send(
        _ status: HTTPResponseStatus, _ headers: HTTPHeaders, type: String, bytes: Data, head: Bool, _ outbound: Writer
    ) async throws {
        var headers = headers
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(bytes.count))
        try await outbound.write(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers)))
        if !head && !bytes.isEmpty { try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: bytes)))) }
        try await outbound.write(.end(nil))
    }

    /// Sends a file a piece at a time, each piece once the connection has taken the last one,
    /// so a large file costs a few pieces of memory however slow the client reads.
    private func sendFile(
        _ path: String, status: HTTPResponseStatus, _ headers: HTTPHeaders, head: Bool, _ outbound: Writer, on eventLoop: any EventLoop
    ) async throws {
        let type = ContentType.of(path)
        try await FileSystem.shared.withFileHandle(forReadingAt: FilePath(path)) { file in
            let size = try await file.info().size
            if type.hasPrefix("text/html") && size <= Self.injectionLimit {
                let html = try await file.readToEnd(maximumSizeAllowed: .bytes(Self.injectionLimit))
                var page = Data(html.readableBytesView)
                // The site's 404 page answers for any missing address, at any depth: its links
                // are written from the site's root, which `serve` knows is `/`.
                if status == .notFound { page = LiveReloadInjection.injectBase(into: page) }
                page = LiveReloadInjection.inject(into: page)
                try await send(status, headers, type: type, bytes: page, head: head, outbound)
                return
            }
            var headers = headers
            headers.add(name: "Content-Type", value: type)
            headers.add(name: "Content-Length", value: String(size))
            try await outbound.write(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers)))
            if !head {
                for try await piece in file.readChunks(in: 0..<size, chunkLength: Self.chunk) {
                    try await outbound.write(.body(.byteBuffer(piece)))
                    // The writer waits only once the connection says it is full, and it says so
                    // only after its event loop has taken the pieces handed to it: without this
                    // wait a fast reader of the file hands over hundreds of pieces before then.
                    try await eventLoop.submit {}.get()
                }
            }
            try await outbound.write(.end(nil))
        }
    }

    /// The live-reload channel: events as they come, until the page or the server goes.
    private func sendEvents(_ headers: HTTPHeaders, head: Bool, _ outbound: Writer) async throws {
        var headers = headers
        headers.add(name: "Content-Type", value: "text/event-stream; charset=utf-8")
        if head {
            headers.add(name: "Content-Length", value: "0")
            try await outbound.write(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers)))
            try await outbound.write(.end(nil))
            return
        }
        try await outbound.write(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers)))
        for await event in await handler.channel.subscribe() {
            try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: event))))
        }
        try await outbound.write(.end(nil))
    }
}
