import Foundation

/// Setting a colour in the current context resolves it against the current traits, so dynamic
/// colours draw in the appearance of the view being drawn.
extension UIColor {
    /// Makes this colour, resolved for the current traits, the current context's fill colour.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(resolvedColor(with: .current).cgColor)
    }

    /// Makes this colour, resolved for the current traits, the current context's stroke colour.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(resolvedColor(with: .current).cgColor)
    }

    /// Both fill and stroke.
    public func set() {
        setFill()
        setStroke()
    }
}

@_spi(Rendering) extension UIColor {
    /// Whether the colour can look different under other traits, so a renderer resolves it
    /// against the view's traits only when it can (working out a view's traits walks up the
    /// tree). A subclass may resolve itself its own way, so it counts as varying.
    public var variesWithTraits: Bool {
        darkVariant != nil || type(of: self) != UIColor.self
    }
}
