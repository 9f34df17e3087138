/// Why the preview server cannot start.
public enum ServeError: Error, Equatable, CustomStringConvertible {
    /// Another program listens on the port.
    case portInUse(host: String, port: UInt16)
    /// `--host` is not an address this machine can listen on.
    case badHost(String)
    /// The system refused to listen.
    case cannotListen(host: String, port: UInt16, reason: String)
    /// Watching the folders cannot start.
    case watch(WatchError)

    /// A sentence saying what is wrong and what to try.
    public var description: String {
        switch self {
        case .portInUse(_, let port):
            "port \(port) is in use; try --port \(port == UInt16.max ? 8000 : port + 1)"
        case .badHost(let host):
            "'\(host)' is not an address to listen on; use an IP address such as 127.0.0.1 or ::1, or localhost"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host):\(port): \(reason)"
        case .watch(let error):
            error.description
        }
    }
}
