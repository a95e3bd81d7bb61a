import Foundation

/// The range of colours a display shows. Screens here report `.SRGB`: the renderer draws in sRGB.
public enum UIDisplayGamut: Int, Sendable {
    /// The collection does not specify a gamut.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The wider Display P3 gamut.
    case P3 = 1
}
