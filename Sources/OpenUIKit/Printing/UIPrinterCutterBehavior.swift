import Foundation

/// Where a roll-paper printer cuts the paper. The Printer Simulator's papers are sheets, so it
/// never asks its delegate for one.
public enum UIPrinterCutterBehavior: Int, Sendable {
    /// The paper is not cut.
    case noCut = 0
    /// The printer's own setting decides.
    case printerDefault = 1
    /// A cut after every page.
    case cutAfterEachPage = 2
    /// A cut after every copy of the job.
    case cutAfterEachCopy = 3
    /// One cut at the end of the job.
    case cutAfterEachJob = 4
}
