import Markdown

/// Every problem the tool reports, one case each, with its message.
public enum DiagnosticReason: Sendable, Equatable {
    // Files
    /// The file is larger than ``ContentLimits/maximumFileSize``.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The bytes are not valid UTF-8.
    case invalidUTF8
    /// A NUL byte: a binary file, not text.
    case binaryFile
    /// The file holds nothing (or only blank lines).
    case emptyFile
    /// The operating system would not let us read it.
    case unreadable(String)
    /// A symbolic link whose target lies outside the content folder.
    case symlinkOutsideContent(target: String)
    /// A symbolic link that leads back to itself, or to nothing.
    case brokenSymlink
    /// A file or folder whose name differs from another's in the same folder only in its
    /// Unicode form (an accent written as one character or as two); it is left out.
    case unicodeNameClash(with: String)
    /// The content folder holds no recipe at all; `lookedFor` says where the scan looked.
    case noRecipes(lookedFor: String)
    /// A recipe beside `recipes/`, which the book's layout does not read.
    case outsideRecipesFolder
    /// A `.recipepackage` folder with no `.recipe` file in it.
    case packageWithoutRecipe
    /// A `.recipepackage` folder with more than one `.recipe` file.
    case packageWithSeveralRecipes(used: String)

    // Recipes
    /// The first element is not a `# ` title.
    case missingTitle(usingFileName: String)
    /// A `# ` line after the first element.
    case laterTitle
    /// An item line with nothing after the marker.
    case emptyItem
    /// An item with more than three `|`-separated fields.
    case extraItemFields(count: Int)
    /// An amount note whose number, or a range's end, is past ``ContentLimits/maximumAmount``;
    /// it is kept as text.
    case amountTooLarge(String, limit: Int)
    /// A photo file that is not where the recipe says; `lookedFor` lists the places tried.
    case photoNotFound(String, lookedFor: [String])
    /// A photo path that leaves the content folder.
    case photoOutsideContent(String)
    /// A photo name that leads to something other than a file: a folder, a pipe, a device.
    case photoNotAFile(String, what: String)
    /// A photo file larger than ``ContentLimits/maximumPhotoSize``; it is not published.
    case photoTooLarge(String, bytes: Int, limit: Int)
    /// A photo file whose bytes are not a JPEG, PNG, WebP, GIF or HEIC image.
    case photoNotAnImage(String)
    /// A photo file whose header cannot be read, or whose pixels cannot be decoded (a
    /// truncated or damaged file); `why` says what the image library found.
    case photoUnreadable(String, why: String)
    /// A photo of more pixels than ``ContentLimits/maximumPhotoPixels``.
    case photoTooManyPixels(String, width: Int, height: Int, limit: Int)
    /// More `#tags` than ``ContentLimits/maximumTagsPerRecipe``; the later ones are left out.
    case tooManyTags(limit: Int)
    /// Two recipes share a title, so their slugs would collide.
    case duplicateTitle(title: String, firstFile: String, slug: String)

    /// A relative link in a step, note or chapter that leads to no recipe or chapter.
    case brokenLink(String)

    // Chapters
    /// A chapter with no `# ` heading.
    case chapterWithoutTitle(usingFileName: String)
    /// A chapter with more `##`/`###` headings than ``ContentLimits/maximumListedSections``:
    /// the later ones are not listed in the contents, though they keep their anchors.
    case tooManySections(count: Int, limit: Int)

    // Markdown bounds: the text was changed before rendering so that it cannot stall the
    // renderer (see `MarkdownLimits`); `otherLines` counts later lines changed the same way.
    /// A line longer than the bound, cut into several lines of one paragraph.
    case lineTooLong(length: Int, limit: Int, otherLines: Int)
    /// Quotes or lists nested deeper than the bound; the deeper markers show as text.
    case nestingTooDeep(depth: Int, limit: Int, otherLines: Int)
    /// A table row with more columns than the bound; it shows as text.
    case tooManyTableColumns(count: Int, limit: Int, otherLines: Int)
    /// The file's tables passed the bound on cells; the rest of the table shows as text.
    case tableTooLarge(limit: Int, otherLines: Int)
    /// More `[` in one paragraph than the bound; the later ones open no link.
    case bracketRun(limit: Int, otherLines: Int)
    /// More `@` or `&` on one line than the bound; the line is broken into several.
    case autolinkRun(count: Int, limit: Int, otherLines: Int)
    /// More list items in the file than the bound; later list markers show as text.
    case tooManyListItems(limit: Int, otherLines: Int)

    // Site configuration
    /// The config file is not valid TOML.
    case configSyntax(String)
    /// A key the config file does not know; probably a typo.
    case configUnknownKey(String, known: [String])
    /// A value that cannot be used for its key.
    case configBadValue(key: String, value: String, expected: String)
    /// A name in `order` or `recipe_order` that is no part or recipe of the book; `known` the
    /// ones it could have named.
    case orderUnknownName(key: String, name: String, known: [String])

    // Templates
    /// A template file that the template engine cannot parse.
    case templateSyntax(String)
    /// A theme's `kitchen.json` that cannot be read as kitchen rules.
    case kitchenRules(String)
    /// A theme's `favicon.svg` too costly to draw (`why`): no app icon is drawn from it.
    case iconDrawing(String)

    // Stores and meal plans
    /// A problem in a file of `stores/` or `plans/`.
    case shopping(ShoppingProblem)
    /// Something the PDF leaves out.
    case pdf(PDFProblem)
    /// A picture of the guide that is not published.
    case guidePicture(GuidePictureProblem)
    /// Brackets in a step that name no timer.
    case strayTimerLabel(StrayTimerLabel)
    /// An item naming a recipe that, through its own items, names this one again.
    case subRecipeCycle(title: String, file: String)

    /// Whether this problem is an error or a warning.
    public var severity: Severity {
        switch self {
        case .shopping(let problem):
            problem.severity
        case .pdf, .guidePicture, .strayTimerLabel:
            .warning
        case .fileTooLarge, .invalidUTF8, .binaryFile, .unreadable, .symlinkOutsideContent,
             .brokenSymlink, .unicodeNameClash, .noRecipes, .packageWithoutRecipe, .photoOutsideContent, .configSyntax, .configBadValue,
             .templateSyntax, .kitchenRules, .iconDrawing, .subRecipeCycle:
            .error
        case .emptyFile, .packageWithSeveralRecipes, .outsideRecipesFolder, .missingTitle, .laterTitle, .emptyItem,
             .extraItemFields, .amountTooLarge, .photoNotFound, .photoNotAFile, .photoTooLarge, .photoNotAnImage, .photoUnreadable,
             .photoTooManyPixels, .duplicateTitle,
             .tooManyTags, .chapterWithoutTitle, .tooManySections, .configUnknownKey, .orderUnknownName, .brokenLink,
             .lineTooLong, .nestingTooDeep, .tooManyTableColumns, .tableTooLarge, .bracketRun, .autolinkRun, .tooManyListItems:
            .warning
        }
    }

    /// What is wrong, in one sentence.
    public var message: String {
        switch self {
        case .shopping(let problem):
            problem.message
        case .pdf(let problem): problem.message
        case .guidePicture(let problem): problem.message
        case .strayTimerLabel(let label): label.message
        case .fileTooLarge(let bytes, let limit):
            "file is \(bytes) bytes, over the limit of \(limit) bytes; it was not read"
        case .invalidUTF8:
            "file is not valid UTF-8 text"
        case .binaryFile:
            "file holds a NUL byte: it is binary, not a text file"
        case .emptyFile:
            "file is empty; it is left out of the book"
        case .unreadable(let why):
            "file cannot be read: \(why)"
        case .symlinkOutsideContent(let target):
            "symbolic link leads outside its folder (to '\(target)'); it was not followed"
        case .brokenSymlink:
            "symbolic link loops or leads nowhere"
        case .unicodeNameClash(let other):
            "name differs from '\(other)' only in how its accents are encoded (Unicode normalisation); it is left out"
        case .noRecipes(let places):
            "no recipe found: \(places)"
        case .packageWithoutRecipe:
            "recipe package holds no .recipe file"
        case .outsideRecipesFolder:
            "recipe is outside recipes/, so it is not in the book: with a recipes/ folder, only the recipes in it are read"
        case .packageWithSeveralRecipes(let used):
            "recipe package holds more than one .recipe file; only '\(used)' is used"
        case .missingTitle(let name):
            "recipe has no '# ' title on its first line; using the file name '\(name)'"
        case .laterTitle:
            "a '# ' title after the first line; it is read as a section header"
        case .emptyItem:
            "item has no name"
        case .extraItemFields(let count):
            "item has \(count) '|'-separated fields, not 3; the extra text is kept in the prep note"
        case .amountTooLarge(let amount, let limit):
            "amount '\(amount)' is over the limit of \(limit); it is shown as written, not scaled or added up"
        case .photoNotFound(let file, _):
            "photo '\(file)' not found"
        case .photoOutsideContent(let file):
            "photo '\(file)' points outside the content folder; it is not published"
        case .photoNotAFile(let file, let what):
            "photo '\(file)' is \(what), not an image file; it is not published"
        case .photoTooLarge(let file, let bytes, let limit):
            "photo '\(file)' is \(bytes) bytes, over the limit of \(limit) bytes; it is not published"
        case .photoNotAnImage(let file):
            "photo '\(file)' is not a JPEG, PNG, WebP, GIF or HEIC image (judged by its bytes, not its name); it is not published"
        case .photoUnreadable(let file, let why):
            "photo '\(file)' cannot be read as an image (\(why)); it is not published"
        case .photoTooManyPixels(let file, let width, let height, let limit):
            "photo '\(file)' is \(width) × \(height) pixels, over the limit of \(limit / 1_000_000) megapixels; it is not published"
        case .tooManyTags(let limit):
            "recipe has more than \(limit) tags; the later ones are left out"
        case .duplicateTitle(let title, let firstFile, let slug):
            "another recipe, '\(firstFile)', has a title that makes the same address as '\(title)'; this one is published as '\(slug)'"
        case .chapterWithoutTitle(let name):
            "chapter has no '# ' heading; using the file name '\(name)'"
        case .tooManySections(let count, let limit):
            "chapter has \(count) section headings; the contents list the first \(limit), and the first \(MarkdownLimits.standard.anchoredHeadings) headings get anchors"
        case .brokenLink(let url):
            "link '\(url)' leads to no recipe or chapter of the book; it is kept as written"
        case .lineTooLong(let length, let limit, let others):
            "line is \(length) bytes long, over the limit of \(limit); it is shown as several lines of one paragraph"
                + Self.alsoOn(others)
        case .nestingTooDeep(let depth, let limit, let others):
            "quotes or lists nested \(depth) deep, over the limit of \(limit); the deeper markers are shown as text"
                + Self.alsoOn(others)
        case .tooManyTableColumns(let count, let limit, let others):
            "table row of \(count) columns, over the limit of \(limit); it is shown as text" + Self.alsoOn(others)
        case .tableTooLarge(let limit, let others):
            "the tables of this file pass the limit of \(limit) cells; the rest of the table is shown as text"
                + Self.alsoOn(others)
        case .bracketRun(let limit, let others):
            "more than \(limit) '[' in one paragraph; the later ones are shown as text and open no link"
                + Self.alsoOn(others)
        case .autolinkRun(let count, let limit, let others):
            "\(count) '@' or '&' on one line, over the limit of \(limit); the line is shown as several lines of one paragraph"
                + Self.alsoOn(others)
        case .tooManyListItems(let limit, let others):
            "more than \(limit) list items in this file; the later list markers are shown as text" + Self.alsoOn(others)
        case .configSyntax(let why):
            "file cannot be read as TOML: \(why)"
        case .configUnknownKey(let key, _):
            "unknown setting '\(key)'; it is ignored"
        case .configBadValue(let key, let value, let expected):
            "'\(key)' cannot be \(value): it must be \(expected); the default is used"
        case .orderUnknownName(let key, let name, _):
            "'\(key)' names '\(name)', which is not in the book; it is passed over"
        case .templateSyntax(let why):
            "template cannot be read: \(why); the default theme's template is used"
        case .kitchenRules(let why):
            "kitchen rules cannot be read: \(why); the default theme's rules are used"
        case .iconDrawing(let why):
            "icon drawing is not drawn: \(why); no icon is made from it"
        case .subRecipeCycle(let title, let file):
            "sub-recipe '\(title)' ('\(file)') uses this recipe in turn; shopping lists keep it as one line"
        }
    }

    private static func alsoOn(_ otherLines: Int) -> String {
        otherLines == 0 ? "" : " (and on \(otherLines) more line\(otherLines == 1 ? "" : "s"))"
    }
}

/// A reason can be thrown by a step that cannot go on; the caller adds the location.
extension DiagnosticReason: Error {}
