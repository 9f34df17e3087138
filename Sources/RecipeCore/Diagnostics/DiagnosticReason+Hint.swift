extension DiagnosticReason {
    /// How to fix it, where there is something useful to say.
    public var hint: String? {
        switch self {
        case .shopping(let problem):
            problem.hint
        case .pdf(let problem): problem.hint
        case .guidePicture(let problem): problem.hint
        case .strayTimerLabel: StrayTimerLabel.hint
        case .subRecipeCycle:
            "take the item out of one of the two recipes: a recipe cannot be made of itself"
        case .fileTooLarge:
            "split the file, or move large data out of the content folder"
        case .invalidUTF8:
            "save the file as UTF-8 in your editor"
        case .missingTitle(let name):
            "add a first line '# \(name)'"
        case .laterTitle:
            "use '## ' for a section header"
        case .extraItemFields:
            "write '\\|' for a '|' that belongs inside a field"
        case .amountTooLarge:
            "check the number; a larger amount can be written in a larger unit (1000 g is 1 kg)"
        case .photoNotFound(_, let places) where !places.isEmpty:
            "looked for " + places.joined(separator: " and ")
        case .photoNotFound:
            "put the image in the package's Photos/ folder, or beside the recipe file"
        case .photoOutsideContent:
            "copy the image into the content folder and name it by a path inside it"
        case .noRecipes:
            "put recipes in recipes/ (each sub-folder a part), or give the Grocery app's folder as it is"
        case .outsideRecipesFolder:
            "move it into recipes/ (a sub-folder for its part), or remove recipes/ to read the folder as the Grocery app keeps it"
        case .unicodeNameClash:
            "rename one of the two: to every system but Linux they are the same name"
        case .photoNotAFile:
            "name an image file in the package's Photos/ folder"
        case .photoTooLarge:
            "save a smaller copy of the photo (a phone's full-size photo is 2 to 5 MB)"
        case .photoNotAnImage:
            "save the picture as a JPEG, PNG, WebP, GIF or HEIC image"
        case .duplicateTitle:
            "give one of the recipes a different title"
        case .tooManySections:
            "split the chapter into several chapters"
        case .chapterWithoutTitle:
            "start the chapter with a line such as '# Getting Started'"
        case .brokenLink:
            "link to a recipe's file (Pie%20Crust.recipe) or a chapter's (02-writing-recipes.md), relative to this file"
        case .configUnknownKey(_, let known):
            "the settings are: " + known.joined(separator: ", ")
        case .orderUnknownName(_, _, let known):
            "the book has: " + known.prefix(12).joined(separator: ", ") + (known.count > 12 ? ", …" : "")
        case .lineTooLong, .autolinkRun:
            "break the line into shorter lines or paragraphs"
        case .nestingTooDeep:
            "use fewer levels of '>' and lists"
        case .tooManyListItems:
            "split the file into several chapters"
        case .tooManyTableColumns, .tableTooLarge:
            "split the table, or move the data out of the book"
        case .kitchenRules:
            "start from the default theme's Templates/kitchen.json and change its values"
        case .iconDrawing:
            "draw the icon without filters, in fewer shapes, or set 'icon' in site.toml to a picture"
        case .bracketRun:
            "put a blank line between paragraphs, or write '\\[' for a '[' that opens no link"
        default:
            nil
        }
    }
}
