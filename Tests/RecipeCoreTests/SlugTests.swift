import Testing
@testable import RecipeCore

@Suite struct SlugTests {
    @Test(arguments: [
        ("Grandma's Apple Crumble", "grandmas-apple-crumble"),
        ("Crème Brûlée", "creme-brulee"),
        ("  Weekly   Staples!! ", "weekly-staples"),
        ("Jalapeño & Lime Salsa", "jalapeno-lime-salsa"),
        ("Pâte Brisée (2 crusts)", "pate-brisee-2-crusts"),
        ("1-2-3 Cake", "1-2-3-cake"),
    ])
    func slugs(title: String, slug: String) {
        #expect(Slug.make(from: title) == slug)
    }

    @Test func titleWithoutLatinLettersGetsAStableName() {
        let first = Slug.make(from: "饺子")
        #expect(first.hasPrefix("page-"))
        #expect(first == Slug.make(from: "饺子"))
        #expect(first != Slug.make(from: "包子"))
    }
}
