/// What the PDF of a book leaves out, so that it carries nothing from outside the book and
/// stays within the engine's bounds (see the guide's safety chapter).
public enum PDFProblem: Sendable, Equatable {
    /// An image whose address leads outside the book: another site, or a file of the machine.
    case imageOutsideBook(String)
    /// The engine asked for an address that is not a file of the built site (a theme's
    /// stylesheet or font, say); it was refused.
    case refused(String)
    /// A recipe or chapter whose printed text is over the bound; it is left out of the PDF.
    case tooLong(bytes: Int, limit: Int)

    var message: String {
        switch self {
        case .imageOutsideBook(let url):
            "image '\(url)' is not a file of the book; the PDF is made without it"
        case .refused(let url):
            "the PDF engine asked for '\(url)', which is not a file of the book; it was refused"
        case .tooLong(let bytes, let limit):
            "the printed text is \(bytes) bytes, over the PDF's bound of \(limit) bytes; it is left out of the PDF"
        }
    }

    var hint: String? {
        switch self {
        case .imageOutsideBook: "put the picture in the book's guide/ folder and name it by a path relative to this file"
        case .refused: "a theme's files must name other files of the theme by relative paths"
        case .tooLong: "split it into several recipes or chapters"
        }
    }
}
