import Foundation

/// A rectangle on screen. Geometry and appearance live in `layer`; the view adds the hierarchy,
/// layout, hit testing and the link to the view controller whose root view it is.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
    /// The layer class a view makes; override to back a view with another layer class.
    open class var layerClass: CALayer.Type { CALayer.self }

    /// The layer that stores the view's geometry and appearance and that the renderer draws.
    public let layer: CALayer
    /// An integer the app uses to identify the view, as `viewWithTag(_:)` finds it.
    open var tag = 0
    /// Whether touches reach the view; when `false`, hit testing skips it and its subviews.
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time; when `false`, further fingers on it are ignored.
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches only while no other view in the window is being touched.
    open var isExclusiveTouch = false
    /// How the view resizes when its superview's bounds change: which margins and dimensions are flexible.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews by their autoresizing masks when its bounds change.
    open var autoresizesSubviews = true
    /// How the view places its content in its bounds; image views place their image by it.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether the drawing area is cleared before `draw(_:)`; stored but not consulted here.
    open var clearsContextBeforeDrawing = true
    /// A string that identifies the view in UI tests and automation.
    open var accessibilityIdentifier: String?
    /// The identifier that makes the view preserved and restored with its view controller
    /// (which must have one too).
    open var restorationIdentifier: String?
    /// Whether the safe area insets are added to the view's layout margins.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Whether the view's margins extend to cover where its superview's margins reach into it.
    open var preservesSuperviewLayoutMargins = false
    /// How the view's content is laid out for left-to-right and right-to-left languages; stored, and consulted
    /// here only by page controls.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    var tintColorStorage: UIColor?
    var gestureRecognizerList: [UIGestureRecognizer] = []
    /// The interactions added to the view (`UIView+Interactions.swift`).
    var interactionList: [any UIInteraction] = []
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
    /// The record this view is, when it is an appearance proxy, or the appearance properties set on it.
    var appearanceState: AppearanceProxyState?
    /// Traits this view sets for itself and its subviews, over the ones it inherits.
    public var traitOverrides = UITraitOverrides() { didSet { traitOverridesDidChange() } }
    /// The light or dark appearance this view and its subviews use, whatever the system's; `.unspecified` inherits
    /// it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified { didSet { traitOverridesDidChange() } }

    /// Creates a view with the frame, in its superview's coordinates.
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

    /// Writes the view's state when the app goes to the background; subclasses call `super`.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Reads back what `encodeRestorableState(with:)` wrote, once the restored interface shows.
    open func decodeRestorableState(with coder: NSCoder) {}

    // MARK: Geometry (stored in the layer)

    /// The view's rectangle in its superview's coordinates (the box of a transformed view, whose
    /// bounds keep the size the transform scales to it); a size change lays the view out again and
    /// resizes autoresizing subviews.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = bounds.size
            layer.frame = newValue
            boundsSizeChanged(from: oldSize)
        }
    }

    /// The view's rectangle in its own coordinates: the origin its content is drawn from, and its size.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: oldSize)
        }
    }

    /// The center of the view's frame, in its superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The 2D transform applied to the view about its center, relative to its bounds.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The 3D transform applied to the view's layer about its center.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The view's opacity, from 0 (transparent) to 1; views at 0.01 or less are not hit by touches.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view and its subviews are hidden from the screen and from touches.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Whether subviews and drawing are clipped to the view's bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view's drawing fills its bounds opaquely, as a hint; `false` by default here, as it is the
    /// layer's default.
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
            noteAppearance("backgroundColor") { $0.backgroundColor = newValue }
        }
    }

    /// The pixels per point of the view's drawing; stored in its layer but not consulted by the renderer.
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

    /// The color controls and templates draw in: the color set here, else the superview's, else the system blue.
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? UIColor.systemBlue }
        set {
            tintColorStorage = newValue
            noteAppearance("tintColor") { $0.tintColor = newValue }
            tintColorDidChangeInSubtree()
        }
    }

    /// How a view's tint color shows: as it is, or dimmed while something modal is in front.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The same mode as the superview's, or `.normal` at the top of the hierarchy.
        case automatic
        /// The tint color as it is.
        case normal
        /// The tint color desaturated, as UIKit shows it behind an alert; the color is not dimmed here yet.
        case dimmed
    }

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

    /// Called when the view's tint color or tint adjustment mode changes, for it or for an ancestor it inherits from.
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

    /// Called when the view's traits change; views are not told here yet, only view controllers are
    /// (`registerForTraitChanges` reaches views).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Windows push new overrides down to their controllers; a plain view's overrides are read
    /// when its traits are asked for, and its observers (and its subviews') hear of the change now.
    func traitOverridesDidChange() {
        TraitChangeRegistry.checkViews(in: self)
    }

    // MARK: Hierarchy (entry points; the machinery is in UIView+Hierarchy.swift)

    /// Adds the view on top of the receiver's subviews, removing it from any superview it had.
    open func addSubview(_ view: UIView) {
        insert(view, atLayerIndex: layer.sublayerList.count)
    }

    /// Inserts the view among the subviews at the index, past the end meaning the front.
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

    /// Moves the subview in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        layer.insertSublayer(view.layer, at: UInt32(layer.sublayerList.count))
    }

    /// Moves the subview behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at the two indexes; an index out of range changes nothing.
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

    /// Called before the view moves to a new superview, or to none when it is removed.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview, or was removed from one.
    open func didMoveToSuperview() {}

    /// Called before the view moves to a new window, or out of one.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view moved to a new window, or out of one.
    open func didMoveToWindow() {}

    /// Called after a subview is added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (entry points; the machinery is in UIView+Layout.swift)

    /// Marks the view as needing layout; the next layout pass, or `layoutIfNeeded()`, lays it out.
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

    /// Marks the view's constraints as needing `updateConstraints()` before the next layout pass.
    open func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markSubtreeNeedsConstraintUpdate()
    }

    /// Runs `updateConstraints()` now if the view's constraints need updating; a root view's controller gets
    /// `updateViewConstraints()` instead.
    open func updateConstraintsIfNeeded() {
        guard needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = false
        if let controller = owningViewController {
            controller.deliverUpdateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// Override to update the view's constraints; called in the update pass before layout.
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

    /// The size that best fits the view in the given size; returns the current size unless a subclass says otherwise.
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

    /// The view's natural size from its content, for Auto Layout; `noIntrinsicMetric` on an axis with none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The content size Auto Layout places: `intrinsicContentSize`, unless tooling overrides it.
    var layoutContentSize: CGSize { contentSizeOverride ?? intrinsicContentSize }

    /// The view whose first baseline constraints on this view's `.firstBaseline` align: the
    /// view itself unless a subclass names one of its subviews.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline constraints on this view's `.lastBaseline` (`.baseline`)
    /// align: the view itself unless a subclass names one of its subviews.
    open var forLastBaselineLayout: UIView { self }

    /// How far above the bottom edge its first and last lines of text sit, for baseline
    /// constraints; nil for a view with no text, whose baselines are its bottom edge.
    var baselinesAboveBottom: (first: CGFloat, last: CGFloat)? { nil }

    /// How far the part constraints align (and `intrinsicContentSize` measures) lies inside the
    /// frame: a control whose drawing reaches past its content, like iOS 26's switch, says so
    /// here, and Auto Layout places the inner rectangle.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The rectangle constraints align, for a frame: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame for an alignment rectangle: the rectangle outset by `alignmentRectInsets`.
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

    /// Called when the view's safe area insets change, before it lays out.
    open func safeAreaInsetsDidChange() {}

    /// Space inside the view's edges for content: the margins set, grown by the safe area and the superview's
    /// margins as the view's settings ask.
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

    /// The layout margins with leading and trailing edges; read and written as left and right here, whatever the
    /// layout direction.
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

    /// Called when the view's layout margins are set to new values.
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

    /// Whether the point, in the view's coordinates, lies inside its bounds.
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

    /// Attaches a gesture recognizer to the view, moving it from any view it was on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !gestureRecognizerList.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches the gesture recognizer from the view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// Asked of the views a recognizer's touches began in as it leaves `.possible`; false makes
    /// it fail. UIKit's tap controls refuse a superview's single tap this way.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Dynamics and motion effects

    /// The outline a dynamic animator collides the view with: its bounds (`.rectangle`).
    /// Override it to collide as the ellipse in the bounds or as `collisionBoundingPath`.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The outline used when `collisionBoundsType` is `.path`, around the view's centre at
    /// (0, 0): a rectangle the size of the bounds unless overridden.
    open var collisionBoundingPath: UIBezierPath {
        let size = bounds.size
        return UIBezierPath(
            rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// The motion effects added to the view. Linux has no accelerometer, so as on the iOS
    /// Simulator the device is held still: the viewer offset stays zero and the effects never
    /// move the view.
    open var motionEffects: [UIMotionEffect] = []

    /// Adds a motion effect; adding one already there changes nothing.
    open func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    /// Removes a motion effect.
    open func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }

    // MARK: Drawing seams

    /// Draws the view's content in the current context; override it to draw, as the default draws nothing.
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
    /// Draws the view for printing into the current context, in the view's bounds space, as
    /// its `UIViewPrintFormatter` asks; override it to print differently from the screen.
    /// UIKit's default draws only `draw(_:)`'s content; here the default draws the view as the
    /// screen shows it, subviews included, through the installed renderer (nothing headless).
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: bounds.minX, y: bounds.minY)
        _ = BitmapRenderers.renderer?.render(layer, in: context)
    }
    /// Marks the whole view as needing to be drawn again.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks the view as needing to be drawn again; the whole view is redrawn, whatever the rectangle.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    // MARK: Focus (UIView+Focus.swift)

    /// Whether the view can be focused; false for a plain view. Text fields, editable text
    /// views and your own subclasses that override this return true.
    open var canBecomeFocused: Bool { false }
    /// Where the view would like focus to go; empty means the view itself, or its focusable
    /// subviews in reading order.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// Whether focus may move as `context` describes; true unless overridden.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Called after focus moved into, out of or within the view; does nothing unless overridden.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The focus group the view and its subviews form; `nil` to belong to the enclosing group.
    open var focusGroupIdentifier: String?
    /// How the view looks while focused; `nil` draws the system halo around its bounds.
    open var focusEffect: UIFocusEffect?
    /// How strongly the view asks to be focused when focus enters its group.
    open var focusGroupPriority: UIFocusGroupPriority = .ignored
    /// Whether focus may wait to land on the view; never deferred here, whatever the mode.
    open var focusItemDeferralMode: UIFocusItemDeferralMode = .automatic
    /// How the view looks while the pointer hovers over it (`UIView+Hover.swift`); `nil`, no hover effect.
    open var hoverStyle: UIHoverStyle? {
        didSet { HoverHighlight.update(self, hovering: HoverDelivery.shared.isHovering(self)) }
    }

    // MARK: Responder chain

    /// A controller's root view hands events to its controller; other views to their superview.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    // MARK: Layer delegate

    /// Does nothing: a view lays out its layer tree in `layoutSubviews()`.
    public func layoutSublayers(of layer: CALayer) {}
    /// Does nothing: a view's content comes from `draw(_:)`, which the renderer calls.
    public func display(_ layer: CALayer) {}
    /// As UIKit's view answers its layer: `NSNull()` (no action) outside an animation block, so a
    /// view's layer never animates on its own; inside one, nil (the block records the change as
    /// an animation itself). Override it to give the layer actions of your own.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIViewAnimationContext.current == nil ? NSNull() : nil
    }
}

extension UIView {
    /// Which parts of a view's frame grow or shrink when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The space to the superview's left edge can change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width can change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the superview's right edge can change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space to the superview's top edge can change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height can change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space to the superview's bottom edge can change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How a view places its content within its bounds when the sizes differ.
    public enum ContentMode: Int, Sendable {
        /// Stretches the content to fill the bounds, changing its aspect ratio if needed.
        case scaleToFill
        /// Scales the content to fit within the bounds, keeping its aspect ratio.
        case scaleAspectFit
        /// Scales the content to fill the bounds, keeping its aspect ratio; some of it may be cut off.
        case scaleAspectFill
        /// Redraws the content when the bounds change; image views stretch their image as `.scaleToFill` does.
        case redraw
        /// Centers the content at its own size.
        case center
        /// Centers the content along the top edge.
        case top
        /// Centers the content along the bottom edge.
        case bottom
        /// Centers the content along the left edge.
        case left
        /// Centers the content along the right edge.
        case right
        /// Puts the content in the top-left corner.
        case topLeft
        /// Puts the content in the top-right corner.
        case topRight
        /// Puts the content in the bottom-left corner.
        case bottomLeft
        /// Puts the content in the bottom-right corner.
        case bottomRight
    }
}

/// Whether a view's content flips for right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
    /// The content follows the language's direction.
    case unspecified
    /// Playback controls, such as play and rewind, which keep their order in every language.
    case playback
    /// Content whose direction means a physical direction, such as a D-pad, which keeps its order.
    case spatial
    /// The content is always laid out left to right.
    case forceLeftToRight
    /// The content is always laid out right to left.
    case forceRightToLeft
}
