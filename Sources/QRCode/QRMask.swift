/// The eight data masks of ISO/IEC 18004. Each is tried and `QRPenalty` keeps the one that
/// leaves the symbol easiest for a camera to read.
enum QRMask: Int, Sendable, CaseIterable {
    case checkerboard = 0, rows, thirdColumns, diagonals, blocks, products, productsChecker, mixed

    /// Whether the mask inverts the data module at column `x`, row `y`.
    func inverts(x: Int, y: Int) -> Bool {
        switch self {
        case .checkerboard: (x + y) % 2 == 0
        case .rows: y % 2 == 0
        case .thirdColumns: x % 3 == 0
        case .diagonals: (x + y) % 3 == 0
        case .blocks: (x / 3 + y / 2) % 2 == 0
        case .products: x * y % 2 + x * y % 3 == 0
        case .productsChecker: (x * y % 2 + x * y % 3) % 2 == 0
        case .mixed: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }
}
