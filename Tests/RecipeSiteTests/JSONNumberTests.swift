import Foundation
import Testing
@testable import RecipeSite

/// JSON has no NaN or infinity: a number that is not finite is written as `null`, so one bad
/// number can never make a whole export or shopping page's data unreadable.
@Suite struct JSONNumberTests {
    @Test func numbersThatAreNotFiniteAreWrittenAsNull() throws {
        var json = JSONWriter(compact: true)
        json.array([1.5, .infinity, .nan, 1e20, -.infinity, 2]) { json, value in json.number(value) }
        #expect(String(decoding: json.bytes, as: UTF8.self) == "[1.5,null,null,1e+20,null,2]")
        #expect(try JSONSerialization.jsonObject(with: Data(json.bytes)) is [Any])
    }
}
