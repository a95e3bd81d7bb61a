import Foundation

/// Shows an image, or a sequence of them. This holds which image is shown and the animation's
/// settings; the renderer draws `image` (or `highlightedImage`) by `contentMode` and will play the
/// sequence on the animation clock.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { displayedImageDidChange() } }
    /// Shown instead of `image` while `isHighlighted`, when set.
    open var highlightedImage: UIImage? { didSet { displayedImageDidChange() } }
    open var isHighlighted = false { didSet { displayedImageDidChange() } }

    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    /// 0 means 1/30 s per image, as UIKit documents.
    open var animationDuration: TimeInterval = 0
    /// 0 means repeat forever.
    open var animationRepeatCount = 0
    private var animationRequested = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Sized to the image, at the origin, as UIKit does.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Sized to `image`; the highlighted image does not count.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: Animation

    /// Always starts from the first image. There is nothing to play without `animationImages`,
    /// so `isAnimating` stays false until there are some.
    open func startAnimating() {
        animationRequested = true
        setNeedsDisplay()
    }

    open func stopAnimating() {
        animationRequested = false
        setNeedsDisplay()
    }

    /// The sequence never ends on its own yet: a finite `animationRepeatCount` is for the
    /// renderer's clock to honour.
    open var isAnimating: Bool {
        animationRequested && !(animationImages ?? []).isEmpty
    }

    // MARK: Size

    /// The image on screen now: the highlighted one while highlighted, if there is one.
    var displayedImage: UIImage? {
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image
    }

    /// The shown image's size; no intrinsic size without one.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? super.sizeThatFits(size)
    }

    /// Until images are decoded for drawing, an image is drawn as its frame
    /// (`UIImageView+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        drawImageFrame()
    }

    private func displayedImageDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
