/// Text placed inside a CSS string of a `<style>` block.
enum CSSString {
    /// `text` as a quoted CSS string in which every character but letters, digits and spaces
    /// is a hexadecimal escape: nothing in it can end the string, the rule or the `<style>`
    /// element (`</style>`), whatever a title holds.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isPlain = (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
                || (value >= 0x61 && value <= 0x7A) || value == 0x20 || value > 0x7F
            // Control characters and the line and paragraph separators are written as spaces:
            // a running head is one line.
            if value < 0x20 || value == 0x7F || value == 0x2028 || value == 0x2029 {
                result += " "
            } else if isPlain {
                result.unicodeScalars.append(scalar)
            } else {
                // The space after the escape ends it, so a digit that follows is not read into it.
                result += "\\" + String(value, radix: 16) + " "
            }
        }
        return result + "\""
    }
}
