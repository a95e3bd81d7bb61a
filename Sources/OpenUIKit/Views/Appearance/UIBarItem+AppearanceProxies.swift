import Foundation

/// Bar items are not views: an item takes its proxies' values when a bar in a window lays it out
/// for the first time in that bar and window, its containers being the bar and the bar's own.
extension UIBarItem: AppearanceCustomizable {
    /// Applies the matching proxies once per bar and window the item is shown in; called by the
    /// bars as they lay their items out. O(p × d) the first time, O(1) after.
    func applyAppearanceProxies(shownBy bar: UIView) {
        guard AppearanceRegistry.hasProxies, let window = bar.window, !isAppearanceProxy else { return }
        if let state = appearanceState, state.appliedBar === bar, state.appliedWindow === window { return }
        if appearanceState == nil { appearanceState = AppearanceProxyState() }
        appearanceState?.appliedBar = bar
        appearanceState?.appliedWindow = window
        AppearanceRegistry.apply(to: self, containers: [bar] + bar.appearanceContainers, traits: bar.traitCollection)
    }
}
