import Foundation

/// Text broken across pages for the text print formatters: each page takes as many whole lines
/// as fit its height, broken after whitespace (a word longer than a line breaks where the text
/// system wraps it), and the whitespace a page break falls on is not carried to the next page.
struct TextPagination {
    /// The part of the text on each page, in order.
    let pages: [NSRange]

    /// The most pages one text is broken into; the rest of a longer text is not printed.
    static let maximumPages = 10_000

    /// Breaks `text` over pages whose sizes `pageSize` gives for each page from 0.
    ///
    /// - Complexity: O(p · log n) measurements of up to the rest of the text, for p pages and n
    ///   words.
    init(text: NSAttributedString, pageSize: (Int) -> CGSize) {
        let string = text.string as NSString
        let length = string.length
        // The places a page may end: after each run of whitespace, and at the end.
        var breaks: [Int] = []
        var index = 0
        while index < length {
            let isSpace = Self.isWhitespace(string.character(at: index))
            index += 1
            if isSpace, index < length, !Self.isWhitespace(string.character(at: index)) { breaks.append(index) }
        }
        breaks.append(length)

        var pages: [NSRange] = []
        var start = Self.skippingWhitespace(string, from: 0)
        while start < length, pages.count < Self.maximumPages {
            let size = pageSize(pages.count)
            guard size.width > 0, size.height > 0 else { break }
            let candidates = breaks[Self.firstIndex(in: breaks, after: start)...]
            // A page's text ends before the whitespace it breaks at, which would measure as a line of its own.
            func trimmed(_ end: Int) -> Int {
                var end = end
                while end > start, Self.isWhitespace(string.character(at: end - 1)) { end -= 1 }
                return end
            }
            func fits(_ end: Int) -> Bool {
                let piece = text.attributedSubstring(from: NSRange(location: start, length: trimmed(end) - start))
                let measured = piece.boundingRect(
                    with: CGSize(width: size.width, height: .greatestFiniteMagnitude),
                    options: .usesLineFragmentOrigin, context: nil)
                return measured.height <= size.height + 0.5
            }
            // The last break that fits; the first when none does, so every page takes some text.
            var low = candidates.startIndex, high = candidates.endIndex - 1, best = candidates.startIndex
            if fits(candidates[low]) {
                while low <= high {
                    let middle = (low + high) / 2
                    if fits(candidates[middle]) {
                        best = middle
                        low = middle + 1
                    } else {
                        high = middle - 1
                    }
                }
            }
            let end = candidates[best]
            pages.append(NSRange(location: start, length: trimmed(end) - start))
            start = Self.skippingWhitespace(string, from: end)
        }
        self.pages = pages
    }

    private static func isWhitespace(_ unit: unichar) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029
    }

    private static func skippingWhitespace(_ string: NSString, from index: Int) -> Int {
        var index = index
        while index < string.length, isWhitespace(string.character(at: index)) { index += 1 }
        return index
    }

    /// The index of the first break after `start` (binary search: `breaks` is sorted).
    private static func firstIndex(in breaks: [Int], after start: Int) -> Int {
        var low = 0, high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return min(low, breaks.count - 1)
    }
}
