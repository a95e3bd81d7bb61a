import Foundation

/// What the pointer does to a view it is over, once a pointer style says so: the view under
/// the pointer is described by a targeted preview.
public enum UIPointerEffect {
    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none = 0
        /// A tint over the view.
        case overlay = 1
        /// A tint behind the view.
        case underlay = 2
    }

    /// The system's choice for the view.
    case automatic(UITargetedPreview)
    /// The pointer becomes a platter behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts toward the person, and the pointer hides under it.
    case lift(UITargetedPreview)
    /// The pointer stays as it is and the view is tinted, shadowed or scaled as asked.
    case hover(
        UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// The preview of the view the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        case .hover(let preview, _, _, _): preview
        }
    }
}
