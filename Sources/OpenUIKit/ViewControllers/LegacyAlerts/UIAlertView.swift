import Foundation

/// An alert made the iOS 2 way (deprecated in iOS 9 for ``UIAlertController``): buttons by title,
/// told apart by index, and a delegate instead of handlers. `show()` presents a
/// ``UIAlertController`` with the same title, message, buttons and text fields over the frontmost
/// controller of the key window, so it looks and animates as an alert controller does. The cancel
/// button is index 0 and the others follow in the order they were given. A tap tells the
/// delegate `clickedButtonAt`, then `willDismissWithButtonIndex`; the alert is dismissed, then
/// `didDismissWithButtonIndex` is called. iOS puts the alert in a window of its own; here it is
/// presented in the key window, so a window without a root controller cannot show it.
@preconcurrency @MainActor
open class UIAlertView: UIView {
    /// The object told about taps and the alert's coming and going; a ``UIAlertViewDelegate``.
    open weak var delegate: AnyObject?
    /// The alert's title.
    open var title: String = ""
    /// The text under the title.
    open var message: String?
    /// The text fields the alert shows.
    open var alertViewStyle: UIAlertViewStyle = .default {
        didSet { if alertViewStyle != oldValue, !isVisible { controller = nil } }
    }
    /// The index of the cancel button, or -1 for none.
    open var cancelButtonIndex: Int = -1

    private var buttonTitles: [String?] = []
    /// The controller that shows the alert, made when it shows or a text field is asked for.
    private var controller: UIAlertController?
    /// The index of the button chosen while the alert goes.
    private var dismissingIndex: Int?

    /// Creates an alert with a cancel button (index 0, when given) and other buttons after it.
    public init(
        title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?,
        otherButtonTitles: String...
    ) {
        super.init(frame: .zero)
        self.title = title ?? ""
        self.message = message
        self.delegate = delegate as AnyObject?
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
        for other in otherButtonTitles { addButton(withTitle: other) }
    }

    /// Creates an alert with no title and no buttons.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var alertDelegate: (any UIAlertViewDelegate)? { delegate as? any UIAlertViewDelegate }

    /// Adds a button and returns its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        buttonTitles.append(title)
        return buttonTitles.count - 1
    }

    /// The title of the button at `buttonIndex`; nil outside the buttons.
    open func buttonTitle(at buttonIndex: Int) -> String? {
        buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil
    }

    /// The number of buttons, cancel included.
    open var numberOfButtons: Int { buttonTitles.count }

    /// The index of the first button that is not the cancel button, or -1 for none.
    open var firstOtherButtonIndex: Int {
        buttonTitles.indices.first { $0 != cancelButtonIndex } ?? -1
    }

    /// Whether the alert is on screen.
    open var isVisible: Bool { controller?.presentingViewController != nil && dismissingIndex == nil }

    /// The text field at `textFieldIndex` for the alert's style: 0 for the only field, or the
    /// login field, 1 for the password field. Asking for one outside the style's fields is
    /// refused, as UIKit refuses it.
    open func textField(at textFieldIndex: Int) -> UITextField? {
        let fields = preparedController().textFields ?? []
        guard fields.indices.contains(textFieldIndex) else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "textFieldIndex (\(textFieldIndex)) is outside of the bounds of the array of text fields")
            return nil
        }
        return fields[textFieldIndex]
    }

    /// Presents the alert over the frontmost controller of the key window: the delegate hears
    /// `willPresent(_:)` first and `didPresent(_:)` once the alert is on screen.
    open func show() {
        guard !isVisible else { return }
        guard let presenter = LegacyAlertPresenter.presenter(near: nil) else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning, "UIAlertView needs a key window with a root view controller to show.")
            return
        }
        let alert = preparedController()
        for (index, title) in buttonTitles.enumerated() {
            let action = UIAlertAction(title: title, style: index == cancelButtonIndex ? .cancel : .default) {
                [weak self] _ in self?.didDismiss(index)
            }
            alert.addAction(action)
        }
        alert.actionChosen = { [weak self, weak alert] action in
            guard let self, let alert, let index = alert.actions.firstIndex(where: { $0 === action }) else { return }
            self.dismissingIndex = index
            self.alertDelegate?.alertView(self, clickedButtonAt: index)
            self.alertDelegate?.alertView(self, willDismissWithButtonIndex: index)
        }
        for field in alert.textFields ?? [] {
            field.addAction(UIAction { [weak self] _ in self?.updateFirstOtherButton() }, for: .editingChanged)
        }
        updateFirstOtherButton()
        alertDelegate?.willPresent(self)
        presenter.present(alert, animated: true) { [weak self] in
            guard let self else { return }
            self.alertDelegate?.didPresent(self)
        }
    }

    /// Dismisses the alert as if the button at `buttonIndex` were tapped, but without
    /// `clickedButtonAt`: the delegate hears `willDismissWithButtonIndex` and
    /// `didDismissWithButtonIndex`.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        guard let alert = controller, alert.presentingViewController != nil, dismissingIndex == nil else { return }
        dismissingIndex = buttonIndex
        alertDelegate?.alertView(self, willDismissWithButtonIndex: buttonIndex)
        alert.dismiss(animated: animated) { [weak self] in self?.didDismiss(buttonIndex) }
    }

    // MARK: The controller

    /// The alert controller, made with the style's text fields the first time it is needed.
    private func preparedController() -> UIAlertController {
        if let controller { return controller }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        switch alertViewStyle {
        case .default: break
        case .plainTextInput: alert.addTextField()
        case .secureTextInput: alert.addTextField { $0.isSecureTextEntry = true }
        case .loginAndPasswordInput:
            alert.addTextField { $0.placeholder = "Login" }
            alert.addTextField {
                $0.placeholder = "Password"
                $0.isSecureTextEntry = true
            }
        }
        controller = alert
        return alert
    }

    /// Enables the first other button as the delegate says.
    private func updateFirstOtherButton() {
        guard let alert = controller, alert.actions.indices.contains(firstOtherButtonIndex) else { return }
        alert.actions[firstOtherButtonIndex].isEnabled =
            alertDelegate?.alertViewShouldEnableFirstOtherButton(self) ?? true
    }

    /// The alert is gone: the delegate hears `didDismissWithButtonIndex`, and the next `show()`
    /// makes a new controller.
    private func didDismiss(_ index: Int) {
        controller = nil
        dismissingIndex = nil
        alertDelegate?.alertView(self, didDismissWithButtonIndex: index)
    }
}
