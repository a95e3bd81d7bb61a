import Foundation

/// An action sheet made the iOS 2 way (deprecated in iOS 8 for ``UIAlertController``): buttons
/// by title, told apart by index, and a delegate instead of handlers. Showing it presents a
/// ``UIAlertController`` of style `.actionSheet` with the same title and buttons over the
/// frontmost controller of the view's window, sliding up from the bottom as on an iPhone, whatever
/// view, bar or rectangle it is shown from. The destructive button comes first (index 0), the
/// others follow in the order given, and the cancel button is last. A tap tells the delegate
/// `clickedButtonAt`, then `willDismissWithButtonIndex`; the sheet is dismissed, then
/// `didDismissWithButtonIndex` is called.
@preconcurrency @MainActor
open class UIActionSheet: UIView {
    /// The object told about taps and the sheet's coming and going.
    open weak var delegate: (any UIActionSheetDelegate)?
    /// The text over the buttons.
    open var title: String = ""
    /// How the sheet is drawn; every style draws the same since iOS 7.
    open var actionSheetStyle: UIActionSheetStyle = .automatic
    /// The index of the cancel button, or -1 for none.
    open var cancelButtonIndex: Int = -1
    /// The index of the destructive button (drawn red), or -1 for none.
    open var destructiveButtonIndex: Int = -1

    private var buttonTitles: [String?] = []
    private var controller: UIAlertController?
    private var dismissingIndex: Int?

    /// Creates a sheet with a destructive button (index 0, when given), the other buttons, and a
    /// cancel button last.
    public init(
        title: String?, delegate: (any UIActionSheetDelegate)?, cancelButtonTitle: String?,
        destructiveButtonTitle: String?, otherButtonTitles: String...
    ) {
        super.init(frame: .zero)
        self.title = title ?? ""
        self.delegate = delegate
        if let destructiveButtonTitle { destructiveButtonIndex = addButton(withTitle: destructiveButtonTitle) }
        for other in otherButtonTitles { addButton(withTitle: other) }
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    }

    /// Creates a sheet with no title and no buttons.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

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

    /// The number of buttons, cancel and destructive included.
    open var numberOfButtons: Int { buttonTitles.count }

    /// The index of the first button that is neither cancel nor destructive, or -1 for none.
    open var firstOtherButtonIndex: Int {
        buttonTitles.indices.first { $0 != cancelButtonIndex && $0 != destructiveButtonIndex } ?? -1
    }

    /// Whether the sheet is on screen.
    open var isVisible: Bool { controller?.presentingViewController != nil && dismissingIndex == nil }

    /// Shows the sheet over the window of `view`.
    open func show(in view: UIView) { present(near: view) }

    /// Shows the sheet over the toolbar's window (from its bottom, as on an iPhone).
    open func show(from view: UIToolbar) { present(near: view) }

    /// Shows the sheet over the tab bar's window (from its bottom, as on an iPhone).
    open func show(from view: UITabBar) { present(near: view) }

    /// Shows the sheet over the key window; an iPad's popover from the item is an iPhone's sheet
    /// here.
    open func show(from item: UIBarButtonItem, animated: Bool) { present(near: nil, animated: animated) }

    /// Shows the sheet over the window of `view`; an iPad's popover from the rectangle is an
    /// iPhone's sheet here.
    open func show(from rect: CGRect, in view: UIView, animated: Bool) { present(near: view, animated: animated) }

    /// Dismisses the sheet as if the button at `buttonIndex` were tapped, but without
    /// `clickedButtonAt`: the delegate hears `willDismissWithButtonIndex` and
    /// `didDismissWithButtonIndex`.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        guard let sheet = controller, sheet.presentingViewController != nil, dismissingIndex == nil else { return }
        dismissingIndex = buttonIndex
        delegate?.actionSheet(self, willDismissWithButtonIndex: buttonIndex)
        sheet.dismiss(animated: animated) { [weak self] in self?.didDismiss(buttonIndex) }
    }

    // MARK: Showing

    private func present(near view: UIView?, animated: Bool = true) {
        guard !isVisible else { return }
        guard let presenter = LegacyAlertPresenter.presenter(near: view) else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning, "UIActionSheet needs a window with a root view controller to show.")
            return
        }
        let sheet = UIAlertController(title: title.isEmpty ? nil : title, message: nil, preferredStyle: .actionSheet)
        for (index, title) in buttonTitles.enumerated() {
            let style: UIAlertAction.Style =
                index == cancelButtonIndex ? .cancel : index == destructiveButtonIndex ? .destructive : .default
            sheet.addAction(UIAlertAction(title: title, style: style) { [weak self] _ in self?.didDismiss(index) })
        }
        sheet.actionChosen = { [weak self, weak sheet] action in
            guard let self, let sheet, let index = sheet.actions.firstIndex(where: { $0 === action }) else { return }
            self.dismissingIndex = index
            self.delegate?.actionSheet(self, clickedButtonAt: index)
            self.delegate?.actionSheet(self, willDismissWithButtonIndex: index)
        }
        controller = sheet
        delegate?.willPresent(self)
        presenter.present(sheet, animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.didPresent(self)
        }
    }

    private func didDismiss(_ index: Int) {
        controller = nil
        dismissingIndex = nil
        delegate?.actionSheet(self, didDismissWithButtonIndex: index)
    }
}
