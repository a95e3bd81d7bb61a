import Foundation

/// What a toolbar looks like: its background and shadow (``UIBarAppearance``) and its buttons'
/// looks.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain bar button items; the toolbar keeps a copy of what is assigned.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { buttonAppearance = buttonAppearance.copy() }
    }
    /// The look of `.done` bar button items; the toolbar keeps a copy of what is assigned.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { doneButtonAppearance = doneButtonAppearance.copy() }
    }

    override func copyValues(from other: UIBarAppearance) {
        super.copyValues(from: other)
        guard let other = other as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
    }
}
