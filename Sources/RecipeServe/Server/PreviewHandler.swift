import Foundation
import RecipeCore
import NIOHTTP1

/// Decides the answer to every request of the preview server: the site's files, the live-reload
/// script and channel. Every answer has `Cache-Control: no-store` and no `Access-Control-*` header.
struct PreviewHandler: Sendable {
    /// The `Host` and `Origin` rules; its port is known once the server listens.
    let requestGuard: Locked<RequestGuard>
    /// The folder files are sent from: the output folder, or the last good copy of it.
    let folder: Locked<ServedFolder>
    let channel: LiveReloadChannel

    /// The answer to a request with this head.
    func reply(to head: HTTPRequestHead) -> PreviewReply {
        let rules = requestGuard.current
        guard rules.allowsHost(head.headers.first(name: "Host")) else {
            return .text(.forbidden, "This server answers only requests for its own address.\n")
        }
        guard head.method == .GET || head.method == .HEAD else { return PreviewReply.methodNotAllowed }
        let rawPath = Self.path(of: head.uri)
        switch rawPath {
        case LiveReloadChannel.path:
            guard rules.allowsOrigin(head.headers.first(name: "Origin")) else {
                return .text(.forbidden, "The live-reload channel is only for this server's pages.\n")
            }
            return .events
        case LiveReloadScript.path:
            return .script
        case RetiringWorker.path:
            return .retiringWorker
        default:
            return siteFile(rawPath)
        }
    }

    private func siteFile(_ rawPath: String) -> PreviewReply {
        let segments: [String]
        switch RequestPath.segments(of: rawPath) {
        case .success(let found): segments = found
        case .failure(.badRequest): return .text(.badRequest, "Bad path.\n")
        case .failure(.hidden): return notFound
        }
        switch folder.current.lookup(segments, endsWithSlash: RequestPath.endsWithSlash(rawPath)) {
        case .file(let path):
            return .file(path: path, status: .ok)
        case .folderWithoutSlash:
            return .text(.found, "", headers: ["Location": "/" + segments.map(Self.percentEncoded).joined(separator: "/") + "/"])
        case .missing:
            return notFound
        }
    }

    /// The site's `404.html`, or a line of text when it has none.
    var notFound: PreviewReply {
        guard let page = folder.current.notFoundPage else { return .text(.notFound, "Not found.\n") }
        return .file(path: page, status: .notFound)
    }

    /// The percent-encoded path of a request target: `/a/b` of `/a/b?x=1`.
    static func path(of uri: String) -> String {
        if uri.hasPrefix("/") {
            return String(uri.prefix { $0 != "?" && $0 != "#" })
        }
        // An absolute URL (`http://host/path`) names its path after the host.
        return URLComponents(string: uri).map(\.percentEncodedPath) ?? ""
    }

    private static func percentEncoded(_ segment: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#%")
        return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }
}
