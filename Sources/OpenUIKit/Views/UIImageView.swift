import Foundation

/// Shows an image, or a sequence of them. This holds which image is shown and the animation's
/// settings; `draw(_:)` draws `image` (or `highlightedImage`) by `contentMode`, and the renderer
/// will play the sequence on the animation clock.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image the view shows; setting it updates the view's intrinsic size and redraws it.
    open var image: UIImage? { didSet { displayedImageDidChange() } }
    /// Shown instead of `image` while `isHighlighted`, when set.
    open var highlightedImage: UIImage? { didSet { displayedImageDidChange() } }
    /// Whether the view shows `highlightedImage` (when it has one) instead of `image`.
    open var isHighlighted = false { didSet { displayedImageDidChange() } }

    /// Whether an image in `.automatic` rendering mode draws as a template: a system button's
    /// image view does (UIKit tints a system button's images); a plain image view does not.
    var drawsAutomaticImagesAsTemplates = false {
        didSet { if drawsAutomaticImagesAsTemplates != oldValue { setNeedsDisplay() } }
    }

    /// The images to show in turn while animating; stored, but no renderer plays the sequence yet, so the view
    /// keeps drawing `image`.
    open var animationImages: [UIImage]?
    /// The images to show in turn while animating and highlighted; stored but not played here.
    open var highlightedAnimationImages: [UIImage]?
    /// 0 means 1/30 s per image, as UIKit documents.
    open var animationDuration: TimeInterval = 0
    /// 0 means repeat forever.
    open var animationRepeatCount = 0
    private var animationRequested = false

    /// Creates an image view with no image; like UIKit's, it does not take user interaction.
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

    /// Stops the animation started by `startAnimating()`.
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

    /// Whether the image grows with the accessibility text sizes
    /// (`UIAccessibilityContentSizeCategoryImageAdjusting`).
    var adjustsImageSizeStorage = false
    var contentSizeCategoryRegistration: (any UITraitChangeRegistration)?

    /// The shown image's size (grown for accessibility text sizes when asked); no intrinsic size
    /// without one.
    open override var intrinsicContentSize: CGSize {
        guard let size = displayedImage?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let scale = accessibilityImageScale
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// Returns the size of the image shown, whatever size is offered, or the superclass's answer with no image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? super.sizeThatFits(size)
    }

    /// The image by `contentMode`, tinted when it is a template (`UIImageView+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        drawDisplayedImage()
    }

    /// Where the image goes depends on the mode, so the view draws again.
    open override var contentMode: ContentMode {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Template images are drawn in the tint colour, so they draw again in the new one.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if let image = displayedImage, drawsAsTemplate(image), image.tintColor == nil { setNeedsDisplay() }
    }

    private func displayedImageDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
