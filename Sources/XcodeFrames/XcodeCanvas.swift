import Foundation
import OpenUIKit
import StoryboardDocument

/// What Xcode's canvas puts around a scene's root view when it saves frames: the document's
/// device (its screen and safe-area insets), the bars it simulates for the scene (a navigation
/// bar, a tab bar, a toolbar), inferred from the controller's place in the storyboard as
/// Interface Builder infers them or set by `simulated…Metrics`, and where it shows the scene (full
/// screen, below opaque bars, as a sheet, or at a size of its own). None of this is UIKit
/// behaviour an app would see (the bars belong to containers the scene is not in here, and
/// Xcode 26 draws some devices with insets no device has), so it lives with the measurement, not
/// in UIKit's library: it serves the comparison with Xcode's frames.
public struct XcodeCanvas {
    /// The canvas's screen, in points.
    public var screen: CGSize
    /// Where the root view sits on it: Xcode keeps the size it gave the root (the device's, or a
    /// freeform, embedded or under-the-bars size) and places it below the top bars when that is
    /// what the size says.
    public var rootFrame: CGRect
    /// The screen's insets: the device's, plus the simulated bars.
    public var insets: UIEdgeInsets
    /// The device's pixels per point: Xcode rounds the frames it saves to them.
    public var scale: CGFloat
    public var summary: String

    /// Xcode before 26 draws the design of iOS 13 to 18 (a 51×31 switch), which an app on iOS 26
    /// keeps with `UIDesignRequiresCompatibility`; Xcode 26 (tools version 24000 and later) draws
    /// iOS 26's.
    public static func drawsPreviousDesign(toolsVersion: String) -> Bool {
        (Int(toolsVersion.prefix { $0 != "." }) ?? 0) < 24000
    }

    /// Bar heights on iPhone in portrait and on iPad (iOS 12 and later).
    public static func navigationBarHeight(pad: Bool) -> CGFloat { pad ? 50 : 44 }
    public static func tabBarHeight(pad: Bool) -> CGFloat { pad ? 50 : 49 }
    public static func toolbarHeight(pad: Bool) -> CGFloat { pad ? 50 : 44 }

    /// The bars a controller is shown with, by height (nil: no such bar). A container's bar
    /// saved with a custom height keeps it on the canvas.
    public struct Bars: Equatable, Sendable {
        public var navigationBar: CGFloat?
        public var tabBar: CGFloat?
        public var toolbar: CGFloat?
        /// Presented as a sheet (iOS 13 and later): the canvas shows the scene at the bottom of
        /// the screen, below the status bar.
        public var sheet = false

        public init(navigationBar: CGFloat? = nil, tabBar: CGFloat? = nil, toolbar: CGFloat? = nil, sheet: Bool = false)
        {
            self.navigationBar = navigationBar
            self.tabBar = tabBar
            self.toolbar = toolbar
            self.sheet = sheet
        }
    }

    /// The height Xcode saved for a container's bar (`<navigationBar key="navigationBar">`, …),
    /// when it is a bar's height and not a placeholder frame.
    public static func savedHeight(of bar: String, in container: SceneObject) -> CGFloat? {
        guard let frame = container.node.child(bar, key: bar)?.child("rect", key: "frame"),
            let height = frame.number("height"), height > 0, height < 200
        else { return nil }
        return CGFloat(height)
    }

    /// Every controller's bars: a navigation controller's root (unless its bar is hidden) and
    /// whatever is pushed or shown from a controller with a navigation bar get one; the tabs
    /// of a tab bar controller, and what they push, get the tab bar; a navigation controller with
    /// its toolbar shown gives it to its stack. A controller's own `simulated…Metrics` win.
    public static func bars(in document: InterfaceDocument) -> [String: Bars] {
        let pad = document.simulatedDevice?.isPad ?? false
        let sheets = (Int(document.toolsVersion.prefix { $0 != "." }) ?? 0) >= 15000 && !pad
        var objects: [String: SceneObject] = [:]
        for scene in document.scenes { if let object = scene.controller { objects[object.id] = object } }
        var bars: [String: Bars] = [:]
        let segues = document.segues
        for _ in 0..<16 {
            var changed = false
            func give(_ id: String, _ update: (inout Bars) -> Void) {
                var value = bars[id] ?? Bars()
                update(&value)
                if value != bars[id] ?? Bars() {
                    bars[id] = value
                    changed = true
                }
            }
            for segue in segues {
                guard let source = objects[segue.sourceControllerID] else { continue }
                let from = bars[source.id] ?? Bars()
                switch segue.kind {
                case .relationship("rootViewController") where source.controllerElement == "navigationController":
                    give(segue.destination) { value in
                        if !source.node.flag("navigationBarHidden") {
                            value.navigationBar =
                                savedHeight(of: "navigationBar", in: source) ?? navigationBarHeight(pad: pad)
                        }
                        if source.node["toolbarHidden"] == "NO" {
                            value.toolbar = savedHeight(of: "toolbar", in: source) ?? toolbarHeight(pad: pad)
                        }
                        if let tabBar = from.tabBar { value.tabBar = tabBar }
                        if from.sheet { value.sheet = true }
                    }
                case .relationship("viewControllers") where source.controllerElement == "tabBarController":
                    give(segue.destination) {
                        $0.tabBar = savedHeight(of: "tabBar", in: source) ?? tabBarHeight(pad: pad)
                    }
                case .presentation, .modal:
                    let style =
                        segue.modalPresentationStyle ?? objects[segue.destination]?.node["modalPresentationStyle"]
                    guard sheets, style == nil || style == "pageSheet" || style == "formSheet" || style == "automatic"
                    else { break }
                    give(segue.destination) { $0.sheet = true }
                case .show, .push:
                    guard let navigationBar = from.navigationBar else { break }
                    let hidesBottomBar = objects[segue.destination]?.node.flag("hidesBottomBarWhenPushed") ?? false
                    give(segue.destination) { value in
                        value.navigationBar = navigationBar
                        if let toolbar = from.toolbar { value.toolbar = toolbar }
                        if let tabBar = from.tabBar, !hidesBottomBar { value.tabBar = tabBar }
                    }
                default:
                    break
                }
            }
            if !changed { break }
        }
        for (id, object) in objects {
            for child in object.node.children {
                switch (child["key"], child.name) {
                case ("simulatedTopBarMetrics", "simulatedNavigationBarMetrics"):
                    if bars[id]?.navigationBar == nil {
                        bars[id, default: Bars()].navigationBar = navigationBarHeight(pad: pad)
                    }
                case ("simulatedBottomBarMetrics", "simulatedTabBarMetrics"):
                    if bars[id]?.tabBar == nil { bars[id, default: Bars()].tabBar = tabBarHeight(pad: pad) }
                case ("simulatedBottomBarMetrics", "simulatedToolbarMetrics"):
                    if bars[id]?.toolbar == nil { bars[id, default: Bars()].toolbar = toolbarHeight(pad: pad) }
                default: break
                }
            }
        }
        return bars
    }

    /// The safe-area insets the canvas gives the scene's root: the screen's insets where they
    /// overlap it.
    public var rootSafeAreaInsets: UIEdgeInsets {
        let safe = CGRect(origin: .zero, size: screen).inset(by: insets)
        return UIEdgeInsets(
            top: max(0, safe.minY - rootFrame.minY), left: max(0, safe.minX - rootFrame.minX),
            bottom: max(0, rootFrame.maxY - safe.maxY), right: max(0, rootFrame.maxX - safe.maxX))
    }

    /// The length Xcode's canvas gave the scene's top layout guide (documents without safe
    /// areas), as the frames it saved say: a subview of the root pinned to the guide's bottom sits
    /// that far down plus the constraint's constant. Nil without such a view.
    static func savedTopGuideLength(of object: SceneObject) -> CGFloat? {
        guard
            let guide = object.node.child("layoutGuides")?.children("viewControllerLayoutGuide")
                .first(where: { $0["type"] == "top" })?["id"],
            let root = object.rootView
        else { return nil }
        let subviews = Dictionary(root.subviews.map { ($0.id, $0) }) { first, _ in first }
        for constraint in root.constraints where constraint.relation == "equal" && constraint.multiplier == 1 {
            let pinned: (view: String?, sign: Double)
            if constraint.firstAttribute == "top", constraint.secondItem == guide,
                constraint.secondAttribute == "bottom"
            {
                pinned = (constraint.firstItem, -1)
            } else if constraint.firstItem == guide, constraint.firstAttribute == "bottom",
                constraint.secondAttribute == "top"
            {
                pinned = (constraint.secondItem, 1)
            } else {
                continue
            }
            guard let id = pinned.view, let view = subviews[id], let frame = view.frame, !view.node.flag("misplaced")
            else { continue }
            return frame.minY + CGFloat(pinned.sign * constraint.constant)
        }
        return nil
    }

    /// The canvas for a scene whose root view Xcode saved at `saved`.
    public init(device: StoryboardDevice?, toolsVersion: String, object: SceneObject, saved: CGRect, bars: Bars) {
        scale = CGFloat(device?.scale ?? 2)
        guard let device else {
            // No device: the root's own size, nothing inset.
            screen = saved.size
            rootFrame = CGRect(origin: .zero, size: saved.size)
            insets = .zero
            summary = "no device: \(Int(saved.width))×\(Int(saved.height)), no insets"
            return
        }
        var system = UIEdgeInsets(
            top: device.safeAreaInsets.top, left: device.safeAreaInsets.left,
            bottom: device.safeAreaInsets.bottom, right: device.safeAreaInsets.right)
        var names = [device.id]
        if device.safeAreaInsets.bottom == 0,
            object.node.children.contains(where: { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" })
        {
            // Status bar "None" in the simulated metrics: a Home-button device's canvas has no
            // inset at the top (its status bar is all there is).
            system.top = 0
            names.append("no status bar")
        } else if device.safeAreaInsets.bottom == 0, bars.navigationBar == nil, saved.minY == 0,
            abs(saved.height - device.screenSize.height) <= 0.5, Self.savedTopGuideLength(of: object) == 0
        {
            // A full-screen root, no bar above it, whose top layout guide Xcode laid out with no
            // length (the views pinned to its bottom saved at their constants): its canvas
            // inferred no status bar for the scene.
            system.top = 0
            names.append("no status bar (top guide at 0)")
        }
        if Int(toolsVersion.prefix { $0 != "." }) ?? 0 >= 24000, device.safeAreaInsets.bottom > 0 {
            // Xcode 26's canvas draws Face ID iPhones with twice the system insets: the corpus's
            // Xcode 26 documents save a navigation bar at y = 96 on iPhone 11 (48 points of
            // status bar) and views pinned to the safe area 68 points above the bottom (34 of
            // home indicator). An app on the device gets the device's insets.
            system = UIEdgeInsets(
                top: 2 * system.top, left: 2 * system.left, bottom: 2 * system.bottom, right: 2 * system.right)
            names.append("Xcode 26 insets")
        }
        let top = bars.navigationBar ?? 0
        let bottom = (bars.tabBar ?? 0) + (bars.toolbar ?? 0)
        let height = device.screenSize.height
        if let bar = bars.navigationBar { names.append("navigation bar \(Int(bar))") }
        if let bar = bars.tabBar { names.append("tab bar \(Int(bar))") }
        if let bar = bars.toolbar { names.append("toolbar \(Int(bar))") }
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.5 }
        let freeform = object.node.children.contains { $0.name == "freeformSimulatedSizeMetrics" }
        let fitsWidth = near(saved.width, device.screenSize.width)
        let y: CGFloat?
        var sheet = false
        if freeform || !fitsWidth {
            y = nil
        } else if saved.minY > 0,
            near(saved.minY + saved.height + bottom, height) || near(saved.minY + saved.height, height)
        {
            y = saved.minY
        } else if near(saved.height, height) || near(saved.height + bottom, height) {
            y = 0
        } else if near(saved.height + system.top + top + bottom, height)
            || near(saved.height + system.top + top, height)
        {
            y = system.top + top
        } else if bars.sheet, saved.height < height {
            y = height - saved.height
            sheet = true
        } else {
            y = nil
        }
        if let y {
            screen = device.screenSize
            rootFrame = CGRect(x: 0, y: y, width: saved.width, height: saved.height)
            if sheet {
                // A sheet's bars are its own, at its top.
                insets = UIEdgeInsets(
                    top: y + top, left: system.left, bottom: system.bottom + bottom, right: system.right)
                summary = names.joined(separator: ", ") + ", sheet"
            } else {
                insets = UIEdgeInsets(
                    top: system.top + top, left: system.left, bottom: system.bottom + bottom, right: system.right)
                summary = names.joined(separator: ", ") + (y > 0 ? ", root below the top bars" : "")
            }
        } else {
            // A size of its own (freeform, embedded, presented): the device's insets on a screen
            // of that size, as the canvas draws it.
            screen = saved.size
            rootFrame = CGRect(origin: .zero, size: saved.size)
            insets = UIEdgeInsets(
                top: system.top + top, left: system.left, bottom: system.bottom + bottom, right: system.right)
            summary = names.joined(separator: ", ") + ", own size \(Int(saved.width))×\(Int(saved.height))"
        }
    }
}
