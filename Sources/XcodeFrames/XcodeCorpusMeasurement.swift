import Foundation
@_spi(Tooling) import OpenUIKit
import StoryboardDocument

/// Xcode's saved frames over whole storyboards: every scene that uses constraints laid out on
/// Xcode's canvas for its document (`XcodeCanvas`) and compared by `XcodeFrameComparison`. The
/// corpus tests and the benchmarks measure with it; with a text measurer installed its
/// `textSizes` say how far our text is from Apple's.
public enum XcodeCorpusMeasurement {
    /// Measures every storyboard of `files` that uses Auto Layout; `report` gets a line per file
    /// and one for the total, and with `debug` each scene's canvas and each mismatch.
    @MainActor
    public static func measure(
        _ files: [URL], debug: Bool = false, report: (String) -> Void = { print($0) }
    ) -> XcodeFrameComparison {
        LifecycleTrace.isEnabled = false
        UIKitDiagnostics.handler = { _ in }
        var total = XcodeFrameComparison()
        var rows: [(String, XcodeFrameComparison)] = []
        for url in files {
            let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
            guard let document = StoryboardDecoder().decode(contentsOf: url).document, document.useAutolayout,
                let storyboard = try? UIStoryboard(contentsOf: url)
            else { continue }
            var tally = XcodeFrameComparison()
            let bars = XcodeCanvas.bars(in: document)
            SystemDesign.requiresCompatibility = XcodeCanvas.drawsPreviousDesign(toolsVersion: document.toolsVersion)
            defer { SystemDesign.requiresCompatibility = false }
            for scene in document.scenes {
                guard let object = scene.controller, case .controller = object.kind, let rootElement = object.rootView,
                    let saved = rootElement.frame
                else { continue }
                var hasConstraints = false
                rootElement.forEachView { if !$0.constraints.isEmpty { hasConstraints = true } }
                guard hasConstraints, let controller = storyboard.makeController(id: object.id, creator: nil) else {
                    continue
                }
                let canvas = XcodeCanvas(
                    device: document.simulatedDevice, toolsVersion: document.toolsVersion, object: object,
                    saved: saved, bars: bars[object.id] ?? .init())
                if debug { report("SCENE \(name) \(object.id): \(canvas.summary)") }
                tally.add(measureScene(controller, canvas: canvas, file: name, debug: debug, report: report))
            }
            if tally.compared + tally.apart.count > 0 { rows.append((name, tally)) }
            total.add(tally)
        }
        for (file, tally) in rows {
            report(
                String(
                    format: "frames %4d/%4d %5.1f%%  apart: %3d content, %3d misplaced/ambiguous  %@",
                    tally.matched, tally.compared, 100 * tally.rate, tally.count(.content), tally.count(.flagged),
                    file))
        }
        report(
            String(
                format: "frames overall %d/%d = %.1f%%  (apart: %d content, %d misplaced/ambiguous)",
                total.matched, total.compared, 100 * total.rate, total.count(.content), total.count(.flagged)))
        return total
    }

    /// Lays the scene out on its canvas in a window of its own and compares each view placed by
    /// constraints with Xcode's frame.
    @MainActor
    public static func measureScene(
        _ controller: UIViewController, canvas: XcodeCanvas, file: String, debug: Bool,
        report: (String) -> Void = { print($0) }
    ) -> XcodeFrameComparison {
        let window = UIWindow(frame: CGRect(origin: .zero, size: canvas.screen))
        window.systemSafeAreaInsets = canvas.insets
        window.traitOverrides.displayScale = canvas.scale
        let host = UIViewController()
        window.rootViewController = host
        window.isHidden = false
        host.addChild(controller)
        controller.view.frame = canvas.rootFrame
        host.view.addSubview(controller.view)
        controller.didMove(toParent: host)
        defer {
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
            window.isHidden = true
        }
        controller.view.layoutIfNeeded()
        let result = XcodeFrameComparison.compare(controller, constrainedOnly: true, staticCells: false)
        if debug {
            for (id, reason) in result.apart.sorted(by: { $0.key < $1.key }) {
                report("APART \(reason.rawValue) \(file) \(id)")
            }
            for mismatch in result.mismatches {
                report(
                    "MISMATCH \(file) \(mismatch.viewClass) \(mismatch.id) ours \(mismatch.ours.short) "
                        + "xcode \(mismatch.xcode.short)")
            }
        }
        return result
    }
}

extension CGRect {
    /// Origin and size with at most two decimals, for reports.
    public var short: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
        }
        return "(\(number(minX)), \(number(minY)), \(number(width)), \(number(height)))"
    }
}
