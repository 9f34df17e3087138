import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `serve` sends files as it reads them, so parallel downloads of a big file do not each hold
/// it. The server runs as a process of its own: its memory is its own, whatever other tests
/// running beside this one hold.
@Suite(.serialized, .timeLimit(.minutes(2))) struct ServeStreamingCommandTests {
    static let size = 16 * 1024 * 1024

    /// The byte at `offset` of the test file: a pattern a wrong or shifted byte breaks.
    static func byte(at offset: Int) -> UInt8 { UInt8(truncatingIfNeeded: offset % 251) }

    /// `recipebook serve` on a one-recipe book, on a port the system chose; stopped at the end.
    final class Server {
        let root: URL
        let process = Process()
        let port: UInt16
        var output: URL { root.appendingPathComponent("Output") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-serve-\(UUID().uuidString)")
            let recipes = root.appendingPathComponent("Content/recipes")
            try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
            try Data("# Soup\n\n- Water | 1 l\n\nSimmer.\n".utf8).write(to: recipes.appendingPathComponent("Soup.recipe"))
            let log = root.appendingPathComponent("serve.log")
            FileManager.default.createFile(atPath: log.path, contents: nil)
            process.executableURL = CommandRunner.binary
            process.arguments = ["serve", "--content", root.appendingPathComponent("Content").path, "--output", root.appendingPathComponent("Output").path, "--port", "0"]
            let logHandle = try FileHandle(forWritingTo: log)
            process.standardOutput = logHandle
            process.standardError = logHandle
            try process.run()
            // `serving … at http://127.0.0.1:PORT/` once the first build is done.
            let deadline = Date().addingTimeInterval(60)
            var found: UInt16?
            while found == nil, process.isRunning, Date() < deadline {
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                found = text.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression).flatMap {
                    UInt16(text[$0].dropFirst("127.0.0.1:".count).dropLast())
                }
                if found == nil { usleep(20_000) }
            }
            guard let found else {
                process.terminate()
                throw NotListening(log: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
            }
            port = found
        }

        deinit {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: root)
        }

        /// The server's resident memory, in bytes.
        var residentBytes: Int? { ServeStreamingCommandTests.residentBytes(of: process.processIdentifier) }

        func request(_ path: String) -> [UInt8] {
            Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        }
    }

    struct NotListening: Error, CustomStringConvertible {
        let log: String
        var description: String { "serve did not say where it listens: \(log)" }
    }

    /// The resident memory of process `pid`, in bytes.
    static func residentBytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    static func writeBigFile(at url: URL) throws {
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let chunk = 1024 * 1024
        for start in stride(from: 0, to: size, by: chunk) {
            try handle.write(contentsOf: Data((start..<(start + chunk)).map(byte(at:))))
        }
    }

    /// Memory is read from Linux's `/proc`.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func parallelDownloadsOfABigFileAreByteIdenticalAndDoNotEachHoldIt() async throws {
        let server = try Server()
        try Self.writeBigFile(at: server.output.appendingPathComponent("big.bin"))
        let request = server.request("/big.bin")
        let sockets = try (0..<4).map { _ in try LoopbackSocket(port: server.port) }
        let before = try #require(server.residentBytes)
        for socket in sockets { try socket.write(request) }
        // Nobody reads yet: a server that loaded the file for each request holds it now.
        try await Task.sleep(for: .seconds(2))
        let during = try #require(server.residentBytes)
        let received = try await withThrowingTaskGroup(of: Int.self) { group in
            for socket in sockets {
                group.addTask { try await onOwnThread { try Self.readAndCheck(socket) } }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(received == Array(repeating: Self.size, count: 4))
        #expect(during - before < Self.size, "memory grew by \((during - before) / 1_048_576) MB for 4 waiting downloads")

        // Then downloads read as fast as they can: a server that reads the file faster than
        // the connection takes it piles the pieces up.
        let port = server.port
        let pid = server.process.processIdentifier
        let sampling = Task { () -> Int in
            var highest = before
            while !Task.isCancelled {
                highest = max(highest, Self.residentBytes(of: pid) ?? highest)
                try? await Task.sleep(for: .milliseconds(5))
            }
            return highest
        }
        let fast = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await onOwnThread {
                        let socket = try LoopbackSocket(port: port)
                        try socket.write(request)
                        var count = 0
                        while case let chunk = try socket.read(atMost: 1 << 20), !chunk.isEmpty { count += chunk.count }
                        return count
                    }
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        sampling.cancel()
        let highest = await sampling.value
        #expect(fast.allSatisfy { $0 > Self.size }, "each got the file and its headers")
        #expect(highest - before < Self.size, "memory grew by \((highest - before) / 1_048_576) MB for 4 fast downloads")
    }

    /// Reads a response to its end, checking every body byte; returns the body's length.
    static func readAndCheck(_ socket: LoopbackSocket) throws -> Int {
        var head: [UInt8] = []
        var offset = 0
        var mismatches = 0
        var inBody = false
        while true {
            let chunk = try socket.read()
            if chunk.isEmpty { break }
            var bytes = chunk[...]
            if !inBody {
                head += bytes
                guard let end = (0..<max(0, head.count - 3)).first(where: { head[$0..<($0 + 4)].elementsEqual([13, 10, 13, 10]) }) else { continue }
                bytes = head[(end + 4)...]
                inBody = true
            }
            for value in bytes {
                if value != byte(at: offset) { mismatches += 1 }
                offset += 1
            }
        }
        return mismatches == 0 ? offset : -mismatches
    }
}
