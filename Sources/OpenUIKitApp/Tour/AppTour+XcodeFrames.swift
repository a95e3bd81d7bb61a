internal import CairoRendering
import Foundation
@_spi(Tooling) import OpenUIKit
internal import OpenUIKitContracts
internal import StoryboardDocument
internal import XcodeFrames

extension AppTour {
    /// The storyboard scenes on show held against the frames Xcode saved for their views; when
    /// some differ, a second picture of the screen outlines them (ours red, Xcode's blue),
    /// written as `picture` with `-frames` before its extension.
    func compareWithXcode(_ state: ScreenState, in window: UIWindow, picture: String) -> TourReport.XcodeFrames? {
        var total = XcodeFrameComparison()
        var mismatches: [TourReport.XcodeFrames.Mismatch] = []
        var placements: [TourReport.XcodeFrames.Placement] = []
        var truncated: [String] = []
        var any = false
        for controller in state.controllers {
            guard let object = controller.storyboardSceneObject, object.rootView?.frame != nil,
                controller.view.window === window
            else { continue }
            any = true
            let result = XcodeFrameComparison.compare(controller, canvas: Self.canvas(for: object))
            let scene = SceneCatalog.reference(object)
            mismatches += result.mismatches.map {
                .init(
                    scene: "\(scene.storyboard)#\(scene.id)", id: $0.id, viewClass: $0.viewClass,
                    xcode: Self.frame($0.xcode), ours: Self.frame($0.ours))
            }
            placements += result.placedElsewhere.map {
                .init(
                    scene: "\(scene.storyboard)#\(scene.id)", ours: Self.frame($0.ours), xcode: Self.frame($0.canvas),
                    comparedThere: $0.comparedThere)
            }
            truncated += result.truncatedLabels.map {
                "\(scene.storyboard)#\(scene.id) \($0.id) \($0.text.debugDescription)"
            }
            total.add(result)
        }
        guard any else { return nil }
        var apart: [String: Int] = [:]
        for reason in XcodeFrameComparison.Apart.allCases where total.count(reason) > 0 {
            apart[reason.rawValue] = total.count(reason)
        }
        var outlined: String?
        if !total.mismatches.isEmpty {
            let name = (picture as NSString).deletingPathExtension + "-frames.png"
            if let data = Self.outlining(total.mismatches, in: window)?.pngData(),
                (try? data.write(to: folder.appendingPathComponent(name))) != nil
            {
                outlined = name
            }
        }
        return .init(
            compared: total.compared, matched: total.matched, mismatches: mismatches, apart: apart,
            placedElsewhere: placements, picture: outlined, truncatedLabels: truncated)
    }

    /// The bars Xcode simulates for each scene of a document, by the document's path.
    private static var bars: [String: [String: XcodeCanvas.Bars]] = [:]

    /// Where Xcode's canvas showed the scene `object` comes from.
    private static func canvas(for object: SceneObject) -> XcodeCanvas? {
        let path = object.location.file
        guard let document = TourDocuments.document(at: URL(fileURLWithPath: path)), let saved = object.rootView?.frame
        else { return nil }
        let scenes = bars[path] ?? XcodeCanvas.bars(in: document)
        bars[path] = scenes
        return XcodeCanvas(
            device: document.simulatedDevice, toolsVersion: document.toolsVersion, object: object,
            saved: saved, bars: scenes[object.id] ?? .init())
    }

    private static func frame(_ rect: CGRect) -> TourReport.Frame {
        .init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }

    /// The window drawn with an outline over each mismatched view where it is and where Xcode
    /// saved it; the outlines are gone again once drawn.
    private static func outlining(_ mismatches: [XcodeFrameComparison.Mismatch], in window: UIWindow) -> RenderedImage?
    {
        var outlines: [UIView] = []
        for mismatch in mismatches {
            for (rect, color, width) in [
                (mismatch.xcodeInWindow, UIColor.systemBlue, CGFloat(1)),
                (mismatch.oursInWindow, UIColor.systemRed, CGFloat(2)),
            ] {
                let outline = UIView(frame: rect)
                outline.isUserInteractionEnabled = false
                outline.layer.borderColor = color.cgColor
                outline.layer.borderWidth = width
                window.addSubview(outline)
                outlines.append(outline)
            }
        }
        defer { outlines.forEach { $0.removeFromSuperview() } }
        return CairoRenderer.render(window, scale: 2)
    }
}
