import Foundation

/// Whether UIKit shows its progress alert while a drop's data loads slowly.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No progress indicator.
    case none = 0
    /// The system's progress indicator, the default. Loads here finish on the next turn of the
    /// run loop, so none is ever shown.
    case `default` = 1
}
