import Testing
import RecipeCore

/// The folder of a path, as `watch` finds the templates beside a content folder: a folder
/// named by one letter (`--content C`) once crashed it inside Foundation.
@Suite struct ParentPathTests {
    @Test(arguments: [
        ("C", ""), ("Content", ""), ("a/b", "a"), ("a/b/", "a"), ("/a", "/"), ("/", "/"),
        ("/x/y//z", "/x/y"), ("books/C", "books"), ("", ""),
    ])
    func theFolderHoldingTheLastName(_ path: String, _ parent: String) {
        #expect(path.parentPath == parent)
    }
}
