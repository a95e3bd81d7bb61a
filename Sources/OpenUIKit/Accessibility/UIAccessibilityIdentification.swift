import Foundation

/// What UI tests find an element by (`XCUIElement.identifier`): set by the app, never spoken and
/// never localized, unlike the label.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// A string that identifies the element to UI tests, never spoken or localized.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
extension UIBarItem: UIAccessibilityIdentification {}
