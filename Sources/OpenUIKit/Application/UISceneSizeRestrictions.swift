import CoreFoundation
import Foundation

/// The sizes a window scene's windows may take (`UIWindowScene.sizeRestrictions`). Setting a
/// limit resizes the scene's windows that are outside it to the nearest size within it,
/// keeping their origin; a host that lets the user resize its window reads the limits.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    /// The smallest size; zero by default.
    open var minimumSize: CGSize = .zero {
        didSet { scene?.applySizeRestrictions() }
    }
    /// The largest size; unlimited by default (the greatest finite value in each dimension).
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude) {
        didSet { scene?.applySizeRestrictions() }
    }
    /// Whether the window may fill the screen; true by default. Kept for the host, which
    /// decides whether its window can go full screen.
    open var allowsFullScreen = true

    weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// `size` brought within the limits (the minimum wins where the two disagree).
    func clamp(_ size: CGSize) -> CGSize {
        CGSize(
            width: max(minimumSize.width, min(maximumSize.width, size.width)),
            height: max(minimumSize.height, min(maximumSize.height, size.height)))
    }
}

extension UIWindowScene {
    /// Resizes the scene's windows that are outside its size restrictions, keeping their origin.
    func applySizeRestrictions() {
        guard let restrictions = sizeRestrictions else { return }
        for window in windows {
            let size = restrictions.clamp(window.frame.size)
            if size != window.frame.size { window.frame.size = size }
        }
    }
}
