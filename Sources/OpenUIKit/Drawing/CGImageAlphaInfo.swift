import Foundation

/// Where a bitmap keeps alpha and whether its colours are premultiplied by it, with Core
/// Graphics' raw values (the low five bits of a `CGBitmapInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha is the last component (RGBA), colours premultiplied by it.
    case premultipliedLast = 1
    /// Alpha is the first component (ARGB), colours premultiplied by it.
    case premultipliedFirst = 2
    /// Alpha is the last component (RGBA), colours not premultiplied.
    case last = 3
    /// Alpha is the first component (ARGB), colours not premultiplied.
    case first = 4
    /// No alpha; the last component of each pixel is padding (RGBX).
    case noneSkipLast = 5
    /// No alpha; the first component of each pixel is padding (XRGB).
    case noneSkipFirst = 6
    /// Only alpha, no colour components (a mask).
    case alphaOnly = 7
}

/// The order of a bitmap's bytes in each 16- or 32-bit pixel word, with Core Graphics' raw
/// values (bits 12–14 of a `CGBitmapInfo`).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// The bits that hold the byte order.
    case orderMask = 0x7000
    /// The default order: big-endian, components in the order their name says.
    case orderDefault = 0
    /// 16-bit words, little-endian.
    case order16Little = 0x1000
    /// 32-bit words, little-endian: ARGB stored as B, G, R, A bytes.
    case order32Little = 0x2000
    /// 16-bit words, big-endian.
    case order16Big = 0x3000
    /// 32-bit words, big-endian.
    case order32Big = 0x4000

    /// 16-bit words in the machine's order (little-endian on every Linux OpenUIKit runs on).
    public static var order16Host: CGImageByteOrderInfo { isLittleEndianHost ? .order16Little : .order16Big }
    /// 32-bit words in the machine's order (little-endian on every Linux OpenUIKit runs on).
    public static var order32Host: CGImageByteOrderInfo { isLittleEndianHost ? .order32Little : .order32Big }

    private static var isLittleEndianHost: Bool { UInt32(1).littleEndian == 1 }
}

/// How colours are mapped into a destination colour space. Every colour here is painted as
/// sRGB, so the intent is recorded and changes nothing.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default intent.
    case defaultIntent = 0
    /// Colours outside the gamut are clipped; those inside are kept exactly, white point included.
    case absoluteColorimetric = 1
    /// Like absolute colorimetric, with the white point adapted.
    case relativeColorimetric = 2
    /// The whole gamut compressed to fit, keeping how colours relate.
    case perceptual = 3
    /// Saturation kept at the expense of hue and lightness.
    case saturation = 4
}
