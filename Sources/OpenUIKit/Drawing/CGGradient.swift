import Foundation

/// Core Graphics' gradient, which Linux lacks: colours at locations from 0 to 1, painted along a
/// line or between two circles by `CGContext.drawLinearGradient` and `drawRadialGradient`.
/// Colours are kept as given (sRGB here, whatever space is named) and blended between stops.
public final class CGGradient: Sendable {
    /// The stops, in order of location, each location in 0...1.
    @_spi(Rendering) public let colors: [CGColor]
    @_spi(Rendering) public let locations: [CGFloat]

    /// `colors` must all be `CGColor`s (as in Core Graphics, where anything else is a
    /// programming error; here it makes no gradient). Nil `locations` spreads the colours evenly
    /// from 0 to 1; otherwise there must be one per colour.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count,
            let stops = Self.stops(cgColors, locations: locations)
        else { return nil }
        (self.colors, self.locations) = stops
    }

    /// `count` colours of `space.numberOfComponents` components and alpha each, one after
    /// the other in `components`.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0, count < 1 << 20 else { return nil }
        let perColor = space.numberOfComponents + 1
        let cgColors = (0..<count).map { index -> CGColor in
            let c = (0..<perColor).map { components[index * perColor + $0] }
            return perColor == 2
                ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        guard let stops = Self.stops(cgColors, locations: locations) else { return nil }
        (self.colors, self.locations) = stops
    }

    /// Locations clamped into 0...1 and sorted with their colours (a stable sort, so equal
    /// locations make a hard edge in the order given); nil when a location is not a number.
    private static func stops(_ colors: [CGColor], locations: UnsafePointer<CGFloat>?) -> ([CGColor], [CGFloat])? {
        let given: [CGFloat]
        if let locations {
            given = (0..<colors.count).map { locations[$0] }
        } else {
            given = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        guard given.allSatisfy({ !$0.isNaN }) else { return nil }
        let sorted = zip(given.map { min(max($0, 0), 1) }, colors).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        return (sorted.map(\.element.1), sorted.map(\.element.0))
    }
}

/// Whether a gradient also paints beyond its ends, with its first and last colours.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extends the first colour before the gradient's start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the last colour past the gradient's end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
