import RecipeCore

/// `TimerScanner.scan` on any step: durations not negative, a range's end not before its
/// start, and each timer's text found in the step's text.
@_cdecl("LLVMFuzzerTestOneInput")
public func timerScannerFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let scan = TimerScanner.scan(text)
    require(scan.text.utf8.count <= text.utf8.count, "scanned text grew")
    for timer in scan.timers {
        require(timer.seconds >= 0, "seconds \(timer.seconds) from \(text.debugDescription)")
        if let maxSeconds = timer.maxSeconds {
            require(maxSeconds >= timer.seconds, "range \(timer.seconds)–\(maxSeconds) from \(text.debugDescription)")
        }
        // Bytes, not characters: a combining mark after the duration joins its last letter.
        require(Array(scan.text.utf8).firstRange(of: Array(timer.text.utf8)) != nil,
                "timer text \(timer.text.debugDescription) not in \(scan.text.debugDescription)")
    }
    return 0
}
