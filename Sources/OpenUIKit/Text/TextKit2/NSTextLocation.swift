import Foundation

/// A place in a text content manager's text, ordered against other places of the same manager.
/// TextKit 2 never says what a location is made of; the content storage's are offsets into its
/// attributed string.
public protocol NSTextLocation: NSObjectProtocol {
    /// How this location is ordered against `location`.
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// The locations `NSTextContentStorage` hands out: a UTF-16 offset into its attributed string.
final class TextContentLocation: NSObject, NSTextLocation, @unchecked Sendable {
    // @unchecked: immutable.
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    func compare(_ location: any NSTextLocation) -> ComparisonResult {
        guard let other = location as? TextContentLocation else { return .orderedSame }
        return offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
    }

    override func isEqual(_ object: Any?) -> Bool { (object as? TextContentLocation)?.offset == offset }
    override var hash: Int { offset.hashValue }
    override var description: String { "\(offset)" }

    /// The offset of any location made by a content storage (0 for one that is not).
    static func offset(of location: any NSTextLocation) -> Int {
        (location as? TextContentLocation)?.offset ?? 0
    }
}
