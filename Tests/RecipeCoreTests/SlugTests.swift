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

    /// A title of hundreds of words once made a folder name too long to create, and the build
    /// failed as a whole.
    @Test func longTitlesGetShortStableSlugs() {
        let long = String(repeating: "word ", count: 200)
        let slug = Slug.make(from: long)
        #expect(slug.utf8.count <= Slug.maximumLength)
        #expect(slug.hasPrefix("word-word-"))
        #expect(slug == Slug.make(from: long))
        #expect(slug != Slug.make(from: long + "x"))
        #expect(Slug.make(from: String(repeating: "a", count: 300)).utf8.count <= Slug.maximumLength)
    }
}
