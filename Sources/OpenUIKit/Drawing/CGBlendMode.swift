/// How painted pixels combine with what is already there; Core Graphics' raw values.
public enum CGBlendMode: Int32, Sendable {
    /// Paints the source over the destination, the default.
    case normal = 0
    /// Multiplies source and destination colours, which darkens.
    case multiply = 1
    /// Multiplies the inverses of source and destination colours, which lightens.
    case screen = 2
    /// Multiplies or screens depending on the destination colour, keeping its highlights and shadows.
    case overlay = 3
    /// Keeps the darker of the source and destination colours.
    case darken = 4
    /// Keeps the lighter of the source and destination colours.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    case colorBurn = 7
    /// Darkens or lightens depending on the source colour, like a diffuse spotlight.
    case softLight = 8
    /// Multiplies or screens depending on the source colour, like a harsh spotlight.
    case hardLight = 9
    /// Subtracts the darker of source and destination from the lighter.
    case difference = 10
    /// Like `difference`, with lower contrast.
    case exclusion = 11
    /// The destination's luminance and saturation with the source's hue.
    case hue = 12
    /// The destination's luminance and hue with the source's saturation.
    case saturation = 13
    /// The destination's luminance with the source's hue and saturation.
    case color = 14
    /// The destination's hue and saturation with the source's luminance.
    case luminosity = 15
    /// Clears the destination to transparent.
    case clear = 16
    /// Replaces the destination with the source, transparency included.
    case copy = 17
    /// The source where the destination is opaque; clear elsewhere.
    case sourceIn = 18
    /// The source where the destination is transparent; clear elsewhere.
    case sourceOut = 19
    /// The source over the destination, only where the destination is opaque.
    case sourceAtop = 20
    /// Paints the source behind the destination.
    case destinationOver = 21
    /// Keeps the destination where the source is opaque; clear elsewhere.
    case destinationIn = 22
    /// Keeps the destination where the source is transparent; clear elsewhere.
    case destinationOut = 23
    /// The destination over the source, only where the source is opaque.
    case destinationAtop = 24
    /// Each of source and destination where the other is transparent; clear where both are opaque.
    case xor = 25
    /// Adds source and destination and darkens the sum; the Cairo renderer draws it as `multiply`.
    case plusDarker = 26
    /// Adds source and destination colours, saturating at white.
    case plusLighter = 27
}
