import FlyingFox
import Foundation

/// Answers every request of the preview server: the site's files, the live-reload script and
/// channel. Every answer has `Cache-Control: no-store` and no `Access-Control-*` header.
struct PreviewHandler: HTTPHandler {
    /// The `Host` and `Origin` rules; its port is known once the server listens.
    let requestGuard: Locked<RequestGuard>
    /// The folder files are sent from: the output folder, or the last good copy of it.
    let folder: Locked<ServedFolder>
    let channel: LiveReloadChannel

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let rules = requestGuard.current
        guard rules.allowsHost(request.headers[.host]) else {
            return Self.text(.forbidden, "This server answers only requests for its own address.\n")
        }
        guard request.method == .GET || request.method == .HEAD else {
            var response = Self.text(.methodNotAllowed, "Only GET and HEAD.\n")
            response.headers[HTTPHeader("Allow")] = "GET, HEAD"
            return response
        }
        let rawPath = request.target.path(percentEncoded: true)
        switch rawPath {
        case LiveReloadChannel.path:
            guard rules.allowsOrigin(request.headers[HTTPHeader("Origin")]) else {
                return Self.text(.forbidden, "The live-reload channel is only for this server's pages.\n")
            }
            return await eventStream(head: request.method == .HEAD)
        case LiveReloadScript.path:
            return Self.body(Data(LiveReloadScript.source.utf8), type: ContentType.of("live.js"), head: request.method == .HEAD)
        default:
            return siteFile(rawPath, head: request.method == .HEAD)
        }
    }

    private func siteFile(_ rawPath: String, head: Bool) -> HTTPResponse {
        let segments: [String]
        switch RequestPath.segments(of: rawPath) {
        case .success(let found): segments = found
        case .failure(.badRequest): return Self.text(.badRequest, "Bad path.\n")
        case .failure(.hidden): return notFound(head: head)
        }
        let served = folder.current
        switch served.lookup(segments, endsWithSlash: RequestPath.endsWithSlash(rawPath)) {
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else { return notFound(head: head) }
            return Self.body(data, type: ContentType.of(path), head: head)
        case .folderWithoutSlash:
            var response = Self.text(.found, "")
            response.headers[.location] = "/" + segments.map(Self.percentEncoded).joined(separator: "/") + "/"
            return response
        case .missing:
            return notFound(head: head)
        }
    }

    private func notFound(head: Bool) -> HTTPResponse {
        guard let page = folder.current.notFoundPage, let data = FileManager.default.contents(atPath: page) else {
            return Self.text(.notFound, "Not found.\n")
        }
        return Self.body(data, type: ContentType.of(page), head: head, status: .notFound)
    }

    private func eventStream(head: Bool) async -> HTTPResponse {
        var headers = Self.commonHeaders
        headers[.contentType] = "text/event-stream; charset=utf-8"
        if head { return HTTPResponse(statusCode: .ok, headers: headers) }
        let events = await channel.subscribe()
        return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: EventStreamBody(events: events)))
    }

    /// A file's bytes (HTML with the live-reload script added); for `HEAD`, its headers only.
    static func body(_ data: Data, type: String, head: Bool, status: HTTPStatusCode = .ok) -> HTTPResponse {
        let bytes = type.hasPrefix("text/html") ? LiveReloadInjection.inject(into: data) : data
        var headers = commonHeaders
        headers[.contentType] = type
        if head {
            headers[.contentLength] = String(bytes.count)
            return HTTPResponse(statusCode: status, headers: headers)
        }
        return HTTPResponse(statusCode: status, headers: headers, body: bytes)
    }

    static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        var headers = commonHeaders
        headers[.contentType] = "text/plain; charset=utf-8"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }

    static var commonHeaders: HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        headers[HTTPHeader("Cross-Origin-Resource-Policy")] = "same-origin"
        headers[HTTPHeader("Referrer-Policy")] = "no-referrer"
        return headers
    }

    private static func percentEncoded(_ segment: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#%")
        return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }
}
