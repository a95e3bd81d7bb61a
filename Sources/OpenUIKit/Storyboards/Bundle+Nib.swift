import Foundation

/// UIKit's nib loading on `Bundle`.
extension Bundle {
    /// Loads `<name>.xib` from this bundle with `owner` as File's Owner and returns its top-level
    /// objects (UIKit's nib-loading addition to `Bundle`). A missing nib is reported, as UIKit
    /// raises, and gives no objects.
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
