import RecipeCore

/// schema.org `Recipe` data for search engines and recipe apps, as a `<script>` element.
enum RecipeJSONLD {
    /// `language`: the book's (``SiteConfig/language``), which its servings are read in;
    /// `times`: the recipe's (``Recipe/times(in:)``).
    static func script(for recipe: Recipe, times: RecipeTimes?, config: SiteConfig, language: Language) -> String {
        var json = JSONWriter(capacity: 2048, escapesHTML: true, compact: true)
        json.raw("<script type=\"application/ld+json\">")
        json.object { json in
            json.key("@context"); json.string("https://schema.org")
            json.key("@type"); json.string("Recipe")
            json.key("name"); json.string(recipe.title)
            if let description = recipe.description {
                json.key("description"); json.string(MarkdownText.plain(description))
            }
            if let author = config.author {
                json.key("author"); json.object { json in
                    json.key("@type"); json.string("Person")
                    json.key("name"); json.string(author)
                }
            }
            if !recipe.tags.isEmpty {
                json.key("keywords"); json.string(recipe.tags.joined(separator: ", "))
            }
            if let servings = recipe.servings(in: language) {
                json.key("recipeYield"); json.string(String(servings))
            }
            // The JPEG of each photo: every reader of JSON-LD takes it.
            var images: [String] = []
            recipe.forEachFoundPhoto { photo in
                guard let path = PublishedPhoto(photo.found)?.jpeg.path else { return }
                images.append((config.baseURL ?? SitePath.root(of: SitePath.recipe(recipe.slug))) + path)
            }
            if !images.isEmpty {
                json.key("image"); json.array(images) { json, image in json.string(image) }
            }
            json.key("recipeIngredient"); json.array { json in
                recipe.forEachElement { element in
                    if case .item(let item) = element { json.element { writeIngredientLine(item, to: &$0) } }
                }
            }
            json.key("recipeInstructions"); json.array(instructionGroups(recipe)) { json, group in
                group.write(to: &json)
            }
            // A note's times, or the timers' sum as the total: search engines take it either way.
            if let times {
                if let prep = times.prep { json.key("prepTime"); json.string(isoDuration(prep)) }
                if let cook = times.cook { json.key("cookTime"); json.string(isoDuration(cook)) }
                json.key("totalTime"); json.string(isoDuration(times.total))
            }
        }
        json.raw("</script>")
        return json.text
    }

    /// `2 cups Flour, sifted`, as one string.
    static func writeIngredientLine(_ item: Item, to json: inout JSONWriter) {
        json.string { json in
            json.piece(item.amount)
            if !item.name.isEmpty {
                if !item.amount.isEmpty { json.piece(" ") }
                // A sub-recipe's link is its text: search engines read words, not our links.
                json.piece(item.nameLink?.text ?? item.name)
            }
            if !item.prep.isEmpty {
                json.piece(", ")
                json.piece(item.prep)
            }
        }
    }

    /// `PT1H30M` for 5400 seconds.
    static func isoDuration(_ seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        let rest = seconds % 60
        var text = "PT"
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if rest > 0 || text == "PT" { text += "\(rest)S" }
        return text
    }

    /// Steps before any header stand alone; each header's steps become a `HowToSection`.
    private static func instructionGroups(_ recipe: Recipe) -> [InstructionGroup] {
        var groups: [InstructionGroup] = []
        var currentSection: String?
        var steps: [String] = []
        func flush() {
            guard !steps.isEmpty else { return }
            if let name = currentSection {
                groups.append(.section(name: name, steps: steps))
            } else {
                groups += steps.map(InstructionGroup.step)
            }
            steps = []
        }
        recipe.forEachElement { element in
            switch element {
            case .header(let header):
                flush()
                currentSection = header.text
            case .step(let step):
                // Search engines read plain text: no Markdown, no links to source files.
                steps.append(MarkdownText.plain(step.text))
            default:
                break
            }
        }
        flush()
        return groups
    }

    private enum InstructionGroup {
        case step(String)
        case section(name: String, steps: [String])

        func write(to json: inout JSONWriter) {
            switch self {
            case .step(let text):
                Self.writeStep(text, to: &json)
            case .section(let name, let steps):
                json.object { json in
                    json.key("@type"); json.string("HowToSection")
                    json.key("name"); json.string(name)
                    json.key("itemListElement"); json.array(steps) { json, text in Self.writeStep(text, to: &json) }
                }
            }
        }

        static func writeStep(_ text: String, to json: inout JSONWriter) {
            json.object { json in
                json.key("@type"); json.string("HowToStep")
                json.key("text"); json.string(text)
            }
        }
    }
}
