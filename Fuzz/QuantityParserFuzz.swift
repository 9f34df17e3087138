import RecipeCore

/// `QuantityParser.parse` and `leadingQuantity` on any text: amounts finite and not negative,
/// a range's high end not below its low end, and the remainder a part of the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func quantityParserFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    if let quantity = QuantityParser.parse(text) {
        check(quantity, text)
    }
    if let (quantity, remainder) = QuantityParser.leadingQuantity(in: text) {
        check(quantity, text)
        require(remainder.utf8.count <= text.utf8.count, "remainder longer than the text")
    }
    return 0
}

private func check(_ quantity: Quantity, _ text: String) {
    require(quantity.low.isFinite && quantity.low >= 0, "low \(quantity.low) from \(text.debugDescription)")
    if let high = quantity.high {
        require(high.isFinite && high >= quantity.low, "range \(quantity.low)–\(high) from \(text.debugDescription)")
    }
}
