import Foundation
import NIOHTTP1

/// What the preview server answers to one request, before it is written to the connection.
enum PreviewReply: Sendable, Equatable {
    /// A short text, with extra headers.
    case text(HTTPResponseStatus, String, headers: [String: String] = [:])
    /// A file's bytes, read and sent a piece at a time (HTML gets the live-reload script).
    case file(path: String, status: HTTPResponseStatus)
    /// The live-reload script.
    case script
    /// The service worker that takes away one an earlier visit left (``RetiringWorker``).
    case retiringWorker
    /// The live-reload channel: an event stream that stays open.
    case events

    /// The headers every answer has: nothing is cached, and no other site may read it.
    static var commonHeaders: HTTPHeaders {
        HTTPHeaders([
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
            ("Cross-Origin-Resource-Policy", "same-origin"),
            ("Referrer-Policy", "no-referrer"),
        ])
    }

    /// The answer to a method other than `GET` and `HEAD`.
    static let methodNotAllowed = PreviewReply.text(.methodNotAllowed, "Only GET and HEAD.\n", headers: ["Allow": "GET, HEAD"])
}
