import Foundation
import TestSupport
import RecipeServe

/// A tiny HTTP/1.1 client over loopback sockets, so tests choose every byte of the request
/// (hostile paths as written, any `Host` and `Origin`).
struct TestHTTPClient: Sendable {
    struct Response: Sendable {
        let status: Int
        /// Header names lowercased.
        let headers: [String: String]
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Timeout: Error {}

    let port: UInt16

    /// The response to `GET path` (or another method), within 10 seconds.
    func get(_ path: String, method: String = "GET", host: String? = nil, headers: [String: String] = [:]) async throws -> Response {
        let request = Self.request(path, method: method, host: host ?? "127.0.0.1:\(port)", headers: headers, close: true)
        return try await send(Array(request.utf8), head: method == "HEAD")
    }

    /// The response to `bytes` sent as they are, read until the server closes the connection.
    func send(_ bytes: [UInt8], head: Bool = false) async throws -> Response {
        let port = self.port
        let received = try await onOwnThread {
            let socket = try LoopbackSocket(port: port)
            // A server that refuses a request before reading all of it may close early.
            try? socket.write(bytes)
            return try socket.readToEnd()
        }
        return try Self.parse(received, head: head)
    }

    /// Opens the live-reload channel; the returned listener collects its events.
    func listen(origin: String? = nil) async throws -> EventListener {
        var headers = ["Accept": "text/event-stream"]
        if let origin { headers["Origin"] = origin }
        let request = Self.request(LiveReloadChannel.path, method: "GET", host: "127.0.0.1:\(port)", headers: headers, close: false)
        let socket = try LoopbackSocket(port: port, timeout: 1)
        try socket.write(Array(request.utf8))
        return EventListener(socket: socket)
    }

    static func request(_ path: String, method: String, host: String, headers: [String: String], close: Bool) -> String {
        var lines = ["\(method) \(path) HTTP/1.1", "Host: \(host)"]
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(value)") }
        if close { lines.append("Connection: close") }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    static func parse(_ bytes: [UInt8], head: Bool) throws -> Response {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = (0...(max(0, bytes.count - 4))).first(where: { Array(bytes[$0..<min(bytes.count, $0 + 4)]) == separator }) else {
            throw Timeout()
        }
        let headText = String(decoding: bytes[..<end], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n")
        let status = Int(lines.removeFirst().split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let rest = Array(bytes[(end + 4)...])
        let body = headers["transfer-encoding"] == "chunked" ? dechunked(rest) : rest
        return Response(status: status, headers: headers, body: head ? Data() : Data(body))
    }

    /// The bytes of a chunked body, without the chunk sizes.
    static func dechunked(_ bytes: [UInt8]) -> [UInt8] {
        var body: [UInt8] = []
        var index = 0
        while let lineEnd = (index..<max(index, bytes.count - 1)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
              let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16), size > 0 {
            let start = lineEnd + 2
            body += bytes[start..<min(bytes.count, start + size)]
            index = start + size + 2
        }
        return body
    }
}

/// The events a test's open live-reload channel has received so far.
final class EventListener: @unchecked Sendable {
    private let socket: LoopbackSocket
    private let lock = NSLock()
    private var received: [UInt8] = []
    private var closed = false
    private let done = DispatchSemaphore(value: 0)

    init(socket: LoopbackSocket) {
        self.socket = socket
        Thread.detachNewThread { [self] in
            // Reads time out every second, so that a closed listener stops reading.
            while !lock.withLock({ closed }) {
                do {
                    let chunk = try socket.read(atMost: 4096)
                    if chunk.isEmpty { break }
                    append(chunk)
                } catch let failure as LoopbackSocket.Failure where failure.code == EAGAIN || failure.code == EWOULDBLOCK {
                    continue
                } catch {
                    break
                }
            }
            done.signal()
        }
    }

    private func append(_ chunk: [UInt8]) {
        lock.withLock { received += chunk }
    }

    /// Everything received, as text (headers, chunk sizes and all).
    var text: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

    /// The status line and headers, once received.
    var statusLine: String? { text.components(separatedBy: "\r\n").first }

    /// Every build status received, in order.
    var statuses: [BuildStatus] {
        text.components(separatedBy: "\n")
            .filter { $0.hasPrefix("data: ") }
            .compactMap { try? JSONDecoder().decode(BuildStatus.self, from: Data($0.dropFirst(6).utf8)) }
    }

    /// Stops reading and closes the connection.
    func close() async {
        lock.withLock { closed = true }
        socket.shutDown()
        let done = self.done
        _ = try? await onOwnThread { done.wait() }
    }
}
