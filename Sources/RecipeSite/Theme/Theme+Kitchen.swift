import Foundation
import RecipeCore

extension Theme {
    /// The text of the theme's `kitchen.json`: the user's when it reads as ``KitchenRules``,
    /// else the default theme's, so a broken override never leaves the page without rules.
    var kitchenRules: String {
        let path = "kitchen.json"
        if let text = files[path], (try? KitchenRules.decode(Data(text.utf8))) != nil { return text }
        return DefaultTheme.files[path] ?? "{}"
    }

    /// The default theme's rules, which lists made without a theme (the command line) follow.
    static let defaultKitchenRules: KitchenRules? = DefaultTheme.files["kitchen.json"].flatMap {
        try? KitchenRules.decode(Data($0.utf8))
    }
}
