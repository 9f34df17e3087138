import Testing
@testable import RecipeCore

@Suite struct RecipeLineTests {
    @Test(arguments: [
        ("# Grandma's Apple Crumble", RecipeLine.title("Grandma's Apple Crumble")),
        ("## Topping", .header("Topping", level: 2)),
        ("### For the pan", .header("For the pan", level: 3)),
        ("#### Deeper", .header("Deeper", level: 3)),
        ("- Butter | 1 stick | Cold, cubed", .item(fields: ["Butter", "1 stick", "Cold, cubed"])),
        ("- Eggs | 2 | ", .item(fields: ["Eggs", "2", ""])),
        ("- Salt |  | ", .item(fields: ["Salt", "", ""])),
        ("- Fresh basil", .item(fields: ["Fresh basil"])),
        ("* Flour | 1 cup | ", .item(fields: ["Flour", "1 cup", ""])),
        ("+ Sugar | 2 tbsp", .item(fields: ["Sugar", "2 tbsp"])),
        ("- Salt \\| pepper mix | 1 tsp | ", .item(fields: ["Salt | pepper mix", "1 tsp", ""])),
        ("-\tTabbed | 1 | ", .item(fields: ["Tabbed", "1", ""])),
        ("> We always double the topping.", .note("We always double the topping.")),
        (">", .note("")),
        (">No space", .note("No space")),
        ("![Fresh from the oven](crumble.jpeg)", .photo(caption: "Fresh from the oven", file: "crumble.jpeg", fileColumn: 24)),
        ("![](<my photo.png>)", .photo(caption: "", file: "my photo.png", fileColumn: 5)),
        ("Rub the butter into the flour.", .step("Rub the butter into the flour.")),
        ("**Heat** the oven.", .step("**Heat** the oven.")),
        ("-Dash without a space", .step("-Dash without a space")),
        ("#hashtag at the start", .step("#hashtag at the start")),
        ("![not alone](a.jpeg) and more", .step("![not alone](a.jpeg) and more")),
        ("1. Numbered step", .step("1. Numbered step")),
        ("   ", .blank),
        ("", .blank),
        ("  \t- Indented | 1 cup |   \t", .item(fields: ["Indented", "1 cup", ""])),
        ("Step with trailing spaces   ", .step("Step with trailing spaces")),
        ("- Crème fraîche | ½ cup | ", .item(fields: ["Crème fraîche", "½ cup", ""])),
    ])
    func classifiesLines(line: String, expected: RecipeLine) {
        #expect(RecipeLine(Substring(line)) == expected)
    }
}
