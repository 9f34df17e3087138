/// Reads a meal-plan file (`plans/NAME.md`) into a ``MealPlan``.
///
/// ```markdown
/// # Sunday Dinner
///
/// - Sunday Roast Chicken x2
/// - recipes/Baking & Desserts/Grandma's Apple Crumble.recipepackage
///
/// ## Extras
/// - Paper towels | 1 roll
/// ```
///
/// Items name recipes, with an optional multiplier after the name (`x2`, `×1.5`, `x1/2`) or as
/// the second field (`- Beef Chili | x2`). Under `## Extras`, items are things to buy, written
/// like a recipe's items. Any other `## ` header labels the recipes after it (`## Saturday`).
public enum MealPlanParser {
    /// Parses `text`, the contents of `file` (a path relative to the content folder).
    /// `language`: the book's; its headings for extras (`## Dazu`) and its amounts are read
    /// besides the English ones.
    public static func parse(_ text: String, file: String, language: Language = .english) -> ParsedMealPlan {
        let extrasHeadings = [["extras"], ["extra"]] + language.vocabulary.extrasHeadings.map(IngredientName.words)
        var name: String?
        var sawElement = false
        var plan = MealPlan(name: "", file: file)
        var inExtras = false
        var group: String?
        var diagnostics: [Diagnostic] = []
        func report(_ reason: DiagnosticReason, _ location: SourceLocation) {
            diagnostics.append(Diagnostic(reason, at: location))
        }
        for line in ShoppingFileLines(text: text) {
            let location = SourceLocation(file: file, line: line.number, column: line.column)
            if case .blank = line.kind { continue }
            defer { sawElement = true }
            if !sawElement {
                if case .title(let text) = line.kind, !text.isEmpty {
                    name = text
                    continue
                }
                report(.shopping(.missingName(.plan, usingFileName: ShoppingFileLines.baseName(of: file))),
                       SourceLocation(file: file, line: line.number))
            }
            switch line.kind {
            case .blank:
                break
            case .title(let text), .header(let text, _):
                if case .title = line.kind { report(.laterTitle, location) }
                let words = IngredientName.words(text)
                inExtras = extrasHeadings.contains(words)
                group = inExtras ? nil : text
            case .item(let fields):
                guard let first = fields.first, !first.isEmpty else {
                    report(.emptyItem, location)
                    continue
                }
                if inExtras {
                    let amount = fields.count > 1 ? fields[1] : ""
                    let prep = fields.count > 2 ? fields[2...].joined(separator: " | ") : ""
                    let reading = QuantityParser.read(amount, language: language)
                    if reading == .tooLarge {
                        report(.amountTooLarge(amount, limit: Int(ContentLimits.maximumAmount)), location)
                    }
                    let quantity: Quantity? = if case .quantity(let quantity) = reading { quantity } else { nil }
                    plan.extras.append(Item(name: first, amount: amount, prep: prep, quantity: quantity))
                    continue
                }
                var split = Multiplier.split(first)
                if split.invalid == nil, fields.count > 1, !fields[1].isEmpty {
                    let field = Multiplier.field(fields[1])
                    split.value = field.value
                    split.invalid = field.invalid
                    split.tooLarge = field.tooLarge
                }
                if let problem = split.problem {
                    report(.shopping(problem), location)
                }
                plan.entries.append(MealPlan.Entry(reference: split.name, multiplier: split.value, group: group, line: line.number))
            case .note(let text):
                plan.notes.append(text)
            case .photo, .step:
                report(.shopping(.strayLine(.plan)), location)
            }
        }
        if !sawElement {
            report(.emptyFile, SourceLocation(file: file))
        } else if plan.entries.isEmpty, plan.extras.isEmpty {
            report(.shopping(.emptyPlan), SourceLocation(file: file))
        }
        plan.name = name ?? ShoppingFileLines.baseName(of: file)
        return ParsedMealPlan(plan: plan, diagnostics: diagnostics)
    }
}

/// A parsed meal plan with the diagnostics of its file.
public struct ParsedMealPlan: Sendable, Equatable {
    /// The plan, complete even when the file had problems.
    public var plan: MealPlan
    /// Problems found in the file, in line order.
    public var diagnostics: [Diagnostic]
}
