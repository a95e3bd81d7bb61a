import Foundation

/// What a map shows. With no map data here, each type is drawn as its own plain background
/// with a graticule (see ``MKMapView``).
public enum MKMapType: UInt, Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    case satelliteFlyover = 3
    case hybridFlyover = 4
    case mutedStandard = 5
}

/// Whether the map follows the user's location.
public enum MKUserTrackingMode: Int, Sendable {
    /// The map stays where the app puts it.
    case none = 0
    /// The map centers on each new fix.
    case follow = 1
    /// The map centers on each fix and turns with the heading (there is none here).
    case followWithHeading = 2
}

/// A kind of point of interest.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let airport = MKPointOfInterestCategory("MKPOICategoryAirport")
    public static let bakery = MKPointOfInterestCategory("MKPOICategoryBakery")
    public static let cafe = MKPointOfInterestCategory("MKPOICategoryCafe")
    public static let hospital = MKPointOfInterestCategory("MKPOICategoryHospital")
    public static let hotel = MKPointOfInterestCategory("MKPOICategoryHotel")
    public static let museum = MKPointOfInterestCategory("MKPOICategoryMuseum")
    public static let park = MKPointOfInterestCategory("MKPOICategoryPark")
    public static let parking = MKPointOfInterestCategory("MKPOICategoryParking")
    public static let publicTransport = MKPointOfInterestCategory("MKPOICategoryPublicTransport")
    public static let restaurant = MKPointOfInterestCategory("MKPOICategoryRestaurant")
    public static let school = MKPointOfInterestCategory("MKPOICategorySchool")
    public static let store = MKPointOfInterestCategory("MKPOICategoryStore")
}

/// Which points of interest a map or search includes.
public struct MKPointOfInterestFilter: Sendable {
    private let included: Set<MKPointOfInterestCategory>?
    private let excluded: Set<MKPointOfInterestCategory>

    /// Only `categories`.
    public init(including categories: [MKPointOfInterestCategory]) {
        included = Set(categories)
        excluded = []
    }

    /// All but `categories`.
    public init(excluding categories: [MKPointOfInterestCategory]) {
        included = nil
        excluded = Set(categories)
    }

    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(including: [])

    /// Whether `category` passes the filter.
    public func includes(_ category: MKPointOfInterestCategory) -> Bool {
        if let included { return included.contains(category) }
        return !excluded.contains(category)
    }

    /// Whether `category` is filtered out.
    public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}
