import Foundation
import Images
import RecipeCore

extension SiteBuilder {
    /// The theme's assets (``ThemeAssets``) and their `_headers`, the search index (from each
    /// recipe's search document) and the stores' data (from `uses`, each recipe's
    /// ingredients), each by position.
    func assetFiles(uses: [IngredientUses], documents: [SearchDocument]) async -> [SiteFile] {
        let headers = themeAssets.headersFile
        var files = themeAssets.files + [headers]
        files += theme.binaryAssets.sorted { $0.key < $1.key }.map { SiteFile(path: $0.key, content: .copy(from: $0.value)) }
        files += SearchScripts.all(searchIndex(documents: documents))
        files.append(shoppingScript(names: await IngredientUsers.make(uses: uses.map(\.shopping))))
        files += AppManifest.files(config: config, themeFiles: theme.files, bookIcon: bookIconBytes())
        // The search data grows with the book: kept like its pages, the theme's files always.
        // The host's rules are no page's: a host that reads them answers 404 for them.
        return files.map { file in
            file.offline(file.path == headers.path ? .never : file.path.hasPrefix(SitePath.searchFolder) ? .page : .core)
        }
    }

    /// The bytes of the book's icon picture, read again the one safe way and its header held
    /// to a photo's bounds before libvips draws it (the file may have changed since it was found).
    func bookIconBytes() -> [UInt8]? {
        guard let bookIcon, case .success(let bytes) = PhotoSource.contents(of: bookIcon),
              case .success = PhotoImage.header(of: bytes, pixelLimit: ContentLimits.maximumPhotoPixels, scanLimit: ContentLimits.maximumJPEGScans)
        else { return nil }
        return bytes
    }

    /// The service worker, with the theme's script (``OfflineWorker``).
    var offlineWorker: OfflineWorker {
        OfflineWorker(script: theme.files[OfflineWorker.themeFile] ?? "")
    }

    /// `assets/shopping-data.js`, made from the book's ingredients by the names the stores'
    /// data knows them by.
    func shoppingScript(names: IngredientUsers) -> SiteFile {
        let stores = zip(shopping.stores, storeSlugs).map { (store: $0, slug: $1) }
        return SiteFile(path: SitePath.shoppingScript, content: .text(ShoppingData.script(stores: stores, names: names.sortedNames, words: words)))
    }

    /// The search index: the recipes' `documents`, by position, and those of the tags and the guide.
    func searchIndex(documents: [SearchDocument]) -> SearchIndex {
        let others = SearchDocument.others(book: loaded.book, index: index, guide: words["guide"])
        return SearchIndex(tags: others.tags, recipes: documents, guide: others.guide)
    }
}

/// `window.RECIPEBOOK_UNITS`: the unit table of RecipeCore, so the page scales and converts
/// amounts with the same numbers as the tool; and `window.RECIPEBOOK_KITCHEN`, the theme's
/// `kitchen.json` (``KitchenRules``), on a line of its own.
enum UnitsScript {
    static func make(kitchen: String) -> String {
        unitTable() + "window.RECIPEBOOK_KITCHEN = " + kitchen.trimmingCharacters(in: .whitespacesAndNewlines) + ";\n"
    }

    private static func unitTable() -> String {
        var json = JSONWriter(escapesHTML: true)
        json.object { json in
            for unit in Unit.allCases {
                json.key(dynamic: unit.rawValue)
                json.object { json in
                    json.key("singular"); json.string(unit.rawValue)
                    json.key("plural"); json.string(unit.pluralName)
                    json.key("dimension"); json.string(unit.dimension.rawValue)
                    json.key("base"); json.number(unit.baseAmount)
                    json.key("system"); json.string(MeasureSystem(of: unit)?.rawValue)
                    json.key("spellings"); json.array(unit.englishSpellings) { json, word in json.string(word) }
                }
            }
        }
        return "window.RECIPEBOOK_UNITS = " + String(decoding: json.bytes, as: UTF8.self) + ";\n"
    }
}

/// `window.RECIPEBOOK_WORDS`: the words the page scripts show, in the book's language, and how
/// it writes numbers (`locale`, `decimalSeparator`). A script, not a file the page fetches, so it
/// also works when the site is opened from disk.
enum WordsScript {
    static func make(_ words: Wording) -> String {
        var json = JSONWriter(escapesHTML: true, compact: true)
        json.object { json in
            json.key("locale"); json.string(words.code)
            // Unit names go in `units`, by unit, below.
            let unitKeys = Set(Wording.unitKeys(Language(tag: words.code)))
            for key in words.words.keys.sorted() where !unitKeys.contains(key) {
                json.key(dynamic: key)
                json.string(words[key])
            }
            let units = words.unitNames
            if !units.isEmpty {
                json.key("units")
                json.object { json in
                    for (unit, name) in units {
                        json.key(dynamic: unit.rawValue)
                        json.object { json in
                            json.key("singular"); json.string(name.singular)
                            json.key("plural"); json.string(name.plural)
                        }
                    }
                }
            }
            // What a reader may type for a unit in the book's language (`2 EL`, `250 Gramm`).
            let spellings = Language(tag: words.code).vocabulary.units
            if !spellings.isEmpty {
                json.key("unitSpellings")
                json.object { json in
                    for unit in RecipeCore.Unit.allCases {
                        guard let written = spellings[unit], !written.isEmpty else { continue }
                        json.key(dynamic: unit.rawValue)
                        json.array(written) { json, word in json.string(word.lowercased()) }
                    }
                }
            }
        }
        return "window.RECIPEBOOK_WORDS = " + String(decoding: json.bytes, as: UTF8.self) + ";\n"
    }
}
