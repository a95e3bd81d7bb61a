import Foundation

/// How a control behaves and looks: as on an iPad, or as a Mac control (iOS 15). Only Mac
/// Catalyst's Mac idiom uses `.mac`; on iOS, and here, controls behave as `.pad`.
public enum UIBehavioralStyle: UInt, Sendable {
    /// The style the platform chooses.
    case automatic = 0
    /// The iPad's (and iPhone's) controls.
    case pad = 1
    /// The Mac's controls.
    case mac = 2
}
