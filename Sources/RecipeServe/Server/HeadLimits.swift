import NIOCore

/// Bounds each request's head in the bytes as they arrive, before the HTTP parser sees them:
/// a line of at most ``lineLimit`` bytes and a head of at most ``headLimit``.
///
/// Past a bound it reports ``Exceeded`` once and drops every later byte of the connection, so a
/// client sending an endless line costs one pass over ``lineLimit`` bytes, not its whole line.
final class HeadLimits: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// The longest request line or header line, without its line break.
    static let lineLimit = 8 * 1024
    /// The longest head: request line and headers together.
    static let headLimit = 64 * 1024

    /// Which bound a request went past.
    enum Exceeded: Error, Equatable {
        /// Its request line: answered with 414.
        case requestLine
        /// Its headers: answered with 431.
        case headers
    }

    private enum State {
        /// Reading a head: bytes of the current line and of the head so far.
        case head(line: Int, total: Int, onRequestLine: Bool)
        /// After a head that announced a body: the parser's own bounds hold from here, and the
        /// connection closes after its answer.
        case passing
        /// Past a bound: nothing more is read.
        case refused
    }

    private var state = State.head(line: 0, total: 0, onRequestLine: true)
    /// The first bytes of the current header line, lowercased, to notice a body coming.
    private var lineStart: [UInt8] = []
    /// Whether a header line of the head read so far announced a body.
    private var bodyAnnounced = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch state {
        case .refused:
            return
        case .passing:
            context.fireChannelRead(data)
            return
        case .head:
            break
        }
        let buffer = Self.unwrapInboundIn(data)
        for byte in buffer.readableBytesView {
            if let exceeded = scan(byte) {
                state = .refused
                context.fireErrorCaught(exceeded)
                return
            }
            if case .passing = state { break }
        }
        context.fireChannelRead(data)
    }

    /// Counts one byte of a head; the bound it breaks, if any.
    private func scan(_ byte: UInt8) -> Exceeded? {
        guard case .head(var line, var total, var onRequestLine) = state else { return nil }
        total += 1
        if byte == UInt8(ascii: "\n") {
            let empty = line == 0 || (line == 1 && lineStart.first == UInt8(ascii: "\r"))
            if empty && !onRequestLine {
                // The head ends: the next byte starts the next request, or a body.
                state = bodyAnnounced ? .passing : .head(line: 0, total: 0, onRequestLine: true)
                bodyAnnounced = false
                lineStart = []
                return nil
            }
            if !empty {
                if !onRequestLine && Self.announcesBody(lineStart) { bodyAnnounced = true }
                onRequestLine = false
            }
            line = 0
            lineStart = []
        } else {
            line += 1
            if lineStart.count < 20 { lineStart.append(byte | (byte >= 65 && byte <= 90 ? 0x20 : 0)) }
            if line > Self.lineLimit { return onRequestLine ? .requestLine : .headers }
        }
        if total > Self.headLimit { return onRequestLine ? .requestLine : .headers }
        state = .head(line: line, total: total, onRequestLine: onRequestLine)
        return nil
    }

    private static func announcesBody(_ start: [UInt8]) -> Bool {
        start.starts(with: Array("content-length:".utf8)) || start.starts(with: Array("transfer-encoding:".utf8))
    }
}
