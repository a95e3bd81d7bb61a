import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// What a `CMTime` holds: a valid number, or one of the infinities, or an inexact value rounded.
public struct CMTimeFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// A rational time, `value / timescale` seconds, as Core Media keeps media time exact.
public struct CMTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    public init() { self.init(value: 0, timescale: 0, flags: [], epoch: 0) }

    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` rounded to the nearest step of `1 / preferredTimescale`; NaN is invalid and
    /// the infinities are the infinite times.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            let scaled = (seconds * Double(preferredTimescale)).rounded()
            let clamped = Swift.max(Swift.min(scaled, Double(Int64.max / 2)), Double(Int64.min / 2))
            var flags: CMTimeFlags = .valid
            if scaled != seconds * Double(preferredTimescale) { flags.insert(.hasBeenRounded) }
            self.init(value: CMTimeValue(clamped), timescale: preferredTimescale, flags: flags, epoch: 0)
        }
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime()
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isNumeric: Bool { isValid && flags.intersection(.impliedValueFlagsMask).isEmpty }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    public var hasBeenRounded: Bool { flags.contains(.hasBeenRounded) }

    /// The time in seconds: NaN when invalid or indefinite, ±infinity for the infinities.
    public var seconds: Double {
        if !isValid || isIndefinite { return .nan }
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        return Double(value) / Double(timescale)
    }

    /// The same time in another timescale, rounded to the nearest step.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric, newTimescale > 0 else { return self }
        let exact = Double(value) * Double(newTimescale) / Double(timescale)
        let rounded: Double
        switch method {
        case .roundTowardZero: rounded = exact.rounded(.towardZero)
        case .roundAwayFromZero: rounded = exact.rounded(.awayFromZero)
        case .roundTowardPositiveInfinity: rounded = exact.rounded(.up)
        case .roundTowardNegativeInfinity: rounded = exact.rounded(.down)
        default: rounded = exact.rounded()
        }
        var result = CMTime(value: CMTimeValue(rounded), timescale: newTimescale)
        if rounded != exact { result.flags.insert(.hasBeenRounded) }
        return result
    }

    public var description: String {
        if !isValid { return "CMTime(invalid)" }
        if isIndefinite { return "CMTime(indefinite)" }
        if isPositiveInfinity { return "CMTime(+infinity)" }
        if isNegativeInfinity { return "CMTime(-infinity)" }
        return "CMTime(\(value)/\(timescale) = \(seconds))"
    }

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }

    public func hash(into hasher: inout Hasher) {
        if isNumeric { hasher.combine(seconds) } else { hasher.combine(flags.rawValue) }
    }

    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }

    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
}

/// How a conversion to a coarser timescale rounds.
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1
    case roundTowardZero = 2
    case roundAwayFromZero = 3
    case quickTime = 4
    case roundTowardPositiveInfinity = 5
    case roundTowardNegativeInfinity = 6
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// -1, 0 or 1; invalid times sort before every valid one, as Core Media orders them.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    func rank(_ time: CMTime) -> Int {
        if !time.isValid { return -2 }
        if time.isNegativeInfinity { return -1 }
        if time.isPositiveInfinity { return 1 }
        if time.isIndefinite { return 2 }
        return 0
    }
    let (a, b) = (rank(time1), rank(time2))
    if a != b { return a < b ? -1 : 1 }
    guard a == 0 else { return 0 }
    // Cross-multiplied in 128 bits so no rational loses precision.
    let left = time1.value.multipliedFullWidth(by: Int64(time2.timescale))
    let right = time2.value.multipliedFullWidth(by: Int64(time1.timescale))
    if left.high != right.high { return left.high < right.high ? -1 : 1 }
    if left.low != right.low { return left.low < right.low ? -1 : 1 }
    return 0
}

private func combine(_ lhs: CMTime, _ rhs: CMTime, _ sign: Int64) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
    let rhsPositive = sign > 0 ? rhs.isPositiveInfinity : rhs.isNegativeInfinity
    let rhsNegative = sign > 0 ? rhs.isNegativeInfinity : rhs.isPositiveInfinity
    if (lhs.isPositiveInfinity && rhsNegative) || (lhs.isNegativeInfinity && rhsPositive) { return .invalid }
    if lhs.isPositiveInfinity || rhsPositive { return .positiveInfinity }
    if lhs.isNegativeInfinity || rhsNegative { return .negativeInfinity }
    if lhs.timescale == rhs.timescale {
        return CMTime(value: lhs.value + sign * rhs.value, timescale: lhs.timescale)
    }
    // The least common multiple keeps both exact; past Int32 the finer scale, rounded.
    func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }
    let (a64, b64) = (Int64(lhs.timescale), Int64(rhs.timescale))
    let lcm = a64 / gcd(a64, b64) * b64
    let scale = lcm <= Int64(Int32.max) ? Int32(lcm) : Swift.max(lhs.timescale, rhs.timescale)
    let a = lhs.convertScale(scale, method: .default), b = rhs.convertScale(scale, method: .default)
    var result = CMTime(value: a.value + sign * b.value, timescale: scale)
    if a.hasBeenRounded || b.hasBeenRounded { result.flags.insert(.hasBeenRounded) }
    return result
}

public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, 1) }
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, -1) }

public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}

public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    time.convertScale(newTimescale, method: method)
}

public let kCMTimeZero = CMTime.zero
public let kCMTimeInvalid = CMTime.invalid
public let kCMTimeIndefinite = CMTime.indefinite

/// A span of media time: where it starts and how long it lasts.
public struct CMTimeRange: Sendable, Hashable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: end - start) }
    public var end: CMTime { start + duration }
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
    public func containsTime(_ time: CMTime) -> Bool { time >= start && time < end }
}

public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
    CMTimeRange(start: start, duration: duration)
}
