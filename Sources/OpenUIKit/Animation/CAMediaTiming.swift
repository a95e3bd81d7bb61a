import Foundation

/// The timing of an animation on its layer, as Core Animation models it: local time is
/// `(parent time − beginTime) × speed + timeOffset`, an iteration lasts `duration` (twice that
/// with `autoreverses`), iterations repeat `repeatCount` times or for `repeatDuration`, and the
/// fill mode says whether the animation's values hold before it begins and after it ends.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the animation begins, in its parent's time (`CACurrentMediaTime()` for one added to a
    /// layer); 0 when added means now.
    var beginTime: CFTimeInterval { get set }
    /// How long one iteration lasts, in local time.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's: 2 runs twice as fast, 0 stands still.
    var speed: Float { get set }
    /// Added to local time: with `speed` 0 it holds the animation at that time.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations run (fractions allowed; `.infinity` forever); 0 means one.
    var repeatCount: Float { get set }
    /// How long iterations repeat for, in local time; 0 means `repeatCount` decides.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration runs back after running forward.
    var autoreverses: Bool { get set }
    /// Whether the values hold before the beginning and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Whether an animation's values apply outside its active time.
public struct CAMediaTimingFillMode: Hashable, Equatable, RawRepresentable, Sendable {
    /// The mode's name, as Core Animation spells it (`"forwards"`).
    public let rawValue: String
    /// A mode with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The values hold after the end (until the animation is removed).
    public static let forwards = CAMediaTimingFillMode("forwards")
    /// The values of the start hold before the beginning.
    public static let backwards = CAMediaTimingFillMode("backwards")
    /// Both: before the beginning and after the end.
    public static let both = CAMediaTimingFillMode("both")
    /// Neither: outside its active time the animation shows nothing (the default).
    public static let removed = CAMediaTimingFillMode("removed")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
