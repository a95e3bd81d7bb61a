import Foundation

/// The values apps hand Core Animation (`fromValue`, `values`: numbers, points, colours,
/// transforms, paths, as Swift values or `NSValue`/`NSNumber` boxes) turned into values the clock
/// can interpolate, and the arithmetic `byValue` and additive animations need.
extension AnimatableValue {
    /// `value` as the kind of `template` (the property's current value), or nil when it is not one.
    init?(_ value: Any?, like template: AnimatableValue) {
        guard let value else { return nil }
        switch template {
        case .scalar:
            guard let number = Self.number(value) else { return nil }
            self = .scalar(number)
        case .point:
            if let point = value as? CGPoint {
                self = .point(point)
            } else if let boxed = value as? NSValue {
                self = .point(boxed.pointValue)
            } else {
                return nil
            }
        case .size:
            if let size = value as? CGSize {
                self = .size(size)
            } else if let boxed = value as? NSValue {
                self = .size(boxed.sizeValue)
            } else {
                return nil
            }
        case .rect:
            if let rect = value as? CGRect {
                self = .rect(rect)
            } else if let boxed = value as? NSValue {
                self = .rect(boxed.rectValue)
            } else {
                return nil
            }
        case .transform:
            if let transform = value as? CATransform3D {
                self = .transform(transform)
            } else if let affine = value as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(affine))
            } else {
                return nil
            }
        case .color:
            if let color = value as? UIColor {
                self = .color(color.cgColor)
            } else if let color = value as? CGColor {
                self = .color(color)
            } else {
                return nil
            }
        case .path:
            if let path = value as? UIBezierPath {
                self = .path(path.cgPath)
            } else if let path = value as? CGPath {
                self = .path(path)
            } else {
                return nil
            }
        }
    }

    /// A number from any of the ways Swift and Foundation box one.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Float: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as NSNumber: return CGFloat(number.doubleValue)
        case let flag as Bool: return flag ? 1 : 0
        default: return nil
        }
    }

    /// The value as an app reads it back (`CABasicAnimation.fromValue`).
    var anyValue: Any? {
        switch self {
        case .scalar(let number): return number
        case .point(let point): return point
        case .size(let size): return size
        case .rect(let rect): return rect
        case .transform(let transform): return transform
        case .color(let color): return color
        case .path(let path): return path
        }
    }

    /// The two added, as `byValue` and additive animations add: components for numbers and
    /// geometry, matrices concatenated, colours channel by channel; other kinds keep `self`.
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        combined(with: other, sign: 1)
    }

    /// `self` less `other`, the inverse of `adding`.
    func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        combined(with: other, sign: -1)
    }

    private func combined(with other: AnimatableValue, sign: CGFloat) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + sign * b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + sign * b.x, y: a.y + sign * b.y))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width + sign * b.width, height: a.height + sign * b.height))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: a.minX + sign * b.minX, y: a.minY + sign * b.minY, width: a.width + sign * b.width,
                    height: a.height + sign * b.height))
        case let (.transform(a), .transform(b)):
            return .transform(sign > 0 ? CATransform3DConcat(b, a) : CATransform3DConcat(CATransform3DInvert(b), a))
        case let (.color(a), .color(b)):
            let x = a?.rgba ?? (0, 0, 0, 0), y = b?.rgba ?? (0, 0, 0, 0)
            return .color(
                CGColor(red: x.0 + sign * y.0, green: x.1 + sign * y.1, blue: x.2 + sign * y.2, alpha: x.3 + sign * y.3)
            )
        default:
            return self
        }
    }

    /// How far apart two values are, for keyframes spaced at an even pace: the distance between
    /// numbers and points, else 1.
    func distance(to other: AnimatableValue) -> CGFloat {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return abs(b - a)
        case let (.point(a), .point(b)): return hypot(b.x - a.x, b.y - a.y)
        case let (.size(a), .size(b)): return hypot(b.width - a.width, b.height - a.height)
        default: return 1
        }
    }
}
