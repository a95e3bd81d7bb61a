import Foundation

/// An alert, or an action sheet, presented as iOS presents them: `present(_:animated:)` puts an
/// alert in the middle of the dimmed window, fading in from a little larger, and an action sheet
/// at the bottom, sliding up (`AlertPresentationController`, `AlertTransitionAnimator`). A tap
/// on an action dismisses the alert and then calls the action's handler, as UIKit does; return
/// triggers the preferred action and escape the cancel action. The panel is drawn in iOS 17's
/// design (`AlertContentView`).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller shows an alert or an action sheet.
    public enum Style: Int, Sendable {
        /// A sheet of actions that slides up from the bottom of the screen.
        case actionSheet = 0
        /// A modal alert in the middle of the dimmed screen.
        case alert
    }

    /// Whether this is an alert or an action sheet, fixed when it is created.
    open private(set) var preferredStyle: Style = .alert
    /// The actions in the order they were added; each becomes a button.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold, which the return key triggers; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.internalInconsistency,
                    "The -preferredAction of an alert controller must be contained in the -actions array of the alert controller."
                )
                return
            }
            preferredActionStorage = newValue
            contentView?.reload()
        }
    }
    private var preferredActionStorage: UIAlertAction?
    /// The text under the title that says more about the alert.
    open var message: String? {
        didSet { contentView?.reload() }
    }
    open override var title: String? {
        didSet { contentView?.reload() }
    }
    /// The text fields, in the order they were added; nil for an alert without any.
    open var textFields: [UITextField]? { textFieldList.isEmpty ? nil : textFieldList }
    private var textFieldList: [UITextField] = []
    /// How important the alert is (iOS 16); `.default` unless set.
    open var severity: Severity = .default

    /// The presentation's delegate and the action chosen, which the dismissal hands to its
    /// handler.
    let transitioning = AlertTransitioning()
    var chosenAction: UIAlertAction?
    /// Called when an action is chosen, before the alert starts to go (the legacy alert views
    /// tell their delegates here).
    var actionChosen: ((UIAlertAction) -> Void)?
    var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }

    /// Creates an alert or action sheet with a title and message; add actions before presenting it.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Creates an empty alert, presented by the alert transition; return and escape trigger the preferred and cancel
    /// actions.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitioning
        registerAction("alertReturn:") { [unowned self] _ in self.returnKeyPressed() }
        registerAction("alertEscape:") { [unowned self] _ in self.escapeKeyPressed() }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = transitioning
    }

    /// Adds a button. A second cancel action is refused, as UIKit refuses it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
        contentView?.reload()
    }

    /// Adds a text field, configured by `configurationHandler`; only alerts take them.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.addAction(UIAction { [weak self] _ in self?.returnKeyPressed() }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        textFieldList.append(field)
        contentView?.reload()
    }

    open override func loadView() {
        view = AlertContentView(alert: self)
    }

    /// The first text field takes the keyboard as the alert appears; without one the alert
    /// itself becomes first responder, so return and escape reach its key commands.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        if let field = textFieldList.first { field.becomeFirstResponder() } else { becomeFirstResponder() }
    }

    /// Always `true`, so the alert can take the return and escape keys when it has no text field.
    open override var canBecomeFirstResponder: Bool { true }

    open override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "\r", modifierFlags: [], action: "alertReturn:"),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "alertEscape:"),
        ]
    }

    // MARK: Choosing an action

    /// Dismisses the alert, then calls the action's handler (UIKit's order: the handler can
    /// present something else at once).
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil else { return }
        chosenAction = action
        actionChosen?(action)
        view.endEditing(true)
        guard presentingViewController != nil else {
            action.handler?(action)
            chosenAction = nil
            return
        }
        dismiss(animated: true) { [weak self] in
            action.handler?(action)
            self?.chosenAction = nil
        }
    }

    /// The action return triggers: the preferred one, or the only one besides cancel.
    var returnAction: UIAlertAction? {
        if let preferredAction { return preferredAction }
        let others = actions.filter { $0.style != .cancel }
        return others.count == 1 ? others[0] : nil
    }

    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    func returnKeyPressed() {
        if let action = returnAction { choose(action) }
    }

    func escapeKeyPressed() {
        if let action = cancelAction { choose(action) }
    }
}
