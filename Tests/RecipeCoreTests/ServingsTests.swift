import Testing
@testable import RecipeCore

/// The servings control appears when a note says how many a recipe serves or makes.
@Suite struct ServingsTests {
    @Test(arguments: [
        ("Serves 4", 4), ("SERVES 6 hungry people", 6), ("Makes 12 muffins", 12), ("Yield: 2 loaves", 2),
        ("8 servings", 8), ("Serves 4-6", 4), ("Bake 20 minutes", nil), ("Serves a crowd", nil),
        ("Make ahead: keeps 3 days", nil), ("", nil),
    ] as [(String, Int?)])
    func servingsAreReadFromANote(_ note: String, _ servings: Int?) {
        #expect(Recipe.servings(in: note) == servings)
    }
}
