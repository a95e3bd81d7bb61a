import Foundation

/// The orientation of the app's interface relative to the device.
public enum UIInterfaceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown
    /// Portrait, with the Home button at the bottom.
    case portrait
    /// Portrait upside down, with the Home button at the top.
    case portraitUpsideDown
    /// Landscape, with the Home button on the left.
    case landscapeLeft = 4
    /// Landscape, with the Home button on the right.
    case landscapeRight = 3

    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientation a screen of this shape shows: portrait when it is at least as tall as it
    /// is wide, landscape right otherwise (the device turned left, as `UIDevice` reports it).
    init(screenSize size: CGSize) {
        self = size.width > size.height ? .landscapeRight : .portrait
    }

    /// The one orientation of `mask` an interface in this orientation turns to: itself when the
    /// mask holds it, else portrait, landscape right, landscape left, upside down, in that order.
    func nearest(in mask: UIInterfaceOrientationMask) -> UIInterfaceOrientation? {
        if mask.contains(UIInterfaceOrientationMask(self)) { return self }
        return [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].first {
            mask.contains(UIInterfaceOrientationMask($0))
        }
    }
}

/// A set of interface orientations, as a controller or the app supports them; bit `1 << n` is the
/// orientation whose raw value is `n`, as in UIKit.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape with the Home button on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape with the Home button on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    /// Every orientation but upside down: an iPhone controller's default.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]

    /// The mask of one orientation; empty for `.unknown`.
    init(_ orientation: UIInterfaceOrientation) {
        self = orientation == .unknown ? [] : UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue))
    }

    /// The mask Info.plist's `UISupportedInterfaceOrientations` (or its `~ipad` variant) names.
    init?(infoPlistNames names: [String]) {
        let known: [String: UIInterfaceOrientationMask] = [
            "UIInterfaceOrientationPortrait": .portrait,
            "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
            "UIInterfaceOrientationLandscapeLeft": .landscapeLeft,
            "UIInterfaceOrientationLandscapeRight": .landscapeRight,
        ]
        let mask = names.reduce(into: UIInterfaceOrientationMask()) { $0.formUnion(known[$1] ?? []) }
        if mask.isEmpty { return nil }
        self = mask
    }

    /// Apple's names of the mask's orientations, as UIKit's rotation errors list them.
    var names: String {
        let named: [(UIInterfaceOrientationMask, String)] = [
            (.portrait, "portrait"), (.landscapeLeft, "landscapeLeft"), (.landscapeRight, "landscapeRight"),
            (.portraitUpsideDown, "portraitUpsideDown"),
        ]
        return named.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
