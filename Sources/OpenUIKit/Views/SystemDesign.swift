import Foundation

/// Which generation of the system's design controls are sized in. iOS 26 brought a new one
/// (a 63×28 switch, a 64-point search bar); an app that sets `UIDesignRequiresCompatibility` in its
/// Info.plist keeps the one iOS 13 to 18 drew (a 51×31 switch, a 56-point search bar) on iOS 26.
@MainActor
@_spi(Tooling) public enum SystemDesign {
    /// Read once from the app's Info.plist, as UIKit reads it at launch; tests may set it.
    @_spi(Tooling) public static var requiresCompatibility: Bool =
        ApplicationInfo.appDictionary()["UIDesignRequiresCompatibility"] as? Bool ?? false
}
