/// Bounds every content file must keep, so one bad file cannot stall or exhaust a build.
public enum ContentLimits {
    /// 1 MiB: hundreds of times the longest real recipe or chapter. A larger file is not read.
    public static let maximumFileSize = 1 << 20
    /// 100 tags per recipe: each tag is a page of the site, so a note of a hundred thousand
    /// `#tags` would otherwise write gigabytes. The later ones are left out, with a warning.
    public static let maximumTagsPerRecipe = 100
    /// 200 sections listed per chapter: each is listed on the chapter's page, the guide's
    /// page and the contents, so a chapter of two hundred thousand `## a` lines would
    /// otherwise take seconds and hundreds of megabytes. Later headings keep their anchors.
    public static let maximumListedSections = 200
    /// 32 MiB per photo: a phone's full-size JPEG or HEIC is 2–5 MB, a 48-megapixel one about
    /// 12 MB. A larger file is not published, so a 2 GB file named like a photo cannot fill the
    /// site or the memory of the build.
    public static let maximumPhotoSize = 32 << 20
    /// The most pixels a photo may have (width × height as stored): 100 megapixels, past any
    /// phone's camera. Checked from the header before any pixel is decoded, so that a small
    /// file claiming 50,000 × 50,000 pixels (a "decompression bomb", 7.5 GB decoded) costs
    /// nothing.
    public static let maximumPhotoPixels = 100_000_000
    /// The most scans a JPEG photo may have, counted from its markers before it is decoded:
    /// libjpeg decodes every scan of a progressive JPEG over the whole picture, so a small file
    /// of thousands of scans would take minutes. libjpeg's own progressive JPEGs have 10
    /// scans, optimising encoders' about 20; 64 at the pixel bound decode within seconds.
    public static let maximumJPEGScans = 64
    /// A million of any unit: no kitchen measures more, so a larger amount (or a range ending
    /// past it) is a slip of the keyboard. It is kept as text, with a warning, and never scaled
    /// or summed, which keeps every sum of a shopping list far from the limits of a number.
    public static let maximumAmount: Double = 1_000_000
    /// A recipe made a thousand times in one line of a meal plan is the most a kitchen makes;
    /// a larger multiplier is warned about and 1 is used.
    public static let maximumMultiplier: Double = 1000
    /// A sub-recipe inside a sub-recipe eight deep is more than any kitchen nests; deeper
    /// ones stay one line of the shopping list, so a list is never made of a runaway chain.
    public static let maximumSubRecipeDepth = 8
    /// The items one recipe's list may gather from its sub-recipes: a book whose recipes each
    /// use several others many times over stops there rather than listing millions of lines.
    public static let maximumSubRecipeItems = 500
}
