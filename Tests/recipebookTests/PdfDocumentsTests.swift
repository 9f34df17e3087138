import Foundation
import Testing

/// `recipebook pdf --guide` and `--plan`: the guide as a printed book, and one meal plan's
/// shopping list on paper.
@Suite(.serialized) struct PdfDocumentsTests {
    static func make(_ arguments: [String]) throws -> (status: Int32, errors: String, pages: [String]) {
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-pdf-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: pdf) }
        let outcome = try CommandRunner.run(["pdf", "--content", "Content", "--output", pdf.path] + arguments)
        guard outcome.status == 0 else { return (outcome.status, outcome.errors, []) }
        let info = try PdfCommandTests.tool("pdfinfo", [pdf.path]).split(separator: "\n").first { $0.hasPrefix("Pages:") }
        let count = info?.split(separator: " ").last.flatMap { Int($0) } ?? 0
        let pages = try (0..<count).map { page in
            try PdfCommandTests.tool("pdftotext", ["-layout", "-f", "\(page + 1)", "-l", "\(page + 1)", pdf.path, "-"])
        }
        return (outcome.status, outcome.errors, pages)
    }

    @Test func theGuideHasATitlePageAndContentsThatLeadToEachChapter() throws {
        let guide = try Self.make(["--guide"])
        #expect(guide.status == 0, "\(guide.errors)")
        let title = PdfCommandTests.lines(guide.pages.first ?? "")
        #expect(title.contains("The Family Recipe Book") && title.contains("Guide"))
        let contents = PdfCommandTests.lines(guide.pages.count > 1 ? guide.pages[1] : "")
            .filter { $0.contains("...") }.compactMap { PdfCommandTests.numbered($0, separator: ".") }
        #expect(contents.count == 10, "the sample book's ten chapters")
        for entry in contents where entry.page <= guide.pages.count {
            #expect(PdfCommandTests.lines(guide.pages[entry.page - 1]).contains(entry.title), "\(entry.title) starts on page \(entry.page)")
        }
    }

    @Test func aMealPlansListPrintsOnOnePageInItsStoresOrder() throws {
        let list = try Self.make(["--plan", "Sunday Dinner", "--store", "Corner Market"])
        #expect(list.status == 0, "\(list.errors)")
        #expect(list.pages.count == 1)
        let text = list.pages.first ?? ""
        #expect(text.contains("Sunday Dinner") && text.contains("Corner Market") && text.contains("Aisle 1"))
    }

    @Test func aPlanTheBookDoesNotHaveIsNamedWithTheOnesItHas() throws {
        let list = try Self.make(["--plan", "Christmas"])
        #expect(list.status == 2)
        #expect(list.errors.contains("no meal plan named 'Christmas'") && list.errors.contains("Sunday Dinner"))
    }
}
