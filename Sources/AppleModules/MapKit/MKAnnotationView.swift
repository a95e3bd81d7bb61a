import CoreLocation
import Foundation
import OpenUIKit

/// The view that marks an annotation on a map: its ``image`` centered on the coordinate (moved
/// by ``centerOffset``), and when selected with ``canShowCallout`` a callout with the title,
/// subtitle and accessory views. The map view places it by Web Mercator projection at layout.
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
    /// How far a drag has got.
    public enum DragState: UInt, Sendable {
        case none = 0
        case starting = 1
        case dragging = 2
        case canceling = 3
        case ending = 4
    }

    /// How the view collides with others when the map declutters.
    public enum CollisionMode: Int, Sendable {
        case rectangle = 0
        case circle = 1
        case none = 2
    }

    /// The annotation shown.
    open var annotation: (any MKAnnotation)? {
        didSet { setNeedsDisplay() }
    }
    /// The identifier the view is queued for reuse under.
    public private(set) var reuseIdentifier: String?
    /// The picture drawn; setting it sizes the view to it.
    open var image: UIImage? {
        didSet {
            if let image { bounds.size = image.size }
            setNeedsDisplay()
        }
    }
    /// Points the view's center is moved from the coordinate (positive is right and down).
    open var centerOffset: CGPoint = .zero {
        didSet { superview?.setNeedsLayout() }
    }
    /// Points the callout's anchor is moved from the top center of the view.
    open var calloutOffset: CGPoint = .zero
    /// Whether the view can be selected.
    open var isEnabled = true
    /// Whether the view shows as touched.
    open var isHighlighted = false
    /// Whether the view is selected (its annotation among the map's selected annotations).
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedStorage = false
    /// Whether selecting the view shows a callout with the annotation's title.
    open var canShowCallout = false
    /// The view at the callout's left.
    open var leftCalloutAccessoryView: UIView?
    /// The view at the callout's right.
    open var rightCalloutAccessoryView: UIView?
    /// A view in place of the callout's subtitle.
    open var detailCalloutAccessoryView: UIView?
    /// Whether the view can be dragged to move its annotation.
    open var isDraggable = false
    /// How far a drag has got.
    open var dragState: DragState {
        get { dragStateStorage }
        set { setDragState(newValue, animated: false) }
    }
    private var dragStateStorage = DragState.none
    /// The identifier of the cluster the view can join.
    open var clusteringIdentifier: String?
    /// How much the view must stay when views collide.
    open var displayPriority = MKFeatureDisplayPriority.required
    /// How the view collides.
    open var collisionMode: CollisionMode = .rectangle
    /// The view's z order among annotation views.
    open var zPriority = MKAnnotationViewZPriority.defaultUnselected
    /// The view's z order while selected.
    open var selectedZPriority = MKAnnotationViewZPriority.defaultSelected

    /// A view showing `annotation`, queued for reuse under `reuseIdentifier`.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    /// An annotation view with no annotation, `frame` as given.
    public convenience override init(frame: CGRect) {
        self.init(annotation: nil, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a map view makes a registered class's view: through this required initializer,
    /// since Swift makes an instance from a metatype only that way. It is a convenience
    /// initializer, so subclasses that override the designated ones inherit it.
    public required convenience init(annotationForDequeuing annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    }

    /// Resets the view before the map view hands it out again; call super when overriding.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        dragStateStorage = .none
    }

    /// Called before the view is shown for its annotation; call super when overriding.
    open func prepareForDisplay() {}

    /// Selects or deselects the view (the map view shows or hides the callout).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        setNeedsDisplay()
    }

    /// Moves the drag along; a drag that starts or ends moves on to dragging or none, as
    /// MapKit's default views do.
    open func setDragState(_ newDragState: DragState, animated: Bool) {
        switch newDragState {
        case .starting: dragStateStorage = .dragging
        case .canceling, .ending: dragStateStorage = .none
        default: dragStateStorage = newDragState
        }
    }

    /// Draws ``image`` filling the view.
    open override func draw(_ rect: CGRect) {
        image?.draw(in: bounds)
    }

    /// The view's size: the image's, or nothing.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }
}

/// How strongly a view claims its place when views collide.
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// An annotation view's place in the z order.
public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let max = MKAnnotationViewZPriority(rawValue: 1000)
    public static let defaultSelected = MKAnnotationViewZPriority(rawValue: 1000)
    public static let defaultUnselected = MKAnnotationViewZPriority(rawValue: 500)
    public static let min = MKAnnotationViewZPriority(rawValue: 0)
}
