import Foundation

/// The list of printers a person picks one from. Linux has no AirPrint to find printers with:
/// the list holds the initially selected printer when it can be reached (a writable folder)
/// and the Printer Simulator (`UIPrinter`), and, with no list to tap, the first one the
/// delegate lets it show is picked at once, the delegate told the list appeared and went away.
@MainActor
open class UIPrinterPickerController: NSObject {
    /// What the picker reports when its list goes away: the picker, whether a printer was
    /// picked, and the error when none could be (nil otherwise).
    public typealias CompletionHandler = (UIPrinterPickerController, Bool, (any Error)?) -> Void

    /// The printer picked, or the one the picker was made with until one is.
    open private(set) var selectedPrinter: UIPrinter?
    /// The delegate told of the list's progress and asked which printers to list.
    open weak var delegate: (any UIPrinterPickerControllerDelegate)?

    private var isPresenting = false
    private var dismissRequested = false

    /// A picker with `printer` selected to begin with.
    public init(initiallySelectedPrinter printer: UIPrinter?) {
        selectedPrinter = printer
        super.init()
    }

    /// Shows the list (here: picks a printer at once) and reports the pick.
    @discardableResult
    open func present(animated: Bool, completionHandler: CompletionHandler? = nil) -> Bool {
        presentList(completionHandler)
    }

    /// Shows the list from `rect` in `view` (a popover on iPad; here as `present(animated:completionHandler:)`).
    @discardableResult
    open func present(
        from rect: CGRect, in view: UIView, animated: Bool, completionHandler: CompletionHandler? = nil
    ) -> Bool {
        presentList(completionHandler)
    }

    /// Shows the list from `item` (a popover on iPad; here as `present(animated:completionHandler:)`).
    @discardableResult
    open func present(
        from item: UIBarButtonItem, animated: Bool, completionHandler: CompletionHandler? = nil
    ) -> Bool {
        presentList(completionHandler)
    }

    /// Takes the list away without a pick when called while it shows (from the delegate's
    /// presentation callbacks).
    open func dismiss(animated: Bool) {
        if isPresenting { dismissRequested = true }
    }

    private func presentList(_ completion: CompletionHandler?) -> Bool {
        guard !isPresenting else { return false }
        isPresenting = true
        dismissRequested = false
        delegate?.printerPickerControllerWillPresent(self)
        delegate?.printerPickerControllerDidPresent(self)
        var candidates: [UIPrinter] = []
        if let initial = selectedPrinter, SimulatedPrinter.prepareFolder(initial.url) != nil {
            candidates.append(initial)
        }
        candidates.append(SimulatedPrinter.printer)
        let pick =
            dismissRequested
            ? nil : candidates.first { delegate?.printerPickerController(self, shouldShow: $0) ?? true }
        if let pick {
            selectedPrinter = pick
            delegate?.printerPickerControllerDidSelectPrinter(self)
        }
        delegate?.printerPickerControllerWillDismiss(self)
        isPresenting = false
        delegate?.printerPickerControllerDidDismiss(self)
        completion?(self, pick != nil, nil)
        return true
    }
}
