import CoreLocation
import Foundation

/// Something to mark on a map: a coordinate, and the title and subtitle its callout shows.
/// `title` and `subtitle` are optional, as in Objective-C: the defaults are nil.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where the annotation is.
    var coordinate: CLLocationCoordinate2D { get }
    /// The callout's title.
    var title: String? { get }
    /// The callout's subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }

    /// Whether the annotation is an instance of `aClass` or of a subclass of it, as apps ask
    /// (`annotation.isKind(of: MKUserLocation.self)`): Objective-C's `NSObjectProtocol` has it,
    /// Swift's Foundation on Linux does not. Walks the class chain, a step per superclass.
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let type = current {
            if ObjectIdentifier(type) == ObjectIdentifier(aClass) { return true }
            current = _getSuperclass(type)
        }
        return false
    }
}

/// An abstract shape with a title and subtitle: the base of point annotations and overlays.
open class MKShape: NSObject, MKAnnotation {
    /// The callout's title.
    open var title: String?
    /// The callout's subtitle.
    open var subtitle: String?

    public override init() { super.init() }

    /// Where the shape is; an abstract shape is nowhere (``kCLLocationCoordinate2DInvalid``).
    open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
}

/// A pin at a coordinate with a title and subtitle: the annotation apps make most.
open class MKPointAnnotation: MKShape {
    private var storedCoordinate = CLLocationCoordinate2D()

    /// An annotation at (0, 0).
    public override init() { super.init() }

    /// An annotation at `coordinate`.
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, title: nil, subtitle: nil)
    }

    /// An annotation at `coordinate` with a title and subtitle.
    public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        super.init()
        storedCoordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }

    /// Where the annotation is; setting it moves its view on the map at the next layout.
    open override var coordinate: CLLocationCoordinate2D {
        get { storedCoordinate }
        set { storedCoordinate = newValue }
    }
}
