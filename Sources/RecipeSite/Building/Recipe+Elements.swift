import RecipeCore

extension Recipe {
    /// Calls `body` with each of its photos that was found, in file order (lent by
    /// ``Recipe/forEachElement(_:)``).
    func forEachFoundPhoto(_ body: (Photo) -> Void) {
        forEachElement { element in
            if case .photo(let photo) = element, photo.found != nil { body(photo) }
        }
    }

    /// The first of its photos that was found: the one its cards show.
    var firstPhoto: Photo? {
        var first: Photo?
        forEachFoundPhoto { photo in if first == nil { first = photo } }
        return first
    }
}
