import RecipeCore

extension Recipe {
    /// Calls `body` with each element in file order, lent rather than copied: a loop over
    /// `elements` (`for case .item(let item) in recipe.elements`) copies every element it
    /// passes, retaining each string the element holds, and every page, card and list of a
    /// big book goes through a recipe's elements.
    func forEachElement(_ body: (RecipeElement) -> Void) {
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices { body(elements[index]) }
        }
    }

    /// Calls `body` with each of its photos that was found, in file order.
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
