import Foundation

/// The key paths Core Animation animations name (`"position.x"`, `"transform.rotation.z"`,
/// `"strokeEnd"`), read and written as values the clock interpolates. A transform's parts
/// (`scale`, `rotation`, `translation`) are its 2D affine decomposition: writing one keeps the
/// others, as Core Animation's transform key paths do; the matrix's 3D entries are kept as they are.
extension CALayer {
    /// The value at `keyPath`, or nil for a key path this layer does not animate.
    func animatableValue(forKeyPath keyPath: String) -> AnimatableValue? {
        if keyPath.hasPrefix("transform."), let part = TransformPart(keyPath: keyPath) {
            return .scalar(part.read(from: transform))
        }
        switch keyPath {
        case "position": return .point(position)
        case "position.x": return .scalar(position.x)
        case "position.y": return .scalar(position.y)
        case "bounds": return .rect(bounds)
        case "bounds.origin": return .point(bounds.origin)
        case "bounds.origin.x": return .scalar(bounds.origin.x)
        case "bounds.origin.y": return .scalar(bounds.origin.y)
        case "bounds.size": return .size(bounds.size)
        case "bounds.size.width": return .scalar(bounds.width)
        case "bounds.size.height": return .scalar(bounds.height)
        case "anchorPoint": return .point(anchorPoint)
        case "zPosition": return .scalar(zPosition)
        case "transform": return .transform(transform)
        case "opacity": return .scalar(CGFloat(opacity))
        case "hidden": return .scalar(isHidden ? 1 : 0)
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .scalar(cornerRadius)
        case "borderWidth": return .scalar(borderWidth)
        case "borderColor": return .color(borderColor)
        case "shadowColor": return .color(shadowColor)
        case "shadowOpacity": return .scalar(CGFloat(shadowOpacity))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .scalar(shadowRadius)
        default: break
        }
        if let shape = self as? CAShapeLayer {
            switch keyPath {
            case "path": return .path(shape.path)
            case "fillColor": return .color(shape.fillColor)
            case "strokeColor": return .color(shape.strokeColor)
            case "strokeStart": return .scalar(shape.strokeStart)
            case "strokeEnd": return .scalar(shape.strokeEnd)
            case "lineWidth": return .scalar(shape.lineWidth)
            case "miterLimit": return .scalar(shape.miterLimit)
            case "lineDashPhase": return .scalar(shape.lineDashPhase)
            default: break
            }
        }
        if let gradient = self as? CAGradientLayer {
            switch keyPath {
            case "startPoint": return .point(gradient.startPoint)
            case "endPoint": return .point(gradient.endPoint)
            default: break
            }
        }
        return nil
    }

    /// Sets the value at `keyPath`; a value of another kind, or a key path this layer does not
    /// animate, changes nothing.
    func setAnimatableValue(_ value: AnimatableValue, forKeyPath keyPath: String) {
        if keyPath.hasPrefix("transform."), let part = TransformPart(keyPath: keyPath), case .scalar(let v) = value {
            transform = part.write(v, into: transform)
            return
        }
        switch (keyPath, value) {
        case ("position", .point(let p)): position = p
        case ("position.x", .scalar(let v)): position.x = v
        case ("position.y", .scalar(let v)): position.y = v
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("bounds.origin.x", .scalar(let v)): bounds.origin.x = v
        case ("bounds.origin.y", .scalar(let v)): bounds.origin.y = v
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.size.width", .scalar(let v)): bounds.size.width = v
        case ("bounds.size.height", .scalar(let v)): bounds.size.height = v
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("zPosition", .scalar(let v)): zPosition = v
        case ("transform", .transform(let t)): transform = t
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("hidden", .scalar(let v)): isHidden = v >= 0.5
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .scalar(let v)): cornerRadius = v
        case ("borderWidth", .scalar(let v)): borderWidth = v
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowRadius", .scalar(let v)): shadowRadius = v
        default:
            if let shape = self as? CAShapeLayer { shape.setShapeValue(value, forKeyPath: keyPath) }
            if let gradient = self as? CAGradientLayer {
                switch (keyPath, value) {
                case ("startPoint", .point(let p)): gradient.startPoint = p
                case ("endPoint", .point(let p)): gradient.endPoint = p
                default: break
                }
            }
        }
    }
}

extension CAShapeLayer {
    fileprivate func setShapeValue(_ value: AnimatableValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("path", .path(let p)): path = p
        case ("fillColor", .color(let c)): fillColor = c
        case ("strokeColor", .color(let c)): strokeColor = c
        case ("strokeStart", .scalar(let v)): strokeStart = v
        case ("strokeEnd", .scalar(let v)): strokeEnd = v
        case ("lineWidth", .scalar(let v)): lineWidth = v
        case ("miterLimit", .scalar(let v)): miterLimit = v
        case ("lineDashPhase", .scalar(let v)): lineDashPhase = v
        default: break
        }
    }
}

/// One part of a transform's 2D decomposition: translation, then rotation, then scale.
private enum TransformPart {
    case scale, scaleX, scaleY, scaleZ, rotation, translationX, translationY, translationZ

    init?(keyPath: String) {
        switch keyPath {
        case "transform.scale": self = .scale
        case "transform.scale.x": self = .scaleX
        case "transform.scale.y": self = .scaleY
        case "transform.scale.z": self = .scaleZ
        case "transform.rotation", "transform.rotation.z": self = .rotation
        case "transform.translation.x": self = .translationX
        case "transform.translation.y": self = .translationY
        case "transform.translation.z": self = .translationZ
        default: return nil
        }
    }

    /// Scale along x and y, the rotation angle and the translation of the affine part.
    private static func decompose(_ t: CATransform3D) -> (sx: CGFloat, sy: CGFloat, angle: CGFloat) {
        let sx = hypot(t.m11, t.m12)
        let angle = atan2(t.m12, t.m11)
        let sy = sx == 0 ? hypot(t.m21, t.m22) : (t.m11 * t.m22 - t.m12 * t.m21) / sx
        return (sx, sy, angle)
    }

    func read(from t: CATransform3D) -> CGFloat {
        let (sx, sy, angle) = Self.decompose(t)
        switch self {
        case .scale: return (sx + sy) / 2
        case .scaleX: return sx
        case .scaleY: return sy
        case .scaleZ: return t.m33
        case .rotation: return angle
        case .translationX: return t.m41
        case .translationY: return t.m42
        case .translationZ: return t.m43
        }
    }

    func write(_ value: CGFloat, into t: CATransform3D) -> CATransform3D {
        var (sx, sy, angle) = Self.decompose(t)
        var result = t
        switch self {
        case .scale: (sx, sy) = (value, value)
        case .scaleX: sx = value
        case .scaleY: sy = value
        case .scaleZ: result.m33 = value
        case .rotation: angle = value
        case .translationX: result.m41 = value
        case .translationY: result.m42 = value
        case .translationZ: result.m43 = value
        }
        result.m11 = sx * cos(angle)
        result.m12 = sx * sin(angle)
        result.m21 = -sy * sin(angle)
        result.m22 = sy * cos(angle)
        return result
    }
}
