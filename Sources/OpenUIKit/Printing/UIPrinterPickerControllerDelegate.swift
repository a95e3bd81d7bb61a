import Foundation

/// What a printer picker tells its delegate and asks of it: the parent for its list, which
/// printers to list, and the list's progress.
@MainActor
public protocol UIPrinterPickerControllerDelegate: AnyObject {
    /// The view controller the list is presented from; nil (the default) for the key window's.
    func printerPickerControllerParentViewController(
        _ printerPickerController: UIPrinterPickerController
    ) -> UIViewController?
    /// Whether `printer` is listed; true by default.
    func printerPickerController(
        _ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter
    )
        -> Bool
    /// The list is about to appear.
    func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController)
    /// The list appeared.
    func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController)
    /// The list is about to go away.
    func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController)
    /// The list went away.
    func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController)
    /// A printer was picked (`selectedPrinter`).
    func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController)
}

extension UIPrinterPickerControllerDelegate {
    /// Nil: the list is presented from the key window's root view controller.
    public func printerPickerControllerParentViewController(
        _ printerPickerController: UIPrinterPickerController
    ) -> UIViewController? { nil }
    /// True: every printer is listed.
    public func printerPickerController(
        _ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter
    ) -> Bool { true }
    /// Nothing to do by default.
    public func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController) {}
    /// Nothing to do by default.
    public func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController) {}
    /// Nothing to do by default.
    public func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController) {}
    /// Nothing to do by default.
    public func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController) {}
    /// Nothing to do by default.
    public func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController) {}
}
