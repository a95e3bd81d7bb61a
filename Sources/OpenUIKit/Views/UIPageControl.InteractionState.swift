import Foundation

extension UIPageControl {
    /// How the user is changing a page control's page (iOS 14).
    public enum InteractionState: Int, Sendable {
        /// No one is touching it.
        case none = 0
        /// A tap is moving it one page.
        case discrete = 1
        /// A finger is scrubbing across the dots; here taps alone change pages, so this state is
        /// never reached.
        case continuous = 2
    }
}
