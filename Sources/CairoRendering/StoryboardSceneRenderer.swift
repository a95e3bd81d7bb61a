import Foundation
@_spi(Rendering) import OpenUIKit
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
    public static func renderInitialScene(
        of url: URL, scale: CGFloat = 2
    ) -> Result<RenderedScene, SceneRenderingRefusal> {
        renderScene(of: url, controllerID: nil, scale: scale)
    }

    /// The scene whose controller element has `controllerID` (the initial scene when nil), as
    /// the canvas shows it: tables and collection views with no rows of their own show each of
    /// their prototype cells once, as Interface Builder draws them.
    public static func renderScene(
        of url: URL, controllerID: String?, scale: CGFloat = 2,
        options: SceneRenderingOptions = SceneRenderingOptions()
    ) -> Result<RenderedScene, SceneRenderingRefusal> {
        var diagnostics: [String] = []
        let previousHandler = UIKitDiagnostics.handler
        UIKitDiagnostics.handler = { diagnostics.append($0.description) }
        defer { UIKitDiagnostics.handler = previousHandler }

        let canvas: Canvas, controller: UIViewController
        switch instantiate(url, controllerID: controllerID, options: options) {
        case .success(let made): (canvas, controller) = made
        case .failure(let refusal): return .failure(refusal)
        }
        var previews: [PrototypePreview] = []
        var cells = 0
        let image = CairoRenderer.render(
            controller, size: canvas.size, scale: scale,
            configure: { window in
                window.systemSafeAreaInsets = canvas.safeAreaInsets
                window.overrideUserInterfaceStyle = canvas.style
            },
            beforeDrawing: { window in
                previews = PrototypePreview.fill(window)
                window.layoutIfNeeded()
                cells = PrototypePreview.cellsShown(in: window)
            })
        withExtendedLifetime(previews) {}
        guard let image else { return refuse(url, "the scene has nothing to draw at \(canvas.size)") }
        return .success(
            RenderedScene(
                image: image, size: canvas.size, deviceID: canvas.deviceID, diagnostics: diagnostics,
                cellsShown: cells))
    }

    static func refuse<Value>(_ url: URL, _ reason: String) -> Result<Value, SceneRenderingRefusal> {
        .failure(SceneRenderingRefusal(file: url.lastPathComponent, reason: reason))
    }

    /// The scene's controller made from the storyboard at `url` (which it keeps), with the
    /// canvas it is drawn on; or why there is nothing to draw.
    static func instantiate(
        _ url: URL, controllerID: String?,
        options: SceneRenderingOptions
    ) -> Result<(Canvas, UIViewController), SceneRenderingRefusal> {
        switch load(url, controllerID: controllerID, options: options) {
        case .failure(let refusal):
            return .failure(refusal)
        case .success(let (storyboard, canvas)):
            let made =
                controllerID.map { storyboard.instantiateScene(controllerID: $0) }
                ?? storyboard.instantiateInitialViewController()
            guard let controller = made else {
                return refuse(
                    url,
                    "the \(controllerID == nil ? "initial " : "")view controller (\(canvas.sceneID)) could not be made")
            }
            return .success((canvas, controller))
        }
    }

    /// The storyboard at `url` loaded, and the canvas its scene `controllerID` (the initial one
    /// when nil) is drawn on; or why there is nothing to draw.
    static func load(
        _ url: URL, controllerID: String?,
        options: SceneRenderingOptions
    ) -> Result<(UIStoryboard, Canvas), SceneRenderingRefusal> {
        let decoded = StoryboardDecoder().decode(contentsOf: url)
        guard let document = decoded.document else {
            return refuse(url, decoded.errors.first.map { $0.message } ?? "the file could not be read")
        }
        guard document.format == .storyboard else {
            return refuse(url, "a nib has no initial scene (only storyboards do)")
        }
        guard let sceneID = controllerID ?? document.initialViewController else {
            return refuse(url, "the storyboard has no initial view controller")
        }
        do {
            return .success(
                (try UIStoryboard(contentsOf: url), Canvas(document: document, sceneID: sceneID, options: options)))
        } catch {
            return refuse(url, "the storyboard could not be loaded: \(error)")
        }
    }

    /// The controllers (by element id) of the scenes that hold a table view with cells,
    /// prototypes or static, in document order; empty for a file that is not a storyboard.
    public static func tableSceneIDs(in url: URL) -> [String] {
        guard let document = StoryboardDecoder().decode(contentsOf: url).document, document.format == .storyboard else {
            return []
        }
        func holdsCells(_ node: XMLNode) -> Bool {
            node.children.contains { $0.name == "tableViewCell" || holdsCells($0) }
        }
        return document.scenes.compactMap { scene in
            guard let controller = scene.controller, controller.controllerElement != nil else { return nil }
            var found = false
            controller.forEachView { if $0.elementName == "tableView", holdsCells($0.node) { found = true } }
            return found ? controller.id : nil
        }
    }

    /// What the document says about the screen its scenes were designed on.
    struct Canvas {
        var sceneID: String
        var size: CGSize
        var safeAreaInsets: UIEdgeInsets = .zero
        var style: UIUserInterfaceStyle = .unspecified
        var deviceID: String?

        /// The document's canvas with what `options` sets in its place.
        init(document: InterfaceDocument, sceneID: String, options: SceneRenderingOptions) {
            self.init(document: document, sceneID: sceneID)
            if let size = options.size {
                self.size = size
                safeAreaInsets = options.safeAreaInsets
                deviceID = options.deviceID
            }
            if let style = options.style { self.style = style }
        }

        private init(document: InterfaceDocument, sceneID: String) {
            self.sceneID = sceneID
            let deviceNode = document.root.child("device")
            if deviceNode?["appearance"] == "dark" {
                style = .dark
            } else if deviceNode?["appearance"] == "light" {
                style = .light
            }
            if let device = document.simulatedDevice {
                size = CGSize(width: device.screenSize.width, height: device.screenSize.height)
                let insets = device.safeAreaInsets
                safeAreaInsets = UIEdgeInsets(
                    top: CGFloat(insets.top), left: CGFloat(insets.left),
                    bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
                deviceID = device.id
                return
            }
            // Older documents have no device: the root view's saved frame is the canvas.
            let saved = document.scenes.lazy.compactMap(\.controller).first { $0.id == sceneID }?.rootView?.frame
            if let saved, saved.width.isFinite, saved.height.isFinite, saved.width >= 1, saved.height >= 1,
                saved.width <= 4096, saved.height <= 4096
            {
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
    /// The table and collection view cells drawn.
    public var cellsShown: Int = 0
}

/// Why a file's initial scene was not drawn, naming the file.
public struct SceneRenderingRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public var description: String { "\(file): \(reason)" }
}
