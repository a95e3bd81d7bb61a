import Foundation

/// A rectangle on screen. Geometry and appearance live in `layer`; the view adds the hierarchy,
/// layout, hit testing and the link to the view controller whose root view it is.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
    /// The layer class a view makes; override to back a view with another layer class.
    open class var layerClass: CALayer.Type { CALayer.self }

    public let layer: CALayer
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    open var contentMode: ContentMode = .scaleToFill
    open var clearsContextBeforeDrawing = true
    open var accessibilityIdentifier: String?
    /// Kept for the app's own use: nothing on Linux restores state.
    open var restorationIdentifier: String?
    open var insetsLayoutMarginsFromSafeArea = true
    open var preservesSuperviewLayoutMargins = false
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    var tintColorStorage: UIColor?
    var gestureRecognizerList: [UIGestureRecognizer] = []
    /// The colour the app set; the layer holds only its `cgColor`, which loses the dark variant
    /// and the app's subclass.
    var backgroundColorStorage: UIColor?
    var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic
    var needsLayoutFlag = true
    var needsUpdateConstraintsFlag = true
    /// Whether this view or one below it needs `updateConstraints()`: the update pass visits
    /// only such subtrees.
    var subtreeNeedsConstraintUpdate = true
    // Auto Layout state (see Layout/).
    var installedConstraints: [NSLayoutConstraint] = []
    var layoutGuideList: [UILayoutGuide] = []
    var systemGuides: [String: UILayoutGuide] = [:]
    var huggingPriorities = (horizontal: UILayoutPriority(250), vertical: UILayoutPriority(250))
    var compressionResistancePriorities = (horizontal: UILayoutPriority(750), vertical: UILayoutPriority(750))
    /// A content size layout reads instead of `intrinsicContentSize` (tooling: the sizes Xcode
    /// measured, when frames are compared with the ones it saved).
    var contentSizeOverride: CGSize?
    /// The storyboard prototype this view is an instance of (a table's or collection's cell),
    /// with the views it made, for tools that compare it with Xcode's saved frames.
    var prototypeInstance: StoryboardPrototypeInstance?
    var layoutMarginsStorage = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var cachedSafeAreaInsets: UIEdgeInsets = .zero
    /// Stored for speed: set for a whole subtree as it moves in or out of a window.
    weak var windowStorage: UIWindow?
    /// The controller whose root view this is (UIKit's private `_viewDelegate`).
    weak var owningViewController: UIViewController?
    public var traitOverrides = UITraitOverrides() { didSet { traitOverridesDidChange() } }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified { didSet { traitOverridesDidChange() } }

    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        super.init()
        LiveObjectCount.viewCount.add(1, ordering: .relaxed)
        layer.delegate = self
        layer.frame = frame
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Views decoded from an archive start with a zero frame until the decoder sets one.
    public required init?(coder: NSCoder) {
        layer = Self.layerClass.init()
        super.init()
        LiveObjectCount.viewCount.add(1, ordering: .relaxed)
        layer.delegate = self
    }

    deinit {
        LiveObjectCount.viewCount.subtract(1, ordering: .relaxed)
    }

    /// Called on every view a nib made once all of the nib's outlets and actions are connected,
    /// so a view can finish setting itself up with its outlets in place.
    open func awakeFromNib() {}

    // MARK: Geometry (stored in the layer)

    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = bounds.size
            if layer.transform == CATransform3DIdentity {
                layer.frame = newValue
            } else {
                layer.position = CGPoint(x: newValue.midX, y: newValue.midY)
                layer.bounds.size = newValue.size
            }
            boundsSizeChanged(from: oldSize)
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: oldSize)
        }
    }

    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// UIKit returns the colour that was set. Code that sets `layer.backgroundColor` directly
    /// sees its colour here too: the stored colour counts only while the layer still shows it.
    open var backgroundColor: UIColor? {
        get {
            guard let shown = layer.backgroundColor else { return nil }
            if let stored = backgroundColorStorage, stored.cgColor == shown { return stored }
            return UIColor(cgColor: shown)
        }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// A size change lays the view out again and resizes autoresizing subviews.
    private func boundsSizeChanged(from oldSize: CGSize) {
        guard oldSize != bounds.size else { return }
        if autoresizesSubviews {
            for subview in subviews { subview.resize(withOldSuperviewSize: oldSize) }
        }
        setNeedsLayout()
    }

    // MARK: Tint

    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? UIColor.systemBlue }
        set {
            tintColorStorage = newValue
            tintColorDidChangeInSubtree()
        }
    }

    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    /// `.automatic` reads as the superview's mode, `.normal` at the top, as UIKit documents.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            guard tintAdjustmentModeStorage == .automatic else { return tintAdjustmentModeStorage }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            tintAdjustmentModeStorage = newValue
            tintColorDidChangeInSubtree()
        }
    }

    open func tintColorDidChange() {}

    func tintColorDidChangeInSubtree() {
        tintColorDidChange()
        for subview in subviews where subview.tintColorStorage == nil { subview.tintColorDidChangeInSubtree() }
    }

    // MARK: Traits

    /// A root view takes its controller's traits, any other view its superview's; then its own
    /// overrides apply.
    open var traitCollection: UITraitCollection {
        var values =
            owningViewController?.traitCollection.values
            ?? superview?.traitCollection.values
            ?? UIScreen.main.traitCollection.values
        values.apply(traitOverrides)
        if overrideUserInterfaceStyle != .unspecified { values.userInterfaceStyle = overrideUserInterfaceStyle }
        return UITraitCollection(values: values)
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Windows push new overrides down to their controllers; a plain view's overrides are read
    /// when its traits are asked for.
    func traitOverridesDidChange() {}

    // MARK: Hierarchy (entry points; the machinery is in UIView+Hierarchy.swift)

    open func addSubview(_ view: UIView) {
        insert(view, atLayerIndex: layer.sublayerList.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, atLayerIndex: max(0, index))
    }

    /// The index handed on is the one the view ends at, counted after it leaves its old place:
    /// a view already below the sibling lands at the sibling's index.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview.superview === self, let index = layer.indexOf(siblingSubview.layer) else {
            return addSubview(view)
        }
        guard view !== siblingSubview else { return }
        let adjust = view.superview === self && (layer.indexOf(view.layer) ?? Int.max) < index ? 0 : 1
        insert(view, atLayerIndex: index + adjust)
    }

    /// A view already below the sibling lands just before it, one less than the sibling's index.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview.superview === self, let index = layer.indexOf(siblingSubview.layer) else {
            return addSubview(view)
        }
        let adjust = view.superview === self && (layer.indexOf(view.layer) ?? Int.max) < index ? -1 : 0
        insert(view, atLayerIndex: index + adjust)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        layer.insertSublayer(view.layer, at: UInt32(layer.sublayerList.count))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        layer.insertSublayer(view.layer, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let count = layer.sublayerList.count
        guard index1 >= 0, index2 >= 0, index1 < count, index2 < count else { return }
        layer.exchangeSublayer(at: index1, withSublayerAt: index2)
    }

    /// Constraints that tie this view's subtree to views outside it go with it, as in UIKit.
    open func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        removeConstraintsCrossingSubtree()
        oldSuperview.willRemoveSubview(self)
        moveSubtree(to: nil, window: nil) {
            self.layer.removeFromSuperlayer()
        }
    }

    open func willMove(toSuperview newSuperview: UIView?) {}

    open func didMoveToSuperview() {}

    open func willMove(toWindow newWindow: UIWindow?) {}

    open func didMoveToWindow() {}

    open func didAddSubview(_ subview: UIView) {}

    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (entry points; the machinery is in UIView+Layout.swift)

    open func setNeedsLayout() {
        needsLayoutFlag = true
        if windowStorage != nil { UIApplication.shared.runLoop.scheduleLayoutPass() }
    }

    /// Lays out this view and its subtree now if anything in it needs layout.
    /// UIKit's order: the update-constraints pass (bottom-up), then the engine solves, then
    /// `layoutSubviews` top-down, so constraints changed in `updateConstraints()` hold at once.
    open func layoutIfNeeded() {
        updateConstraintsInSubtree()
        LayoutEngine.layOut(self)
        layoutSubtree(
            parentSafeRect: superview.map {
                $0.safeRectForSubviews(safeRect(of: $0)).applying(transformToSuperview.inverted())
            })
    }

    /// Override to position subviews. The default does nothing; autoresizing already ran when the
    /// bounds changed.
    open func layoutSubviews() {}

    open func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markSubtreeNeedsConstraintUpdate()
    }

    open func updateConstraintsIfNeeded() {
        guard needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = false
        if let controller = owningViewController {
            controller.deliverUpdateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    open func updateConstraints() {}

    /// True for views made in code: their frame and autoresizing mask become constraints.
    /// Interface Builder's views with constraints turn it off.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            LayoutEngine.structureDidChange()
            setNeedsLayout()
        }
    }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Keeps the top-left corner, as UIKit does (a transformed view keeps its center instead).
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        if layer.transform == CATransform3DIdentity {
            frame = CGRect(origin: frame.origin, size: size)
        } else {
            bounds.size = size
        }
    }

    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The content size Auto Layout places: `intrinsicContentSize`, unless tooling overrides it.
    var layoutContentSize: CGSize { contentSizeOverride ?? intrinsicContentSize }

    /// How far the part constraints align (and `intrinsicContentSize` measures) lies inside the
    /// frame: a control whose drawing reaches past its content, like iOS 26's switch, says so
    /// here, and Auto Layout places the inner rectangle.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The layout engine keeps the intrinsic sizes it read until this is called, as UIKit's
    /// does: a subclass whose content size changes calls it. The superview, where the engine
    /// places this view, needs layout, so the window's next pass resizes it.
    open func invalidateIntrinsicContentSize() {
        LayoutEngine.intrinsicSizeDidChange()
        superview?.setNeedsLayout()
    }

    /// UIKit's rule: along each axis, the change in the superview's size is shared among the
    /// flexible parts (left margin, width, right margin) in proportion to their current sizes;
    /// with no flexible part the view keeps its frame.
    open func resize(withOldSuperviewSize oldSize: CGSize) {
        guard !autoresizingMask.isEmpty, let superview else { return }
        let newSize = superview.bounds.size
        var rect = frame
        (rect.origin.x, rect.size.width) = Self.distribute(
            newSize.width - oldSize.width, parent: oldSize.width, origin: rect.minX, size: rect.width,
            leading: autoresizingMask.contains(.flexibleLeftMargin),
            flexibleSize: autoresizingMask.contains(.flexibleWidth),
            trailing: autoresizingMask.contains(.flexibleRightMargin))
        (rect.origin.y, rect.size.height) = Self.distribute(
            newSize.height - oldSize.height, parent: oldSize.height, origin: rect.minY, size: rect.height,
            leading: autoresizingMask.contains(.flexibleTopMargin),
            flexibleSize: autoresizingMask.contains(.flexibleHeight),
            trailing: autoresizingMask.contains(.flexibleBottomMargin))
        frame = rect
    }

    open func safeAreaInsetsDidChange() {}

    open var layoutMargins: UIEdgeInsets {
        get {
            var margins = layoutMarginsStorage
            if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins
                margins.top = max(margins.top, minimum.top)
                margins.bottom = max(margins.bottom, minimum.bottom)
                margins.left = max(margins.left, minimum.leading)
                margins.right = max(margins.right, minimum.trailing)
            }
            if insetsLayoutMarginsFromSafeArea {
                let safe = safeAreaInsets
                margins = UIEdgeInsets(
                    top: margins.top + safe.top, left: margins.left + safe.left,
                    bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            }
            // Where the superview's margins reach into this view, this view's go at least as far.
            if preservesSuperviewLayoutMargins, let superview, layer.transform == CATransform3DIdentity {
                let parent = superview.layoutMargins
                let outer = superview.bounds, inner = frame
                margins.top = max(margins.top, parent.top - (inner.minY - outer.minY))
                margins.left = max(margins.left, parent.left - (inner.minX - outer.minX))
                margins.bottom = max(margins.bottom, parent.bottom - (outer.maxY - inner.maxY))
                margins.right = max(margins.right, parent.right - (outer.maxX - inner.maxX))
            }
            return margins
        }
        set {
            guard newValue != layoutMarginsStorage else { return }
            layoutMarginsStorage = newValue
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    open func layoutMarginsDidChange() {}

    // MARK: Geometry (entry points; the machinery is in UIView+Geometry.swift)

    /// UIKit skips hidden, non-interactive and nearly transparent views and points outside the
    /// bounds (so a subview sticking out is not hit there), then asks subviews front to back in
    /// their own coordinates (their transform and bounds origin applied).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Compared as the layer stores it, so an alpha set to 0.01 counts as 0.01.
        guard !isHidden, isUserInteractionEnabled, layer.opacity >= Float(0.01), self.point(inside: point, with: event)
        else {
            return nil
        }
        for subview in subviews.reversed() {
            let local = point.applying(subview.transformToSuperview.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gesture recognizers

    /// The recognizers attached here; input over this view goes to them.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            for recognizer in gestureRecognizerList { recognizer.view = nil }
            gestureRecognizerList = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !gestureRecognizerList.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// Asked of the views a recognizer's touches began in as it leaves `.possible`; false makes
    /// it fail. UIKit's tap controls refuse a superview's single tap this way.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Drawing seams

    open func draw(_ rect: CGRect) {}

    /// Draws the view and everything in it, as the screen shows it, into `rect` of the current
    /// context (scaled to fit); false with no current context or no renderer installed.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), let renderer = BitmapRenderers.renderer,
            bounds.width > 0, bounds.height > 0
        else { return false }
        if afterUpdates { layoutIfNeeded() }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        return renderer.render(layer, in: context)
    }
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    // MARK: Responder chain

    /// A controller's root view hands events to its controller; other views to their superview.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    // MARK: Layer delegate

    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) {}
}

extension UIView {
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
