import Foundation

/// Setting a colour in the current context resolves it against the current traits, so dynamic
/// colours draw in the appearance of the view being drawn.
extension UIColor {
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(resolvedColor(with: .current).cgColor)
    }

    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(resolvedColor(with: .current).cgColor)
    }

    /// Both fill and stroke.
    public func set() {
        setFill()
        setStroke()
    }
}
