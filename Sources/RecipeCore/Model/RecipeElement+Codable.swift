/// Elements are stored as one object with a `kind` and the fields of that kind.
extension RecipeElement: Codable {
    private enum Kind: String, Codable {
        case header, item, step, note, photo
    }

    private enum KindKey: String, CodingKey { case kind }

    /// Reads an element written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: KindKey.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .header: self = .header(try Header(from: decoder))
        case .item: self = .item(try Item(from: decoder))
        case .step: self = .step(try Step(from: decoder))
        case .note: self = .note(try Note(from: decoder))
        case .photo: self = .photo(try Photo(from: decoder))
        }
    }

    /// Writes the element's fields beside `"kind"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KindKey.self)
        switch self {
        case .header(let header):
            try container.encode(Kind.header, forKey: .kind)
            try header.encode(to: encoder)
        case .item(let item):
            try container.encode(Kind.item, forKey: .kind)
            try item.encode(to: encoder)
        case .step(let step):
            try container.encode(Kind.step, forKey: .kind)
            try step.encode(to: encoder)
        case .note(let note):
            try container.encode(Kind.note, forKey: .kind)
            try note.encode(to: encoder)
        case .photo(let photo):
            try container.encode(Kind.photo, forKey: .kind)
            try photo.encode(to: encoder)
        }
    }
}
