import Foundation

/// What a pointer interaction asks and tells as the pointer moves over its view. Every
/// method is optional: by default the region is the default region (the view's bounds), the
/// style the system's, and entering and leaving do nothing.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region the pointer is in, given where it is; `nil` when it is in none.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    /// The pointer's style in `region`; `nil` for the system's.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is entering `region`; animations added to `animator` run with it.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
    /// The pointer is leaving `region`; animations added to `animator` run with it.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// The default region: the view's bounds.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? { defaultRegion }
    /// The system's style.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
    ) -> UIPointerStyle? {
        nil
    }
    /// Nothing to do on entering.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}
    /// Nothing to do on leaving.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}
}
