/// One builder behind a reference, for the closures that render a page only when it is
/// written: each such closure retains this once, where a copy of the builder would retain
/// every part of the book and the site it holds, ten thousand times over, on one thread.
final class SharedBuilder: Sendable {
    let builder: SiteBuilder

    init(_ builder: SiteBuilder) {
        self.builder = builder
    }
}
