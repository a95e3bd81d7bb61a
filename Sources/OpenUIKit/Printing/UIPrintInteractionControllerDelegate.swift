import Foundation

/// What a print interaction controller tells its delegate and asks of it: the parent for its
/// sheet, the paper for a job, and the sheet's and the job's progress.
@MainActor
public protocol UIPrintInteractionControllerDelegate: AnyObject {
    /// The view controller the print options are presented from; nil (the default) for the key window's.
    func printInteractionControllerParentViewController(
        _ printInteractionController: UIPrintInteractionController
    ) -> UIViewController?
    /// The paper to print on, from the papers the printer has loaded; the default is
    /// `UIPrintPaper.bestPaper(forPageSize:withPapersFrom:)` for the content's size (the
    /// default paper's for a page renderer or formatter).
    func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]
    ) -> UIPrintPaper
    /// The print options are about to appear.
    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The print options appeared.
    func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The print options are about to go away.
    func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The print options went away.
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The job is about to be made and sent to the printer.
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)
    /// The job was sent to the printer (written to its folder), or failed.
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)
    /// How long a piece of roll paper to cut for `paper`; the default is the paper's height.
    /// The Printer Simulator prints on sheets, so it never asks.
    func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, cutLengthFor paper: UIPrintPaper
    ) -> CGFloat
    /// Where a roll-paper printer cuts, from `availableBehaviors`; the default is the printer's
    /// own setting. The Printer Simulator prints on sheets, so it never asks.
    func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, chooseCutterBehavior availableBehaviors: [Any]
    ) -> UIPrinterCutterBehavior
}

extension UIPrintInteractionControllerDelegate {
    /// Nil: the options are presented from the key window's root view controller.
    public func printInteractionControllerParentViewController(
        _ printInteractionController: UIPrintInteractionController
    ) -> UIViewController? { nil }
    /// The best paper in `paperList` for the content's size.
    public func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]
    ) -> UIPrintPaper {
        UIPrintPaper.bestPaper(forPageSize: printInteractionController.contentSize, withPapersFrom: paperList)
    }
    /// Nothing to do by default.
    public func printInteractionControllerWillPresentPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// Nothing to do by default.
    public func printInteractionControllerDidPresentPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// Nothing to do by default.
    public func printInteractionControllerWillDismissPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// Nothing to do by default.
    public func printInteractionControllerDidDismissPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// Nothing to do by default.
    public func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) {}
    /// Nothing to do by default.
    public func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {}
    /// The paper's height.
    public func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, cutLengthFor paper: UIPrintPaper
    ) -> CGFloat { paper.paperSize.height }
    /// The printer's own setting.
    public func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, chooseCutterBehavior availableBehaviors: [Any]
    ) -> UIPrinterCutterBehavior { .printerDefault }
}
