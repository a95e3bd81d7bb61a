import Foundation

/// A view made to stand in for the keyboard (a text input's `inputView`) or sit above it, drawn
/// with the keyboard's background when its style is `.keyboard`. No software keyboard is shown
/// on Linux, so it appears only where an app puts it.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// How the view is drawn.
    public enum Style: Int, Sendable {
        /// A plain background.
        case `default` = 0
        /// The keyboard's background, which follows the appearance.
        case keyboard = 1
    }

    /// The style the view was made with.
    public let inputViewStyle: Style
    /// Whether the view sizes itself with Auto Layout instead of taking the keyboard's height.
    open var allowsSelfSizing = false

    /// Creates an input view of a style.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
        if inputViewStyle == .keyboard { backgroundColor = Self.keyboardBackground }
    }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }

    /// The grey of the iOS keyboard, lighter in light mode than in dark.
    static let keyboardBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.17, green: 0.17, blue: 0.17, alpha: 1)
            : UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
    }
}

/// A view that plays the keyboard's click (`UIDevice.playInputClick()`) when it is the input view
/// of a first responder and this says yes.
@preconcurrency @MainActor
public protocol UIInputViewAudioFeedback: AnyObject {
    /// Whether clicks play while the view is visible.
    var enableInputClicksWhenVisible: Bool { get }
}
