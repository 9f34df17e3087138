import Images
import RecipeCore

/// How photos are published: the widths and the quality of the images made from each.
struct PhotoSettings: Sendable, Hashable {
    /// WebP widths for `srcset`: a phone's column, a phone at twice its density or a
    /// desktop column, and a wide screen at twice its density.
    var webpWidths = [480, 960, 1600]
    /// The JPEG for print, feeds and browsers without WebP.
    var jpegWidth = 960
    /// The WebP width a card's thumbnail uses.
    var thumbnailWidth = 480
    /// The link preview's card (`og:image`), cropped from the photo.
    var card = CardSize.linkPreview
    /// Whether cards are made: only a site with a `base_url` names them (a card of a small
    /// photo, enlarged, cost more than the rest of a 100-recipe build).
    var makesCards = true
    /// Encoder quality, 0–100.
    var quality = 80
    /// Made images of earlier settings are not reused: bump when the way they are made changes.
    var version = 2

    static let standard = PhotoSettings()

    /// The cache's folder name for these settings.
    var key: String {
        "v\(version)-w" + webpWidths.map(String.init).joined(separator: ".") + "-j\(jpegWidth)"
            + (makesCards ? "-c\(card.width)x\(card.height)" : "") + "-q\(quality)"
    }

    func widths(photoWidth: Int) -> ImageWidths {
        ImageWidths(webp: webpWidths, jpeg: jpegWidth, photoWidth: photoWidth)
    }
}

/// The published images of one photo, known from its hash and header alone (before they are
/// made): where each lives from the site root, and its size.
struct PublishedPhoto: Sendable, Hashable {
    /// One image file.
    struct Image: Sendable, Hashable {
        let path: String
        let width: Int
        let height: Int
    }

    /// WebP images, narrowest first.
    let webp: [Image]
    /// The JPEG.
    let jpeg: Image
    /// The link preview's card, a JPEG of ``PhotoSettings/card``'s size.
    let card: Image

    /// The images of `photo`; `nil` when it was not found or has no hash and size.
    init?(_ photo: FoundPhoto?, settings: PhotoSettings = .standard) {
        guard let photo, let hash = photo.contentHash, let width = photo.width, let height = photo.height, width > 0 else {
            return nil
        }
        let widths = settings.widths(photoWidth: width)
        func image(_ format: EncodedImage.Format, _ imageWidth: Int) -> Image {
            Image(
                path: SitePath.photoImage(hash: hash, width: imageWidth, format: format),
                width: imageWidth, height: ImageWidths.height(atWidth: imageWidth, photoWidth: width, photoHeight: height))
        }
        webp = widths.webp.map { image(.webp, $0) }
        jpeg = image(.jpeg, widths.jpeg)
        card = Image(path: SitePath.photoCard(hash: hash), width: settings.card.width, height: settings.card.height)
    }

    /// The WebP image a card shows: the widest not past the thumbnail width.
    func thumbnail(settings: PhotoSettings = .standard) -> Image {
        webp.last { $0.width <= settings.thumbnailWidth } ?? webp.first ?? jpeg
    }

    /// Every file scaled from the photo, WebP first (not the card, which only a recipe's
    /// first photo publishes).
    var all: [Image] { webp + [jpeg] }
}
