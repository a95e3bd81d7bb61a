import Foundation

/// Connects a window scene's text to the system font panel: the panel shows the selection's
/// attributes (`setSelectedAttributes(_:isMultiple:)`), and a font picked in it is applied through
/// the delegate. On Linux the font panel is a `UIFontPickerViewController` presented from the key
/// window's root view controller.
@preconcurrency @MainActor
open class UITextFormattingCoordinator: NSObject, UIFontPickerViewControllerDelegate {
    /// Applies changes from the panel to the selected text.
    open weak var delegate: (any UITextFormattingCoordinatorDelegate)?
    /// The scene the coordinator serves.
    private weak var windowScene: UIWindowScene?
    /// The attributes of the selection, as last set.
    private(set) var selectedAttributes: [NSAttributedString.Key: Any] = [:]
    private(set) var selectionIsMultiple = false

    private static var coordinators: [ObjectIdentifier: UITextFormattingCoordinator] = [:]
    private static weak var panel: UIFontPickerViewController?

    /// A coordinator for a window scene.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// The scene's coordinator, made on first use. Returns `UITextFormattingCoordinator` rather
    /// than UIKit's `Self`, as Swift makes `Self` only through a required initializer UIKit does not have.
    open class func textFormattingCoordinator(for windowScene: UIWindowScene) -> UITextFormattingCoordinator {
        if let existing = coordinators[ObjectIdentifier(windowScene)] { return existing }
        let coordinator = UITextFormattingCoordinator(windowScene: windowScene)
        coordinators[ObjectIdentifier(windowScene)] = coordinator
        return coordinator
    }

    /// Whether the font panel is presented.
    open class var isFontPanelVisible: Bool { panel?.presentingViewController != nil }

    /// Presents the font panel, or dismisses it when it is presented.
    open class func toggleFontPanel(_ sender: Any) {
        if let panel, panel.presentingViewController != nil {
            panel.dismiss(animated: true)
            return
        }
        guard let window = UIApplication.shared.keyWindow, let root = window.rootViewController else { return }
        let presenter = sequence(first: root) { $0.presentedViewController }.reduce(root) { $1 }
        let picker = UIFontPickerViewController()
        if let scene = window.windowScene { picker.delegate = textFormattingCoordinator(for: scene) }
        panel = picker
        presenter.present(picker, animated: true)
    }

    /// Tells the panel what the selection looks like (`isMultiple`: the selection mixes attributes).
    open func setSelectedAttributes(_ attributes: [NSAttributedString.Key: Any], isMultiple flag: Bool) {
        selectedAttributes = attributes
        selectionIsMultiple = flag
        if let font = attributes[.font] as? UIFont { Self.panel?.selectedFontDescriptor = font.fontDescriptor }
    }

    /// A font was picked: the delegate converts the selection's attributes to the new family, size kept.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        guard let descriptor = viewController.selectedFontDescriptor else { return }
        delegate?.updateTextAttributes { attributes in
            var converted = attributes
            let size = (attributes[.font] as? UIFont)?.pointSize ?? NSAttributedString.defaultFont.pointSize
            converted[.font] = UIFont(descriptor: descriptor, size: size)
            return converted
        }
    }
}

/// Applies the font panel's changes to the selected text.
@preconcurrency @MainActor
public protocol UITextFormattingCoordinatorDelegate: AnyObject {
    /// Calls `conversionHandler` with the attributes of each run of the selection and sets what it returns.
    func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any])
}
