import Foundation

/// A replacement of a byte range of a source file. Edits of one pass never overlap, so they
/// apply from the end backwards and each keeps the offsets the parse gave it.
struct TextEdit {
    var range: Range<Int>
    var replacement: String

    /// `source` with `edits` applied; overlapping edits keep the first (by position) and drop
    /// the other, which a pass never produces.
    static func apply(_ edits: [TextEdit], to source: String) -> String {
        var bytes = Array(source.utf8)
        var lowerBound = Int.max
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            guard edit.range.upperBound <= lowerBound, edit.range.upperBound <= bytes.count else { continue }
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            lowerBound = edit.range.lowerBound
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
