import RecipeCore

/// A recipe's times as cards and pages show them, in the book's words: `1 h 20 min`,
/// `about 45 min` for a sum of timers.
enum RecipeTimeHTML {
    /// `45 min`, `1 h`, `1 h 20 min`: whole minutes, a part of one counted as one.
    static func text(_ seconds: Int, words: Wording) -> String {
        let minutes = (seconds + 59) / 60
        let (hours, rest) = (minutes / 60, minutes % 60)
        if hours == 0 { return words("durationMinutes", ["m": String(rest)]) }
        if rest == 0 { return words("durationHours", ["h": String(hours)]) }
        return words("durationHoursMinutes", ["h": String(hours), "m": String(rest)])
    }

    /// The whole time, `about …` when it is the timers' sum.
    static func total(_ times: RecipeTimes, words: Wording) -> String {
        let text = text(times.total, words: words)
        return times.isApproximate ? words("aboutTime", ["time": text]) : text
    }

    /// The whole time in minutes, rounded up as ``text(_:words:)`` shows it: what the lists'
    /// time filter compares.
    static func minutes(_ times: RecipeTimes) -> Int {
        (times.total + 59) / 60
    }

    /// `<time datetime="PT1H20M">1 h 20 min</time>`.
    static func element(_ seconds: Int, shown: String) -> String {
        "<time datetime=\"" + RecipeJSONLD.isoDuration(seconds) + "\">" + HTML.escape(shown) + "</time>"
    }

    /// The line under a recipe's title: `Prep 20 min · Cook 1 h · Total 1 h 20 min`, or
    /// `Time: about 45 min`.
    static func line(_ times: RecipeTimes, words: Wording) -> String {
        var parts: [String] = []
        if let prep = times.prep { parts.append(labelled("prepTime", prep, words: words)) }
        if let cook = times.cook { parts.append(labelled("cookTime", cook, words: words)) }
        let total = element(times.total, shown: total(times, words: words))
        let key = times.prep == nil && times.cook == nil ? "recipeTime" : "totalTime"
        parts.append(HTML.escape(words[key]).filling(["time": total]))
        // Not on paper: a recipe prints on one sheet, and a time note prints as written anyway.
        return "<p class=\"recipe-time no-print\">" + parts.joined(separator: " <span aria-hidden=\"true\">·</span> ") + "</p>"
    }

    private static func labelled(_ key: String, _ seconds: Int, words: Wording) -> String {
        HTML.escape(words[key]).filling(["time": element(seconds, shown: text(seconds, words: words))])
    }
}

/// What a recipe's card says besides its title, made once per recipe for every list that
/// shows it: the description made plain (``RecipeListHTML/plainDescription(_:)``) and the time.
struct CardText: Sendable {
    let description: String?
    /// The time's `<time>` element, when the recipe has a time.
    let timeHTML: String?
    /// The whole time in minutes, for the lists' time filter.
    let minutes: Int?

    init(_ recipe: Recipe, words: Wording, language: Language) {
        description = recipe.description.map(RecipeListHTML.plainDescription)
        let times = recipe.times(in: language)
        timeHTML = times.map { RecipeTimeHTML.element($0.total, shown: RecipeTimeHTML.total($0, words: words)) }
        minutes = times.map(RecipeTimeHTML.minutes)
    }
}
