import Foundation
import Testing
@testable import RecipeServe

/// The server refuses what no browser sends, at once, and keeps serving everyone else.
@Suite(.serialized, .timeLimit(.minutes(1))) struct ServerLimitsTests {
    typealias Running = LivePreviewTests.Running

    static func request(path: String, headers: [String] = [], port: UInt16) -> [UInt8] {
        let lines = ["GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)"] + headers + ["Connection: close"]
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    @Test func aLongRequestLineIsRefusedWith414WhileOthersAreServed() async throws {
        try await Running.use { running in
            let port = running.port
            let client = running.client
            let long = Self.request(path: "/" + String(repeating: "a", count: 256 * 1024), port: port)
            async let first = client.send(long)
            async let second = client.send(long)
            let meanwhile = try await client.get("/")
            let statuses = try await [first.status, second.status]
            #expect(meanwhile.status == 200)
            #expect(statuses == [414, 414])
            // A line just under the bound is read as usual: no such page.
            let near = Self.request(path: "/" + String(repeating: "a", count: 8000), port: port)
            let nearStatus = try await client.send(near).status
            #expect(nearStatus == 404)
        }
    }

    @Test func aLongHeaderLineOrTooManyHeadersAreRefusedWith431() async throws {
        try await Running.use { running in
            let port = running.port
            let client = running.client
            let longHeader = Self.request(path: "/", headers: ["X-Long: " + String(repeating: "a", count: 9000)], port: port)
            let many = (0..<10).map { "X-Part-\($0): " + String(repeating: "b", count: 7000) }
            let fewer = (0..<7).map { "X-Part-\($0): " + String(repeating: "b", count: 7000) }
            let statuses = [
                try await client.send(longHeader).status,
                try await client.send(Self.request(path: "/", headers: many, port: port)).status,
                try await client.send(Self.request(path: "/", headers: fewer, port: port)).status,
            ]
            #expect(statuses == [431, 431, 200])
        }
    }

    @Test func unknownMethodsAreNotAllowed() async throws {
        try await Running.use { running in
            for method in ["BREW", "PROPFIND", "DELETE"] {
                let response = try await running.client.get("/", method: method)
                #expect(response.status == 405, "\(method)")
                #expect(response.headers["allow"] == "GET, HEAD", "\(method)")
            }
        }
    }
}
