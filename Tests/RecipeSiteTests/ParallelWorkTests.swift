import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

@Suite struct ParallelWorkTests {
    /// Work of very unequal cost, as a tag's pages against a recipe's, on many threads: every
    /// index comes back once, in its place.
    @Test(arguments: [0, 1, 15, 1_000, 10_001])
    func everyValueComesBackOnceInOrder(count: Int) async {
        let values = await ParallelWork.map(Array(0..<count), threads: ParallelWork.diskThreads) { index -> String in
            if index % 97 == 0 { usleep(200) }
            return String(index)
        }
        #expect(values == (0..<count).map(String.init))
    }

    /// Each index is worked on exactly once, however the threads share them out.
    @Test func forEachCallsEveryIndexOnce() {
        let calls = Locked([Int](repeating: 0, count: 5_000))
        ParallelWork.forEach(5_000, threads: ParallelWork.cores) { index in
            calls.withLock { $0[index] += 1 }
        }
        #expect(calls.current.allSatisfy { $0 == 1 })
    }
}
