import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A blocking TCP socket to a port on 127.0.0.1, for tests that choose every byte they send.
///
/// Reads give up after the socket's receive timeout, so a server that never answers fails the
/// test instead of hanging it.
public final class LoopbackSocket: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public var code: Int32 = 0
    }

    private let descriptor: Int32

    /// A socket connected to `port`, whose reads wait at most `timeout` seconds each.
    public init(port: UInt16, timeout: Int = 10) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(description: "connect: \(code)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// A write to a closed connection fails instead of ending the test process with SIGPIPE.
    #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let noSignal: Int32 = 0
    #endif

    /// Sends every byte; throws when the server closed the connection first.
    public func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Self.noSignal) }
            guard sent > 0 else { throw Failure(description: "send: \(errno)") }
            offset += sent
        }
    }

    /// Up to `count` bytes; empty at the end of the stream.
    public func read(atMost count: Int = 65536) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard received >= 0 else { throw Failure(description: "recv: \(errno)", code: errno) }
        return Array(buffer.prefix(received))
    }

    /// Everything until the server closes the connection.
    public func readToEnd() throws -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let chunk = try read()
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
    }

    /// Tells the server nothing more will be sent.
    public func finishWriting() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Ends both directions, waking a read that waits.
    public func shutDown() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }
}

/// Runs blocking socket work on a thread of its own, off the tasks' shared threads.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try work() })
        }
    }
}
