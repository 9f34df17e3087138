/// The standard's four penalty rules, summed over a finished matrix: long runs, 2 × 2 blocks,
/// finder-like stretches and an uneven share of dark modules all make a symbol harder to read.
enum QRPenalty {
    static func score(_ matrix: QRMatrix) -> Int {
        let size = matrix.size
        var total = 0
        for index in 0..<size {
            let row = (0..<size).map { matrix.isDark(x: $0, y: index) }
            let column = (0..<size).map { matrix.isDark(x: index, y: $0) }
            total += runs(row) + runs(column) + finderLike(row) + finderLike(column)
        }
        total += blocks(matrix) + balance(matrix)
        return total
    }

    /// Rule 1: five or more modules of one colour in a row score 3, and 1 more for each beyond five.
    static func runs(_ line: [Bool]) -> Int {
        var total = 0
        var length = 0
        var previous: Bool?
        for module in line {
            if module == previous {
                length += 1
            } else {
                if length >= 5 { total += length - 2 }
                length = 1
                previous = module
            }
        }
        if length >= 5 { total += length - 2 }
        return total
    }

    /// Rule 2: every 2 × 2 square of one colour scores 3 (overlapping squares count each).
    static func blocks(_ matrix: QRMatrix) -> Int {
        var total = 0
        for y in 0..<(matrix.size - 1) {
            for x in 0..<(matrix.size - 1) {
                let colour = matrix.isDark(x: x, y: y)
                if matrix.isDark(x: x + 1, y: y) == colour, matrix.isDark(x: x, y: y + 1) == colour,
                   matrix.isDark(x: x + 1, y: y + 1) == colour {
                    total += 3
                }
            }
        }
        return total
    }

    private static let finderThenLight: [Bool] = [true, false, true, true, true, false, true, false, false, false, false]
    private static let lightThenFinder: [Bool] = finderThenLight.reversed()

    /// Rule 3: each dark-light-dark-dark-dark-light-dark stretch with four light modules on one
    /// side looks like a finder to a reader, and scores 40.
    static func finderLike(_ line: [Bool]) -> Int {
        let width = finderThenLight.count
        guard line.count >= width else { return 0 }
        var total = 0
        for start in 0...(line.count - width) {
            let window = line[start..<(start + width)]
            if window.elementsEqual(finderThenLight) { total += 40 }
            if window.elementsEqual(lightThenFinder) { total += 40 }
        }
        return total
    }

    /// Rule 4: 10 for every whole 5 % that the share of dark modules lies away from half.
    static func balance(_ matrix: QRMatrix) -> Int {
        let all = matrix.size * matrix.size
        var dark = 0
        for y in 0..<matrix.size {
            for x in 0..<matrix.size where matrix.isDark(x: x, y: y) { dark += 1 }
        }
        return abs(dark * 100 - all * 50) / (all * 5) * 10
    }
}
