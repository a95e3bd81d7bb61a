import Foundation

/// A row of segments, one of them selected. A tap on an enabled segment selects it and sends
/// `.valueChanged` (with `.primaryActionTriggered`, after the segment's own action if it has
/// one); setting `selectedSegmentIndex` in code sends nothing, as in UIKit. This holds the
/// segments and the selection; sizes are in `UISegmentedControl+Layout.swift`, touches in
/// `+Tracking.swift` and the iOS look in `+Drawing.swift`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// Kept for code that still sets it; iOS 7 and later draw one style.
    public enum Style: Int, Sendable {
        /// The large plain style of iOS 6 and earlier; drawn in the one modern style.
        case plain = 0
        /// The large bordered style of iOS 6 and earlier; drawn in the one modern style.
        case bordered = 1
        /// The small toolbar style of iOS 6 and earlier; drawn in the one modern style.
        case bar = 2
        /// The large bezeled style of iOS 6 and earlier; drawn in the one modern style.
        case bezeled = 3
    }

    /// What one segment shows and how it behaves. A segment shows its image when it has one,
    /// else its title, as UIKit's do.
    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// 0: sized by the control.
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    var segments: [Segment] = [] { didSet { segmentsDidChange() } }
    private var selectedIndexStorage = UISegmentedControl.noSegment
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The segment under a finger, drawn highlighted; nil when none is.
    var highlightedSegment: Int? { didSet { if highlightedSegment != oldValue { setNeedsDisplay() } } }

    // MARK: Making one

    /// Creates a segmented control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `items` are titles (`String`), images (`UIImage`) or actions (`UIAction`); anything else
    /// makes an empty segment. The control takes its intrinsic size as its frame's, as UIKit's
    /// does.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map(Self.segment(for:))
        sizeToFitContent()
    }

    /// Segments made from the actions: each selects its segment and then runs, before the
    /// control's `.valueChanged` and `.primaryActionTriggered` actions.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
    }

    // MARK: Segments

    /// The number of segments the control has.
    open var numberOfSegments: Int { segments.count }

    /// `segment` is clamped to `0...numberOfSegments`, as UIKit pins it; `animated` is not
    /// drawn (the control shows the new segment at once).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing the image at the index, clamped to the segments' range; `animated` is ignored.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment that shows the action's title and runs it when selected; `animated` is ignored.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment)
    }

    /// Removing the selected segment leaves none selected, as in UIKit.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedIndexStorage == segment {
            selectedIndexStorage = Self.noSegment
        } else if selectedIndexStorage > segment {
            selectedIndexStorage -= 1
        }
    }

    /// Removes every segment, leaving none selected.
    open func removeAllSegments() {
        segments.removeAll()
        selectedIndexStorage = Self.noSegment
    }

    /// Replaces the segment's image: a segment shows one or the other.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) {
            $0.title = title
            $0.image = nil
        }
    }

    /// The segment's title, or `nil` when it shows an image or the index is out of range.
    open func titleForSegment(at segment: Int) -> String? { self.segment(at: segment)?.title }

    /// Replaces the segment's title: a segment shows one or the other.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) {
            $0.image = image
            $0.title = nil
        }
    }

    /// The segment's image, or `nil` when it shows a title or the index is out of range.
    open func imageForSegment(at segment: Int) -> UIImage? { self.segment(at: segment)?.image }

    /// The segment takes the action's title (and image), and runs it when selected.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        update(segment) { $0 = Self.segment(for: action, keeping: $0) }
    }

    /// The action the segment runs when selected, or `nil` when it has none.
    open func actionForSegment(at segment: Int) -> UIAction? { self.segment(at: segment)?.action }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// A disabled segment draws greyed and ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
    /// Whether the user can select the segment; `false` for an index out of range.
    open func isEnabledForSegment(at segment: Int) -> Bool { self.segment(at: segment)?.isEnabled ?? false }

    /// 0 (the default) lets the control size the segment.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { update(segment) { $0.width = max(0, width) } }
    /// The width set for the segment, or 0 when the control sizes it.
    open func widthForSegment(at segment: Int) -> CGFloat { self.segment(at: segment)?.width ?? 0 }

    /// Moves the segment's title or image from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        update(segment) { $0.contentOffset = offset }
    }
    /// How far the segment's title or image is moved from its center.
    open func contentOffsetForSegment(at segment: Int) -> CGSize { self.segment(at: segment)?.contentOffset ?? .zero }

    // MARK: Selection

    /// `noSegment` (-1) selects none. Setting it sends nothing (a tap's selection sends
    /// `.valueChanged`), as in UIKit; an index past the last segment is ignored here.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
            guard newValue != selectedIndexStorage else { return }
            selectedIndexStorage = newValue
            setNeedsDisplay()
        }
    }

    /// A momentary control shows no selection: a tap sends its actions (with
    /// `selectedSegmentIndex` reading the tapped segment) and the segment looks as before.
    open var isMomentary = false { didSet { setNeedsDisplay() } }

    /// The selected segment's colour; nil is iOS's white (a grey in the dark).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Segments as wide as their content (in proportion) instead of equally wide.
    open var apportionsSegmentWidthsByContent = false { didSet { segmentsDidChange() } }

    /// Kept for code that still sets it; iOS 7 and later draw one style.
    open var segmentedControlStyle: Style = .plain

    /// iOS 13's spring loading for drags; kept, not used here.
    open var isSpringLoaded = false

    /// Whether the control responds to taps; a disabled control draws all its segments dimmed.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    // MARK: Title attributes

    /// The font, colour and other attributes of the titles in `state`; a state with none set
    /// uses `.normal`'s, and `.normal`'s missing keys come from the system's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// The title text attributes set for the state, or `nil` when none were set for it.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Sizing, tracking and drawing (the machinery is in the +Layout, +Tracking, +Drawing files)

    /// The width the segments need for their content (each as wide as the widest, unless apportioned),
    /// and 32 points high.
    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize() }

    /// Returns the control's intrinsic size, or its current width when the segments cannot be measured.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let size = measuredIntrinsicSize()
        return CGSize(width: size.width == UIView.noIntrinsicMetric ? bounds.width : size.width, height: size.height)
    }

    override var keepsSingleTaps: Bool { true }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingBegan(at: touch.location(in: self))
        return super.beginTracking(touch, with: event)
    }

    /// Highlights the enabled segment under the finger while it stays inside the control.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingMoved(to: touch.location(in: self))
        return super.continueTracking(touch, with: event)
    }

    /// Selects the enabled segment the finger lifted on and sends its action, `.valueChanged` and
    /// `.primaryActionTriggered`; lifting on the selected segment sends none unless the control is momentary.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        trackingEnded(at: touch?.location(in: self), event: event)
    }

    /// Removes the highlight from the segment under the finger.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        highlightedSegment = nil
    }

    /// Draws the segments, their dividers, the selection and the titles or images in the iOS style.
    open override func draw(_ rect: CGRect) {
        drawSegments()
    }

    // MARK: Machinery

    /// The attributes titles in `state` are drawn with: the state's over `.normal`'s over the
    /// system's (13 points, semibold when selected, in the label colour).
    func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(
                ofSize: Self.titleFontSize, weight: state.contains(.selected) ? .semibold : .regular),
            .foregroundColor: state.contains(.disabled) ? UIColor.tertiaryLabel : UIColor.label,
        ]
        attributes.merge(titleAttributes[UIControl.State.normal.rawValue] ?? [:]) { $1 }
        if state != .normal {
            for single in [UIControl.State.selected, .highlighted, .disabled] where state.contains(single) {
                attributes.merge(titleAttributes[single.rawValue] ?? [:]) { $1 }
            }
        }
        return attributes
    }

    private static func segment(for item: Any) -> Segment {
        switch item {
        case let title as String: Segment(title: title)
        case let image as UIImage: Segment(image: image)
        case let action as UIAction: segment(for: action)
        default: Segment()
        }
    }

    /// An action's segment shows its title (UIKit prefers the action's image, which `UIAction`
    /// does not carry here).
    private static func segment(for action: UIAction, keeping old: Segment = Segment()) -> Segment {
        var segment = old
        segment.title = action.title
        segment.image = nil
        segment.action = action
        return segment
    }

    /// The segment at `index`, or nil past the ends (UIKit answers nil or 0 there).
    func segment(at index: Int) -> Segment? { segments.indices.contains(index) ? segments[index] : nil }

    private func insert(_ segment: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(segment, at: position)
        if selectedIndexStorage >= position { selectedIndexStorage += 1 }
    }

    private func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
    }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// `init(items:)` sizes the control to its content when it can be measured.
    private func sizeToFitContent() {
        let size = measuredIntrinsicSize()
        let width = size.width == UIView.noIntrinsicMetric ? bounds.width : size.width
        frame = CGRect(origin: frame.origin, size: CGSize(width: width, height: size.height))
    }
}
