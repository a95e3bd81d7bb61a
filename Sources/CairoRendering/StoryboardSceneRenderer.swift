import Foundation
import OpenUIKit
import StoryboardDocument

/// Draws a storyboard file's initial scene as Interface Builder's canvas shows it: in a window
/// of the document's device (its screen size, safe-area insets and canvas appearance), or of
/// the root view's saved size when the document names no device this runtime knows. A file
/// that has no scene to draw (a nib, a storyboard without an initial controller, a document for
/// another platform, bytes that are not a document) is refused with the reason, never trapped.
@MainActor
public enum StoryboardSceneRenderer {
    /// The window a scene is shown in when the document says nothing of its size.
    public nonisolated static let fallbackSize = CGSize(width: 390, height: 844)

    /// The initial scene of the storyboard at `url`, at `scale` pixels a point. Diagnostics
    /// the runtime reports while making the scene are collected in the result, not printed.
    public static func renderInitialScene(of url: URL, scale: CGFloat = 2) -> Result<RenderedScene, SceneRenderingRefusal> {
        func refuse(_ reason: String) -> Result<RenderedScene, SceneRenderingRefusal> {
            .failure(SceneRenderingRefusal(file: url.lastPathComponent, reason: reason))
        }
        let decoded = StoryboardDecoder().decode(contentsOf: url)
        guard let document = decoded.document else {
            return refuse(decoded.errors.first.map { $0.message } ?? "the file could not be read")
        }
        guard document.format == .storyboard else {
            return refuse("a nib has no initial scene (only storyboards do)")
        }
        guard let initialID = document.initialViewController else {
            return refuse("the storyboard has no initial view controller")
        }
        let canvas = Canvas(document: document, initialID: initialID)

        var diagnostics: [String] = []
        let previousHandler = UIKitDiagnostics.handler
        UIKitDiagnostics.handler = { diagnostics.append($0.description) }
        defer { UIKitDiagnostics.handler = previousHandler }

        let storyboard: UIStoryboard
        do {
            storyboard = try UIStoryboard(contentsOf: url)
        } catch {
            return refuse("the storyboard could not be loaded: \(error)")
        }
        guard let controller = storyboard.instantiateInitialViewController() else {
            return refuse("the initial view controller (\(initialID)) could not be made")
        }
        let image = CairoRenderer.render(controller, size: canvas.size, scale: scale) { window in
            window.systemSafeAreaInsets = canvas.safeAreaInsets
            window.overrideUserInterfaceStyle = canvas.style
        }
        guard let image else { return refuse("the scene has nothing to draw at \(canvas.size)") }
        return .success(RenderedScene(image: image, size: canvas.size, deviceID: canvas.deviceID, diagnostics: diagnostics))
    }

    /// What the document says about the screen its scenes were designed on.
    private struct Canvas {
        var size: CGSize
        var safeAreaInsets: UIEdgeInsets = .zero
        var style: UIUserInterfaceStyle = .unspecified
        var deviceID: String?

        init(document: InterfaceDocument, initialID: String) {
            let deviceNode = document.root.child("device")
            if deviceNode?["appearance"] == "dark" { style = .dark } else if deviceNode?["appearance"] == "light" { style = .light }
            if let device = document.simulatedDevice {
                size = CGSize(width: device.screenSize.width, height: device.screenSize.height)
                let insets = device.safeAreaInsets
                safeAreaInsets = UIEdgeInsets(top: CGFloat(insets.top), left: CGFloat(insets.left),
                                              bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
                deviceID = device.id
                return
            }
            // Older documents have no device: the root view's saved frame is the canvas.
            let saved = document.scenes.lazy.compactMap(\.controller).first { $0.id == initialID }?.rootView?.frame
            if let saved, saved.width.isFinite, saved.height.isFinite, saved.width >= 1, saved.height >= 1,
               saved.width <= 4096, saved.height <= 4096 {
                size = saved.size
            } else {
                size = StoryboardSceneRenderer.fallbackSize
            }
        }
    }
}

/// A storyboard scene as a picture, with the window size it was laid out in.
public struct RenderedScene: Sendable {
    public var image: RenderedImage
    /// The window's size in points.
    public var size: CGSize
    /// The Interface Builder device the size came from; nil when it came from the saved frame.
    public var deviceID: String?
    /// What the runtime reported while making the scene (unknown classes, missing images, …).
    public var diagnostics: [String]
}

/// Why a file's initial scene was not drawn, naming the file.
public struct SceneRenderingRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public var description: String { "\(file): \(reason)" }
}
