import CoreFoundation
import Foundation

extension UIScreen {
    /// How a screen makes up for a television that shows less than the whole picture.
    public enum OverscanCompensation: Int, Sendable {
        /// The picture is scaled down to fit.
        case scale = 0
        /// The screen's bounds are inset.
        case insetBounds = 1
        /// Nothing is done.
        case none = 2
        /// The application frame is inset; the same as `.none` since iOS 9.
        @available(iOS, deprecated: 9.0, message: "Use .none")
        public static var insetApplicationFrame: OverscanCompensation { .none }
    }

    /// Whether the screen shows colours to a reference standard (iPad Pro's Reference Mode).
    public enum ReferenceDisplayModeStatus: Int, Sendable {
        /// The display has no reference mode.
        case notSupported = 0
        /// It has one, turned off.
        case notEnabled = 1
        /// It is on.
        case enabled = 2
        /// It is on, limited by the conditions.
        case limited = 3
    }

    /// The screen's modes: its current resolution, the only one a Linux display (or a host's
    /// window) offers an app.
    public var availableModes: [UIScreenMode] {
        [UIScreenMode(size: nativeBounds.size)]
    }

    /// The mode the screen shows: the one matching its pixel size. Setting a mode the screen
    /// does not offer is refused with UIKit's exception text and changes nothing.
    public var currentMode: UIScreenMode? {
        get { chosenMode ?? availableModes.first }
        set {
            guard let mode = newValue else { return }
            guard availableModes.contains(mode) else {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.invalidArgument,
                    "-[UIScreen setCurrentMode:]: \(objectDescription(mode)) (\(Int(mode.size.width)) x \(Int(mode.size.height))) is not one of the screen's availableModes."
                )
                return
            }
            chosenMode = mode
        }
    }

    /// The mode that shows the screen best: the largest it offers.
    public var preferredMode: UIScreenMode? {
        availableModes.max { $0.size.width * $0.size.height < $1.size.width * $1.size.height }
    }

    /// The insets overscan compensation leaves; none, as a Linux display shows all its pixels.
    public var overscanCompensationInsets: UIEdgeInsets { .zero }

    /// Whether the screen has a reference mode: `.notSupported` on Linux, whose displays have
    /// none an app can see.
    public var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }
}
