import Foundation

/// A bitmap's layout as Core Graphics describes it in one word: the alpha arrangement (a
/// `CGImageAlphaInfo` in the low bits), floating-point components, and the byte order, with
/// Apple's bit values, so `CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)`
/// means what it means on iOS.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The raw value, as Apple defines it.
    public let rawValue: UInt32

    /// Creates bitmap information from Core Graphics' raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The bits that hold a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that say how floating-point components are stored.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating-point numbers rather than integers.
    public static let floatComponents = CGBitmapInfo(rawValue: 0x100)
    /// The bits that hold a `CGImageByteOrderInfo`.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default, big-endian byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit words, little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Little.rawValue)
    /// 32-bit words, little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Little.rawValue)
    /// 16-bit words, big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Big.rawValue)
    /// 32-bit words, big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Big.rawValue)
    /// 16-bit words in the machine's byte order.
    public static var byteOrder16Host: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Host.rawValue)
    }
    /// 32-bit words in the machine's byte order.
    public static var byteOrder32Host: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Host.rawValue)
    }

    /// The alpha arrangement these bits hold; nil for a value Core Graphics does not define.
    var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
    /// The byte order these bits hold; nil for a value Core Graphics does not define.
    var byteOrder: CGImageByteOrderInfo? { CGImageByteOrderInfo(rawValue: rawValue & Self.byteOrderMask.rawValue) }
}
