extension String {
    /// Calls `body` with the string's UTF-8 bytes, read in place when they are stored
    /// together (any string Swift made), without `withUTF8`'s need for a mutable copy: a loop
    /// over a page's pieces made that copy, a retain, for every piece on every core. Inlinable,
    /// so that other modules get it specialized rather than looking up generic metadata per call.
    @inlinable
    public func withContiguousUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
