import ArgumentParser
import CairoRendering
import Foundation
import OpenUIKit
import StoryboardDocument

/// The screen and appearance `storyboard render` draws on, from its options: an Interface
/// Builder device id (its size and safe-area insets) or a plain `WIDTHxHEIGHT` in points.
struct RenderScreen {
    var options: SceneRenderingOptions
    /// How the result describes the screen: `retina6_1`, `320×480 pt`, or the documents' own.
    var summary: String

    init(device: String?, landscape: Bool, style: RenderCommand.Style?) throws {
        let interfaceStyle: UIUserInterfaceStyle? =
            switch style {
            case .light: .light
            case .dark: .dark
            case nil: nil
            }
        guard let device else {
            options = SceneRenderingOptions(style: interfaceStyle)
            summary = "each document's device"
            if landscape { throw ValidationError("--landscape needs --device.") }
            return
        }
        if let size = Self.size(device) {
            let width = landscape ? max(size.width, size.height) : size.width
            let height = landscape ? min(size.width, size.height) : size.height
            options = SceneRenderingOptions(size: CGSize(width: width, height: height), style: interfaceStyle)
            summary = "\(Self.points(width))×\(Self.points(height)) pt"
            return
        }
        guard let known = StoryboardDevice(id: device, orientation: landscape ? .landscape : .portrait) else {
            throw ValidationError(
                "unknown device '\(device)': give WIDTHxHEIGHT in points or one of "
                    + StoryboardDevice.knownIDs.joined(separator: ", "))
        }
        options = SceneRenderingOptions(device: known, style: interfaceStyle)
        summary = known.id + (landscape ? " landscape" : "")
    }

    /// `390x844` → 390 × 844 points; nil for anything else, or sizes outside 1…4096.
    static func size(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            (1...4096).contains(width), (1...4096).contains(height)
        else { return nil }
        return CGSize(width: width, height: height)
    }

    private static func points(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
