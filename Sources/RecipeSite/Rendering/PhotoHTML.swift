import RecipeCore

/// The markup of a photo's published images (``PublishedPhoto``), as `Templates/assets/MARKUP.md`
/// describes it.
enum PhotoHTML {
    /// How wide a recipe's photo is shown: the whole column of a phone, or the recipe's
    /// column (`--measure`, 44rem) on a wider screen.
    static let recipeSizes = "(min-width: 46rem) 44rem, 100vw"
    /// Phones and small tablets (up to 46rem, 736 CSS pixels) are offered no image wider than
    /// the middle one: at three device pixels to the CSS pixel a phone would otherwise take
    /// the largest, three times the bytes for a difference no eye sees on a phone.
    static let narrowScreens = "(max-width: 46rem)"

    /// A recipe page's `<picture>`: WebP in every width for browsers that read it (the narrow
    /// screens' choice capped at the middle width), the JPEG for the rest, with its size so
    /// the page does not jump as it loads.
    static func picture(_ images: PublishedPhoto, alt: String, root: String, lazy: Bool) -> String {
        var html = "<picture>"
        if images.webp.count > 2 {
            let capped = images.webp.dropLast()
            html += "<source type=\"image/webp\" media=\"\(narrowScreens)\" srcset=\"\(srcset(capped, root: root))\" sizes=\"100vw\">"
        }
        html += "<source type=\"image/webp\" srcset=\"\(srcset(images.webp, root: root))\" sizes=\"\(recipeSizes)\">"
        html += img(images.jpeg, alt: alt, root: root, lazy: lazy)
        return html + "</picture>"
    }

    /// The photo on paper: the JPEG alone (print engines and PDF makers read it everywhere).
    static func printed(_ images: PublishedPhoto, alt: String, root: String) -> String {
        img(images.jpeg, alt: alt, root: root, lazy: true)
    }

    /// A card's thumbnail: the small WebP, the JPEG for browsers without WebP. Its alternative
    /// text is empty: the card's title says what it shows, and a reader would hear it twice.
    static func thumbnail(_ images: PublishedPhoto, root: String) -> String {
        let small = images.thumbnail()
        return "<picture class=\"recipe-card-photo\"><source type=\"image/webp\" srcset=\"\(HTML.escape(root + small.path))\">"
            + "<img src=\"\(HTML.escape(root + images.jpeg.path))\" alt=\"\" width=\"\(small.width)\" height=\"\(small.height)\" loading=\"lazy\" decoding=\"async\"></picture>\n"
    }

    private static func srcset(_ images: some Collection<PublishedPhoto.Image>, root: String) -> String {
        images.map { HTML.escape(root + $0.path) + " " + String($0.width) + "w" }.joined(separator: ", ")
    }

    private static func img(_ image: PublishedPhoto.Image, alt: String, root: String, lazy: Bool) -> String {
        "<img src=\"\(HTML.escape(root + image.path))\" alt=\"\(HTML.escape(alt))\" width=\"\(image.width)\" height=\"\(image.height)\""
            + (lazy ? " loading=\"lazy\"" : "") + " decoding=\"async\">"
    }
}
