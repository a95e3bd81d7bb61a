import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by `zoomScale` (its transform), the
/// content size follows its scaled frame, and a pinch changes the scale about the fingers, kept
/// between `minimumZoomScale` and `maximumZoomScale` (springing back if `bouncesZoom` let it
/// past them).
extension UIScrollView {
    /// The scale applied to the delegate's `viewForZooming(in:)`; setting it zooms at once, within the minimum
    /// and maximum zoom scales.
    public var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms the delegate's view to the scale, kept within the minimum and maximum zoom scales, animated if asked.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard clamped.isFinite, clamped > 0 else { return }
        guard animated else {
            applyZoom(clamped, keeping: nil)
            return
        }
        UIView.animate(withDuration: Self.scrollAnimationDuration) {
            self.applyZoom(clamped, keeping: nil)
        }
    }

    /// Zooms so `rect` (in the zoomed view's coordinates) fills the view as far as the scale
    /// limits allow, and scrolls it into view.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let scale = min(
            max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        setZoomScale(scale, animated: animated)
        let target = CGRect(
            x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        setContentOffset(
            clampedOffset(CGPoint(x: target.midX - bounds.width / 2, y: target.midY - bounds.height / 2)),
            animated: animated)
    }

    /// Scales the zoomed view about its top left, resizes the content to it, and keeps `anchor`
    /// (a point in this view's bounds) over the same content point.
    func applyZoom(_ scale: CGFloat, keeping anchor: CGPoint?) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let old = zoomScaleStorage
        zoomScaleStorage = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        if let anchor, old > 0 {
            let ratio = scale / old
            contentOffset = CGPoint(
                x: (contentOffset.x + anchor.x) * ratio - anchor.x, y: (contentOffset.y + anchor.y) * ratio - anchor.y)
        }
        delegate?.scrollViewDidZoom(self)
    }

    func updatePinchRecognizer() {
        if maximumZoomScale > minimumZoomScale, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer { [weak self] recognizer in
                self?.handlePinch(recognizer as! UIPinchGestureRecognizer)
            }
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if maximumZoomScale <= minimumZoomScale, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        let view = delegate?.viewForZooming(in: self)
        let anchor = pinch.location(in: self)
        let local = CGPoint(x: anchor.x - contentOffset.x, y: anchor.y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            pinchStartScale = zoomScaleStorage
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            var scale = pinchStartScale * pinch.scale
            if !bouncesZoom { scale = min(max(scale, minimumZoomScale), maximumZoomScale) }
            applyZoom(scale, keeping: local)
        case .ended, .cancelled:
            isZooming = false
            let settled = min(max(zoomScaleStorage, minimumZoomScale), maximumZoomScale)
            if settled != zoomScaleStorage {
                isZoomBouncing = true
                applyZoom(settled, keeping: local)
                isZoomBouncing = false
            }
            contentOffset = clampedOffset(contentOffset)
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScaleStorage)
        default:
            break
        }
    }
}
