import Foundation

/// `NSAttributedString()` and `NSMutableAttributedString()`, the empty string: Apple's classes
/// have NSObject's `init()`, while swift-corelibs-foundation's declare only `init(string:)` and
/// its kin, so the call apps write does not compile there. Swift refuses an `init()` in an
/// extension of an NSObject subclass, so this one takes one defaulted argument no call writes.
extension NSAttributedString {
    /// The empty attributed string: what `NSAttributedString()` makes.
    public convenience init(_ empty: Void = ()) {
        self.init(string: "")
    }
}
