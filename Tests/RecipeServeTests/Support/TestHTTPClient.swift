import FlyingSocks
import Foundation
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
        let socket = try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 5)
        defer { try? socket.close() }
        try await socket.write(Data(request.utf8))
        let bytes = try await Self.withTimeout(10) { try await Self.readToEnd(socket) }
        return try Self.parse(bytes, head: method == "HEAD")
    }

    /// Opens the live-reload channel; the returned listener collects its events.
    func listen(origin: String? = nil) async throws -> EventListener {
        var headers = ["Accept": "text/event-stream"]
        if let origin { headers["Origin"] = origin }
        let request = Self.request(LiveReloadChannel.path, method: "GET", host: "127.0.0.1:\(port)", headers: headers, close: false)
        let socket = try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 5)
        try await socket.write(Data(request.utf8))
        return EventListener(socket: socket)
    }

    static func request(_ path: String, method: String, host: String, headers: [String: String], close: Bool) -> String {
        var lines = ["\(method) \(path) HTTP/1.1", "Host: \(host)"]
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(value)") }
        if close { lines.append("Connection: close") }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    static func readToEnd(_ socket: AsyncSocket) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            do {
                let chunk = try await socket.read(atMost: 65536)
                if chunk.isEmpty { break }
                bytes += chunk
            } catch SocketError.disconnected {
                break
            }
        }
        return bytes
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
        return Response(status: status, headers: headers, body: head ? Data() : Data(bytes[(end + 4)...]))
    }

    /// Runs `operation`, throwing ``Timeout`` when it takes longer than `seconds`.
    static func withTimeout<T: Sendable>(_ seconds: Double, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
                throw Timeout()
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw Timeout() }
            return first
        }
    }
}

/// The events a test's open live-reload channel has received so far.
final class EventListener: @unchecked Sendable {
    private let socket: AsyncSocket
    private let lock = NSLock()
    private var received: [UInt8] = []
    private var reader: Task<Void, Never>?

    init(socket: AsyncSocket) {
        self.socket = socket
        reader = Task { [socket, weak self] in
            while !Task.isCancelled {
                guard let chunk = try? await socket.read(atMost: 4096), !chunk.isEmpty else { return }
                self?.append(chunk)
            }
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

    /// Stops reading, then closes the socket (closing first would leave the socket pool
    /// waiting on a file descriptor that a later socket may reuse).
    func close() async {
        reader?.cancel()
        await reader?.value
        try? socket.close()
    }
}
