import Foundation
import Testing
@testable import RecipeServe

/// Files are sent as they are read, so parallel downloads of a big file do not each hold it.
@Suite(.serialized, .timeLimit(.minutes(2))) struct ServedFileStreamingTests {
    static let size = 16 * 1024 * 1024

    /// The byte at `offset` of the test file: a pattern a wrong or shifted byte breaks.
    static func byte(at offset: Int) -> UInt8 { UInt8(truncatingIfNeeded: offset % 251) }

    static func writeBigFile(at path: String) throws {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let chunk = 1024 * 1024
        for start in stride(from: 0, to: size, by: chunk) {
            try handle.write(contentsOf: Data((start..<(start + chunk)).map(byte(at:))))
        }
    }

    /// The resident memory of this process, in bytes.
    static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    /// Memory is read from Linux's `/proc`.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func parallelDownloadsOfABigFileAreByteIdenticalAndDoNotEachHoldIt() async throws {
        try await LivePreviewTests.Running.use { running in
            try Self.writeBigFile(at: running.sandbox.output + "/big.bin")
            let port = running.port
            let request = ServerLimitsTests.request(path: "/big.bin", port: port)
            let sockets = try (0..<4).map { _ in try LoopbackSocket(port: port) }
            let before = try #require(Self.residentBytes())
            for socket in sockets { try socket.write(request) }
            // Nobody reads yet: a server that loaded the file for each request holds it now.
            try await Task.sleep(for: .seconds(2))
            let during = try #require(Self.residentBytes())
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
            let peak = Collected<Int>()
            let sampling = Task {
                while !Task.isCancelled {
                    if let now = Self.residentBytes() { peak.append(now) }
                    try? await Task.sleep(for: .milliseconds(5))
                }
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
            #expect(fast.allSatisfy { $0 > Self.size }, "each got the file and its headers")
            let highest = peak.all.max() ?? before
            #expect(highest - before < Self.size, "memory grew by \((highest - before) / 1_048_576) MB for 4 fast downloads")
        }
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
