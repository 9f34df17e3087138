import Foundation

/// The live-reload channel: tells every open page about each build, as Server-Sent Events.
///
/// A page that connects gets the current status at once, then one `data:` event per build;
/// a comment every 15 seconds keeps the connection open and finds the ones that closed.
public actor LiveReloadChannel {
    /// Where pages connect.
    public static let path = "/__recipebook/events"

    private var status: BuildStatus?
    private var listeners: [UUID: AsyncStream<Data>.Continuation] = [:]
    private var heartbeat: Task<Void, Never>?
    private var closed = false

    /// A channel with no listener and no build yet.
    public init() {}

    /// How many pages listen.
    public var listenerCount: Int { listeners.count }

    /// The last status published.
    public var currentStatus: BuildStatus? { status }

    /// A new listener's events: the current status first, when there is one.
    func subscribe() -> AsyncStream<Data> {
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(16))
        guard !closed else {
            continuation.finish()
            return stream
        }
        let id = UUID()
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(id) }
        }
        continuation.yield(Self.event(retry: 1000))
        if let status { continuation.yield(Self.event(status)) }
        listeners[id] = continuation
        startHeartbeat()
        return stream
    }

    /// Tells every listener about a build.
    public func publish(_ status: BuildStatus) {
        self.status = status
        let event = Self.event(status)
        for listener in listeners.values { listener.yield(event) }
    }

    /// Ends every listener's stream; later listeners get none.
    public func close() {
        closed = true
        heartbeat?.cancel()
        heartbeat = nil
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    private func remove(_ id: UUID) {
        listeners[id] = nil
    }

    private func startHeartbeat() {
        guard heartbeat == nil else { return }
        heartbeat = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                guard let self else { return }
                await self.beat()
            }
        }
    }

    private func beat() {
        let ping = Data(": ping\n\n".utf8)
        for listener in listeners.values { listener.yield(ping) }
    }

    /// Tells every listener that build `build` has written `pages` ahead of the rest of the
    /// site, as a `pages` event: a page among them reloads at once.
    public func publish(build: Int, earlyPages pages: [String]) {
        guard !pages.isEmpty, pages.count <= BuildStatus.changedListLimit else { return }
        let event = Self.event(build: build, earlyPages: pages)
        for listener in listeners.values { listener.yield(event) }
    }

    static func event(build: Int, earlyPages pages: [String]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(EarlyPages(build: build, pages: pages))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Data("event: pages\ndata: \(body)\n\n".utf8)
    }

    /// A `pages` event's data: `{"build": 5, "pages": ["recipes/chili.html"]}`.
    struct EarlyPages: Codable {
        let build: Int
        let pages: [String]
    }

    static func event(_ status: BuildStatus) -> Data {
        Data("id: \(status.build)\ndata: \(status.json)\n\n".utf8)
    }

    static func event(retry milliseconds: Int) -> Data {
        Data("retry: \(milliseconds)\n\n".utf8)
    }
}
