import Foundation

/// What an ad tapped in the app is about, for private click measurement (iOS 14.5): the
/// ad's source, where it leads and who bought it. The values are kept as given; Linux has no
/// system to send the measurement to, so it is never reported.
@preconcurrency @MainActor
open class UIEventAttribution: NSObject, @preconcurrency NSCopying {
    /// The ad campaign's identifier, from 0 to 255.
    public let sourceIdentifier: UInt8
    /// The web address the ad leads to.
    public let destinationURL: URL
    /// Where the measurement report would be sent; `nil` unless given.
    public let reportEndpoint: URL?
    /// A description of the ad, for the person.
    public let sourceDescription: String
    /// Who bought the ad.
    public let purchaser: String

    /// An attribution for an ad with these values.
    public init(sourceIdentifier: UInt8, destinationURL: URL, sourceDescription: String, purchaser: String) {
        self.sourceIdentifier = sourceIdentifier
        self.destinationURL = destinationURL
        self.reportEndpoint = nil
        self.sourceDescription = sourceDescription
        self.purchaser = purchaser
        super.init()
    }

    /// An attribution with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIEventAttribution(
            sourceIdentifier: sourceIdentifier, destinationURL: destinationURL, sourceDescription: sourceDescription,
            purchaser: purchaser)
    }
}
