import FlyingSocks
import Foundation

/// The bytes of a Server-Sent Events response, as they are produced: each event is handed to
/// the connection as soon as it is yielded.
struct EventStreamBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let events: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<Data>.Iterator
        var buffer: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            guard try await fill() else { return nil }
            return buffer.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard try await fill() else { return nil }
            let taken = Array(buffer.prefix(Swift.max(1, count)))
            buffer.removeFirst(taken.count)
            return taken
        }

        /// Waits for the next event when the buffer is empty; `false` at the end.
        private mutating func fill() async throws -> Bool {
            while buffer.isEmpty {
                guard let data = await events.next() else { return false }
                buffer = [UInt8](data)
            }
            return true
        }
    }
}
