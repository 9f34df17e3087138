import Foundation

/// Reads a store file (`stores/NAME.md`) into a ``Store``.
///
/// ```markdown
/// # Corner Market
///
/// ## Produce
/// - Apples
/// - Bananas
///
/// ## Trip 2026-11-01
/// - Bananas
/// - Milk
///
/// ## Categories
/// - saffron: spices
/// ```
///
/// A `## ` section is an aisle, unless its header starts with the word `Trip` (a trip, with
/// an optional `YYYY-MM-DD` date and label) or is `Categories` (rules `- words: category`).
/// `> ` lines are notes. Items keep only their name: anything after a `|` is ignored.
public enum StoreParser {
    /// Parses `text`, the contents of `file` (a path relative to the content folder).
    public static func parse(_ text: String, file: String) -> ParsedStore {
        var state = State(file: file)
        for line in ShoppingFileLines(text: text) {
            state.read(line)
        }
        return state.finish()
    }

    private enum Section {
        case none
        case aisle(Int)
        case trip(Int)
        case categories
    }

    private struct State {
        let file: String
        var name: String?
        var sawElement = false
        var notes: [String] = []
        var aisles: [Store.Aisle] = []
        var aisleLines: [Int] = []
        var aisleOfItem: [String: Int] = [:]
        var trips: [Store.Trip] = []
        var tripKeys: [Set<String>] = []
        var rules: [CategoryRule] = []
        var section = Section.none
        var diagnostics: [Diagnostic] = []

        init(file: String) {
            self.file = file
        }

        mutating func read(_ line: ShoppingFileLines.Line) {
            let location = SourceLocation(file: file, line: line.number, column: line.column)
            if case .blank = line.kind { return }
            defer { sawElement = true }
            if !sawElement {
                if case .title(let text) = line.kind, !text.isEmpty {
                    name = text
                    return
                }
                report(.shopping(.missingName(.store, usingFileName: ShoppingFileLines.baseName(of: file))),
                       at: SourceLocation(file: file, line: line.number))
            }
            switch line.kind {
            case .blank:
                break
            case .title(let text):
                report(.laterTitle, at: location)
                startSection(text, line: line.number, at: location)
            case .header(let text, _):
                startSection(text, line: line.number, at: location)
            case .item(let fields):
                readItem(fields, at: location)
            case .note(let text):
                notes.append(text)
            case .photo, .step:
                report(.shopping(.strayLine(.store)), at: location)
            }
        }

        mutating func startSection(_ text: String, line: Int, at location: SourceLocation) {
            let words = IngredientName.words(text)
            if words == ["categories"] || words == ["category"] {
                section = .categories
                return
            }
            if words.first == "trip" {
                section = .trip(trips.count)
                trips.append(trip(from: text, at: location))
                tripKeys.append([])
                return
            }
            let key = words.joined(separator: " ")
            if let existing = aisles.firstIndex(where: { IngredientName.words($0.name).joined(separator: " ") == key }) {
                report(.shopping(.duplicateAisle(aisles[existing].name, firstLine: aisleLines[existing])), at: location)
                section = .aisle(existing)
                return
            }
            section = .aisle(aisles.count)
            aisles.append(Store.Aisle(name: text, items: []))
            aisleLines.append(line)
        }

        /// `Trip`, `Trip 2026-11-01`, `Trip 2026-11-01 Saturday`, `Trip: Saturday`.
        mutating func trip(from header: String, at location: SourceLocation) -> Store.Trip {
            var rest = Substring(header).drop { $0 == " " }.dropFirst(4)
            rest = rest.drop { $0 == " " || $0 == ":" || $0 == "-" || $0 == "–" }
            let first = rest.prefix { $0 != " " && $0 != "," }
            guard Self.looksLikeDate(first) else {
                return Store.Trip(date: nil, label: String(rest), items: [])
            }
            let label = String(rest.dropFirst(first.count).drop { $0 == " " || $0 == "," || $0 == "–" || $0 == "-" })
            guard Self.isDate(first) else {
                report(.shopping(.badTripDate(String(first))), at: location)
                return Store.Trip(date: nil, label: label, items: [])
            }
            return Store.Trip(date: String(first), label: label, items: [])
        }

        /// `NNNN-NN-NN`.
        static func looksLikeDate(_ text: Substring) -> Bool {
            let characters = Array(text)
            guard characters.count == 10, characters[4] == "-", characters[7] == "-" else { return false }
            return characters.enumerated().allSatisfy { offset, character in
                offset == 4 || offset == 7 || character.isASCII && character.isNumber
            }
        }

        /// A real day of the Gregorian calendar in `YYYY-MM-DD`.
        static func isDate(_ text: Substring) -> Bool {
            let parts = text.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, (1...12).contains(parts[1]), parts[2] >= 1 else { return false }
            let year = parts[0], month = parts[1]
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            return parts[2] <= days
        }

        mutating func readItem(_ fields: [String], at location: SourceLocation) {
            let name = fields.first ?? ""
            guard !name.isEmpty else {
                report(.emptyItem, at: location)
                return
            }
            switch section {
            case .none:
                report(.shopping(.itemOutsideSection), at: location)
            case .aisle(let index):
                let key = IngredientName.key(name)
                if let first = aisleOfItem[key] {
                    if first != index {
                        report(.shopping(.itemInTwoAisles(item: name, firstAisle: aisles[first].name)), at: location)
                    }
                    return
                }
                aisleOfItem[key] = index
                aisles[index].items.append(name)
            case .trip(let index):
                if tripKeys[index].insert(IngredientName.key(name)).inserted {
                    trips[index].items.append(name)
                }
            case .categories:
                readRule(fields, at: location)
            }
        }

        /// `- saffron: spices`, or `- saffron | spices`.
        mutating func readRule(_ fields: [String], at location: SourceLocation) {
            var phrase = fields[0]
            var target = fields.count > 1 ? fields[1] : ""
            if fields.count == 1, let colon = phrase.lastIndex(of: ":") {
                target = String(phrase[phrase.index(after: colon)...])
                phrase = String(phrase[..<colon])
            }
            phrase = phrase.trimmingSpaces
            target = target.trimmingSpaces
            guard !target.isEmpty, !phrase.isEmpty else {
                report(.shopping(.ruleWithoutCategory(phrase.isEmpty ? fields[0] : phrase)), at: location)
                return
            }
            guard let category = ItemCategory(named: target) else {
                let names = ItemCategory.allCases.map(\.rawValue)
                report(.shopping(.unknownCategory(target, suggestions: NameSuggestions.closest(to: target, among: names))), at: location)
                return
            }
            rules.append(CategoryRule(phrase: phrase, category: category))
        }

        mutating func report(_ reason: DiagnosticReason, at location: SourceLocation) {
            diagnostics.append(Diagnostic(reason, at: location))
        }

        mutating func finish() -> ParsedStore {
            if !sawElement {
                report(.emptyFile, at: SourceLocation(file: file))
            } else if aisles.isEmpty, trips.isEmpty {
                report(.shopping(.emptyStore), at: SourceLocation(file: file))
            }
            let store = Store(
                name: name ?? ShoppingFileLines.baseName(of: file), file: file, notes: notes,
                aisles: aisles, trips: trips, categoryRules: rules
            )
            return ParsedStore(store: store, diagnostics: diagnostics)
        }
    }
}

/// A parsed store with the diagnostics of its file.
public struct ParsedStore: Sendable, Equatable {
    /// The store, complete even when the file had problems.
    public var store: Store
    /// Problems found in the file, in line order.
    public var diagnostics: [Diagnostic]
}
