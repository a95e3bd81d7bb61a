import Foundation

/// A range of text between two locations, its start included and its end not: TextKit 2's
/// `NSRange`. A range is empty when its two ends are the same location.
open class NSTextRange: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// Where the range starts.
    public let location: any NSTextLocation
    /// Where the range ends (the first location after it).
    public let endLocation: any NSTextLocation

    /// A range from `location` to `end` (an empty range at `location` when `end` is nil); nil when `end` comes before `location`.
    public init?(location: any NSTextLocation, end: (any NSTextLocation)?) {
        let end = end ?? location
        guard location.compare(end) != .orderedDescending else { return nil }
        self.location = location
        self.endLocation = end
        super.init()
    }

    /// An empty range at `location`.
    public convenience init(location: any NSTextLocation) {
        self.init(location: location, end: nil)!
    }

    /// Whether the range's ends are the same location.
    open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

    /// Whether both ranges have the same ends.
    open func isEqual(to textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) == .orderedSame
            && endLocation.compare(textRange.endLocation) == .orderedSame
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextRange else { return false }
        return isEqual(to: other)
    }

    open override var hash: Int { (location.hash &* 31) &+ endLocation.hash }

    /// Whether `location` is in the range (at or after its start, before its end).
    open func contains(_ location: any NSTextLocation) -> Bool {
        self.location.compare(location) != .orderedDescending && location.compare(endLocation) == .orderedAscending
    }

    /// Whether all of `textRange` is in the range.
    open func contains(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) != .orderedDescending
            && textRange.endLocation.compare(endLocation) != .orderedDescending
    }

    /// Whether the ranges share any text (or, for an empty range, whether it lies inside the other).
    open func intersects(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.endLocation) == .orderedAscending
            && textRange.location.compare(endLocation) == .orderedAscending
            || (isEmpty && textRange.contains(location)) || (textRange.isEmpty && contains(textRange.location))
    }

    /// The text both ranges cover, or nil when they share none.
    open func intersection(_ textRange: NSTextRange) -> NSTextRange? {
        let start = location.compare(textRange.location) == .orderedDescending ? location : textRange.location
        let end = endLocation.compare(textRange.endLocation) == .orderedAscending ? endLocation : textRange.endLocation
        guard start.compare(end) != .orderedDescending, intersects(textRange) else { return nil }
        return NSTextRange(location: start, end: end)
    }

    /// The smallest range covering both.
    open func union(_ textRange: NSTextRange) -> NSTextRange {
        let start = location.compare(textRange.location) == .orderedAscending ? location : textRange.location
        let end = endLocation.compare(textRange.endLocation) == .orderedDescending ? endLocation : textRange.endLocation
        return NSTextRange(location: start, end: end)!
    }

    open override var description: String { "\(type(of: self)) {\(location), \(endLocation)}" }

    /// The UTF-16 range of a range of content storage locations.
    var nsRange: NSRange {
        let start = TextContentLocation.offset(of: location)
        return NSRange(location: start, length: max(0, TextContentLocation.offset(of: endLocation) - start))
    }

    /// A range of content storage locations from a UTF-16 range.
    convenience init(_ range: NSRange) {
        self.init(location: TextContentLocation(range.location), end: TextContentLocation(NSMaxRange(range)))!
    }
}
