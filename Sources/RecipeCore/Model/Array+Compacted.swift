extension Array {
    /// The same elements in storage of their own size. An array grown by appending keeps up
    /// to twice the room it needs, and a book keeps every recipe's arrays for its whole build.
    public var compacted: [Element] {
        capacity > count ? Array(self[...]) : self
    }
}
