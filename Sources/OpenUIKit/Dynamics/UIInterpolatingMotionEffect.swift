import Foundation

/// Moves one key path of a view between two relative values as the device tilts along one
/// axis.
/// ```swift
/// let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// horizontal.minimumRelativeValue = -10
/// horizontal.maximumRelativeValue = 10
/// view.addMotionEffect(horizontal)
/// ```
/// The values interpolated are numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`),
/// `CGPoint`s and `CGSize`s. On Linux the device is held still (see `UIMotionEffect`), so the
/// view stays where it is.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt an interpolating effect follows.
    public enum EffectType: Int, Sendable {
        /// Tilting left and right: the viewer offset's horizontal part.
        case tiltAlongHorizontalAxis = 0
        /// Tilting towards and away: the viewer offset's vertical part.
        case tiltAlongVerticalAxis = 1
    }

    /// The key path the effect changes, such as `center.x`.
    public let keyPath: String
    /// The axis the effect follows.
    public let type: EffectType
    /// The value added at an offset of -1.
    open var minimumRelativeValue: Any?
    /// The value added at an offset of 1.
    open var maximumRelativeValue: Any?

    /// Makes an effect that changes `keyPath` as the device tilts along `type`'s axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// An effect with the same key path, axis and values.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }

    /// The key path with the value between the minimum (offset -1) and the maximum (offset 1),
    /// on a straight line; nil when either value is missing or of a kind that cannot be mixed.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let fraction = (min(max(offset, -1), 1) + 1) / 2
        guard let low = minimumRelativeValue, let high = maximumRelativeValue,
            let value = Self.interpolate(low, high, fraction)
        else { return nil }
        return [keyPath: value]
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    private static func interpolate(_ low: Any, _ high: Any, _ fraction: CGFloat) -> Any? {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        if let a = number(low), let b = number(high) { return mix(a, b) }
        if let a = low as? CGPoint, let b = high as? CGPoint { return CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        if let a = low as? CGSize, let b = high as? CGSize {
            return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
        }
        return nil
    }
}
