import Foundation

/// How an orthogonally scrolling section's scroll view slows down after a drag and whether it
/// bounces at the ends of its row (iOS 17).
@preconcurrency @MainActor
open class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// The rate at which the section's scroll view slows down after a flick.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The share of its speed the content keeps each millisecond; 0 for `automatic`.
        public var rawValue: CGFloat
        /// Creates a deceleration rate from the share of speed kept each millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The collection view's own deceleration rate, or the fast rate for the paging behaviours.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// The scroll view's normal rate: a flick keeps 99.8% of its speed each millisecond.
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        /// The scroll view's fast rate: a flick keeps 99% of its speed each millisecond.
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    /// Whether the section's scroll view bounces past the ends of its row.
    public enum Bounce: Int, Sendable {
        /// It bounces when the row is wider than the collection view, as a scroll view does by default.
        case automatic = 0
        /// It bounces even when the row fits in the collection view.
        case always
        /// It stops at the ends of the row without bouncing.
        case never
    }

    /// How quickly the section's scroll view slows down after a flick; `automatic` by default.
    open var decelerationRate: DecelerationRate = .automatic
    /// Whether the section's scroll view bounces past the ends of its row; `automatic` by default.
    open var bounce: Bounce = .automatic

    /// Creates properties with the automatic deceleration rate and bounce.
    public init() {}
}
