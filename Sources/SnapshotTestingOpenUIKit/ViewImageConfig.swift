import Foundation
import OpenUIKit

/// A device to render a controller on: its screen size, the safe area its bars and corners
/// leave, and its traits (size classes, idiom, scale). swift-snapshot-testing declares this type
/// for iOS only; these are the same presets, so `.image(on: .iPhone13)` reads as it does there.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: Phones

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, scale: 2, top: 20, notch: 0, bottom: 0)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, scale: 2, top: 20, notch: 0, bottom: 0)
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, scale: 3, top: 20, notch: 0, bottom: 0, regularInLandscape: true)
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, scale: 3, top: 44, notch: 44, bottom: 34)
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, scale: 3, top: 44, notch: 44, bottom: 34, regularInLandscape: true)
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, scale: 2, top: 44, notch: 44, bottom: 34, regularInLandscape: true)
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, scale: 3, top: 47, notch: 47, bottom: 34)
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, scale: 3, top: 47, notch: 47, bottom: 34, regularInLandscape: true)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, scale: 3, top: 50, notch: 50, bottom: 34)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

    // MARK: Tablets

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 768, height: 1024, scale: 2, top: 20, bottom: 0)
    }

    public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 768, height: 1024, scale: 2, top: 20, bottom: 0)
    }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 810, height: 1080, scale: 2, top: 20, bottom: 0)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 834, height: 1112, scale: 2, top: 20, bottom: 0)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 834, height: 1194, scale: 2, top: 24, bottom: 20)
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 1024, height: 1366, scale: 2, top: 24, bottom: 20)
    }

    // MARK: Building

    /// A phone in `orientation`: in portrait compact width and regular height, the status bar (or
    /// the sensor housing) on top and the home indicator below; in landscape the housing's side
    /// insets and compact height, regular width on the largest phones.
    private static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat,
        notch: CGFloat, bottom: CGFloat, regularInLandscape: Bool = false
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                size: CGSize(width: width, height: height),
                traits: traits(horizontal: .compact, vertical: .regular, idiom: .phone, scale: scale))
        case .landscape:
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: notch, bottom: bottom > 0 ? 21 : 0, right: notch),
                size: CGSize(width: height, height: width),
                traits: traits(
                    horizontal: regularInLandscape ? .regular : .compact, vertical: .compact,
                    idiom: .phone, scale: scale))
        }
    }

    /// A tablet, full screen: regular both ways.
    private static func tablet(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat,
        bottom: CGFloat
    ) -> ViewImageConfig {
        let size =
            orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
        return ViewImageConfig(
            safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), size: size,
            traits: traits(horizontal: .regular, vertical: .regular, idiom: .pad, scale: scale))
    }

    private static func traits(
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
        idiom: UIUserInterfaceIdiom, scale: CGFloat
    ) -> UITraitCollection {
        UITraitCollection { traits in
            traits.horizontalSizeClass = horizontal
            traits.verticalSizeClass = vertical
            traits.userInterfaceIdiom = idiom
            traits.displayScale = scale
        }
    }
}
