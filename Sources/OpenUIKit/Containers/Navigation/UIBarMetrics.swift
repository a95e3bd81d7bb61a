import Foundation

/// Which bar heights a customization such as a background image is for (iOS 5): a bar of the
/// standard height or the compact one, with or without a prompt. Bars here are always of the
/// standard height, so `.default` is the metric that applies.
public enum UIBarMetrics: Int, Sendable {
    /// A bar of the standard height.
    case `default` = 0
    /// A compact bar (a phone in landscape).
    case compact = 1
    /// A bar of the standard height with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}
