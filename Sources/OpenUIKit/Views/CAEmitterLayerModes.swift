import Foundation

/// The shape particles of a `CAEmitterLayer` are born in (`CAEmitterLayer.emitterShape`), placed
/// at `emitterPosition` with `emitterSize`. Linux: the 3D shapes are drawn as their 2D sections
/// (`.sphere` as `.circle`, `.cuboid` as `.rectangle`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The shape's name, as Core Animation spells it (`"point"`).
    public let rawValue: String

    /// A shape with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A shape with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Every particle born at `emitterPosition`: the default.
    public static let point = CAEmitterLayerEmitterShape("point")
    /// A horizontal line `emitterSize.width` long, centred on the position.
    public static let line = CAEmitterLayerEmitterShape("line")
    /// A rectangle of `emitterSize`, centred on the position.
    public static let rectangle = CAEmitterLayerEmitterShape("rectangle")
    /// A box of `emitterSize` and `emitterZPosition` depth; drawn as `.rectangle` here.
    public static let cuboid = CAEmitterLayerEmitterShape("cuboid")
    /// A circle of radius `emitterSize.width / 2`, centred on the position.
    public static let circle = CAEmitterLayerEmitterShape("circle")
    /// A sphere of radius `emitterSize.width / 2`; drawn as `.circle` here.
    public static let sphere = CAEmitterLayerEmitterShape("sphere")
}

/// Which part of the emitter shape particles are born on (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"volume"`).
    public let rawValue: String

    /// A mode with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A mode with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// At the shape's corner points (a line's ends, a rectangle's corners).
    public static let points = CAEmitterLayerEmitterMode("points")
    /// On the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode("outline")
    /// Anywhere on the shape's surface (for 2D shapes, their area).
    public static let surface = CAEmitterLayerEmitterMode("surface")
    /// Anywhere inside the shape: the default.
    public static let volume = CAEmitterLayerEmitterMode("volume")
}

/// The order a `CAEmitterLayer` draws its particles in (`CAEmitterLayer.renderMode`). Linux:
/// `.additive` adds the particles' colours (Cairo's `ADD` operator) and `.oldestLast` draws the
/// newest first; the other modes draw each cell's particles oldest first, with no depth sorting.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"unordered"`).
    public let rawValue: String

    /// A mode with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A mode with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// In any order: the default.
    public static let unordered = CAEmitterLayerRenderMode("unordered")
    /// The oldest particles first, the newest on top.
    public static let oldestFirst = CAEmitterLayerRenderMode("oldestFirst")
    /// The newest particles first, the oldest on top.
    public static let oldestLast = CAEmitterLayerRenderMode("oldestLast")
    /// By depth, farthest first.
    public static let backToFront = CAEmitterLayerRenderMode("backToFront")
    /// Colours added together, brightening where particles overlap.
    public static let additive = CAEmitterLayerRenderMode("additive")
}
