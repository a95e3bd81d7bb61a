import Foundation
@_spi(Tooling) import OpenUIKit
internal import StoryboardDocument

/// The tour runs the app on the device its main storyboard was laid out for (its screen, scale
/// and safe-area insets), as Xcode's canvas shows its scenes, so each screen can be held against
/// the frames Xcode saved.
@MainActor
enum TourDevice {
    /// Makes the main storyboard's device the screen new windows open on, and returns its id
    /// (nil: no main storyboard, or one that names no device, and the headless screen stays).
    static func useMainStoryboardsDevice() -> String? {
        guard let name = StoryboardTooling.mainStoryboardName else { return nil }
        for folder in StoryboardTooling.resourceFolders {
            for file in SceneCatalog.storyboards(in: folder)
            where file.deletingPathExtension().lastPathComponent == name {
                guard let device = TourDocuments.document(at: file)?.simulatedDevice else { return nil }
                let screen = UIScreen(
                    bounds: CGRect(origin: .zero, size: device.screenSize), scale: CGFloat(device.scale),
                    idiom: device.isPad ? .pad : .phone)
                let insets = device.safeAreaInsets
                screen.systemSafeAreaInsets = UIEdgeInsets(
                    top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
                UIScreen.main = screen
                return device.id
            }
        }
        return nil
    }
}
