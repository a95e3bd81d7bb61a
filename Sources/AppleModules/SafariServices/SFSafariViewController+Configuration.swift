import Foundation
import UIKit

extension SFSafariViewController {
    /// How a Safari view controller shows its page.
    @MainActor
    open class Configuration: NSObject {
        /// Whether the page opens in Reader when it can; the bar shows the Reader button either way.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls; the bar here stays.
        open var barCollapsingEnabled = true

        public override init() {
            super.init()
        }
    }

    /// The title of the button that closes the controller.
    public enum DismissButtonStyle: Int, Sendable {
        /// "Done".
        case done = 0
        /// "Close".
        case close = 1
        /// "Cancel".
        case cancel = 2
    }
}
