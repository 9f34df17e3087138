/// The pan a recipe is baked in, read from a note such as `Pan: 23 cm round` or
/// `Form: 20 x 30 cm`: its sizes in centimetres, so that a reader's own pan can scale the
/// recipe by the ratio of the two areas.
public struct Pan: Sendable, Hashable {
    /// The pan's outline, in centimetres.
    public enum Shape: Sendable, Hashable {
        /// A round pan of this diameter.
        case round(diameter: Double)
        /// A rectangular pan of these sides; a square one has two equal sides.
        case rectangle(width: Double, length: Double)
    }

    /// The unit a note wrote the size in, which a reader's pan is first asked in.
    public enum WrittenUnit: String, Sendable, Hashable {
        case centimetres = "cm"
        case inches = "in"
    }

    /// The outline.
    public var shape: Shape
    /// The unit the note was written in.
    public var written: WrittenUnit

    /// Makes a pan.
    public init(shape: Shape, written: WrittenUnit = .centimetres) {
        self.shape = shape
        self.written = written
    }

    /// Square centimetres of the pan's bottom.
    public var area: Double {
        switch shape {
        case .round(let diameter): Double.pi * diameter * diameter / 4
        case .rectangle(let width, let length): width * length
        }
    }

    /// The page's `data-pan`: the shape, its sizes in centimetres and the unit the note
    /// wrote, `round 23 cm`, `rectangle 22.86 33.02 in` (MARKUP.md).
    public var attribute: String {
        let sizes = switch shape {
        case .round(let diameter): ["round", Self.number(diameter)]
        case .rectangle(let width, let length): ["rectangle", Self.number(width), Self.number(length)]
        }
        return (sizes + [written.rawValue]).joined(separator: " ")
    }

    /// `value` with at most two decimals, trailing zeros left out.
    private static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let rest = hundredths % 100
        if rest == 0 { return String(whole) }
        return rest % 10 == 0 ? "\(whole).\(rest / 10)" : "\(whole).\(rest < 10 ? "0" : "")\(rest)"
    }
}
