import CairoRendering
import Foundation
import OpenUIKit

/// The showcase played by script: every screen visited by the taps a person would make
/// (touches through `UIEventInjector`, hit-tested like real ones), each step's lifecycle trace
/// printed and its picture written, and what should be on screen checked. `make run` plays it
/// when there is no display (or with `--tour`); the tests play it too.
@MainActor
public final class ShowcaseTour {
    public let window: UIWindow
    /// Where each step's PNG goes; nil writes none.
    public var outputFolder: URL?
    public var scale: CGFloat = 2
    /// Where step headers and traces go.
    public var output: (String) -> Void = { print($0) }
    public private(set) var records: [TourStepRecord] = []
    /// Delivers a tap at a point of the window, returning once the app had it; nil: straight to
    /// the app (`UIEventInjector`). The web host's tests click in a browser's page instead.
    public var deliverTap: ((CGPoint) -> Void)?

    private var currentFailures: [String] = []

    public init(window: UIWindow, outputFolder: URL? = nil) {
        self.window = window
        self.outputFolder = outputFolder
    }

    /// Plays `steps` (every screen by default) and returns whether every check held.
    @discardableResult
    public func run(_ steps: [TourStep] = ShowcaseTour.steps) -> Bool {
        if let outputFolder {
            try? FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        }
        settle()
        for step in steps { play(step) }
        let failed = records.filter { !$0.failures.isEmpty }
        output(
            failed.isEmpty
                ? "Tour: \(records.count) steps, every check held."
                : "Tour: \(failed.count) of \(records.count) steps failed.")
        return failed.isEmpty
    }

    /// Plays one step: its trace is what the framework records while it runs.
    @discardableResult
    public func play(_ step: TourStep) -> TourStepRecord {
        let number = records.count + 1
        let start = LifecycleTrace.events.count
        currentFailures = []
        step.perform(self)
        settle()
        let events = LifecycleTrace.events
        let trace = start <= events.count ? events[start...].filter(Self.isShownInTrace) : []
        var picture: String?
        if let outputFolder {
            let name = String(format: "%02d-%@.png", number, step.name)
            do {
                try CairoRenderer.write(window, to: outputFolder.appendingPathComponent(name), scale: scale)
                picture = name
            } catch {
                currentFailures.append("could not write \(name): \(error)")
            }
        }
        let record = TourStepRecord(
            number: number, name: step.name, trace: trace, failures: currentFailures, picture: picture)
        records.append(record)
        output("== \(number). \(step.name)" + (picture.map { " → \($0)" } ?? ""))
        for line in trace { output("   \(line)") }
        for failure in currentFailures { output("   ✗ \(failure)") }
        return record
    }

    /// Layout passes come and go with every frame (UIKIT_SEMANTICS.md 0.2); the steps' traces
    /// leave them out.
    static func isShownInTrace(_ line: String) -> Bool {
        guard let dot = line.firstIndex(of: ".") else { return true }
        let method = String(line[line.index(after: dot)...].prefix { $0 != "(" })
        return ![
            "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints",
            "viewLayoutMarginsDidChange", "viewSafeAreaInsetsDidChange",
        ].contains(method)
    }

    // MARK: What a person does

    /// Runs deferred work and every animation to its end.
    public func settle() {
        UIApplication.shared.runUntilIdle()
    }

    /// A finger down and up at the middle of `view` (or at `point` in its coordinates), as the
    /// window delivers it: hit testing decides who gets it, so a covered view is a failure.
    public func tap(_ view: UIView, at point: CGPoint? = nil) {
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let location = view.convert(local, to: window)
        guard let hit = window.hitTest(location, with: nil), hit === view || hit.isDescendant(of: view) else {
            let hit = window.hitTest(location, with: nil)
            fail(
                "\(Self.describe(view)) is not what a tap at \(location) reaches (\(hit.map(Self.describe) ?? "nothing") is)"
            )
            return
        }
        if let deliverTap {
            deliverTap(location)
        } else {
            UIEventInjector.shared.touchDown(at: location, in: window)
            UIEventInjector.shared.touchUp(at: location)
        }
        settle()
    }

    /// Taps the visible button with this title.
    public func tapButton(_ title: String) {
        guard let button = visibleButton(title) else {
            fail("no visible button titled “\(title)”")
            return
        }
        tap(button)
    }

    /// Taps the segment with this title in the segmented control on screen that has it.
    public func tapSegment(_ title: String) {
        for control in window.allSubviews.compactMap({ $0 as? UISegmentedControl }) where isVisible(control) {
            guard let index = (0..<control.numberOfSegments).first(where: { control.titleForSegment(at: $0) == title })
            else { continue }
            let width = control.bounds.width / CGFloat(control.numberOfSegments)
            tap(control, at: CGPoint(x: width * (CGFloat(index) + 0.5), y: control.bounds.midY))
            return
        }
        fail("no visible segment titled “\(title)”")
    }

    /// Taps the tab with this title in the tab bar on screen.
    public func tapTab(_ title: String) {
        let bars = window.allSubviews.compactMap { $0 as? UITabBar }.filter(isVisible)
        guard let bar = bars.last, let index = bar.items?.firstIndex(where: { $0.title == title }),
            bar.itemButtons.indices.contains(index)
        else {
            fail("no tab titled “\(title)” on screen")
            return
        }
        tap(bar.itemButtons[index])
    }

    /// The back button of `navigation` (the innermost one on screen when nil).
    public func goBack(in navigation: UINavigationController? = nil) {
        let navigation = navigation ?? visibleController?.navigationController
        guard let navigation, !navigation.navigationBar.backButton.isHidden else {
            fail("no back button on screen")
            return
        }
        tap(navigation.navigationBar.backButton)
    }

    /// Back to the first screen of the current tab, then a tap on one of its rows.
    public func open(_ row: String) {
        while let navigation = visibleController?.navigationController, navigation.viewControllers.count > 1,
            !navigation.navigationBar.backButton.isHidden
        {
            let depth = navigation.viewControllers.count
            goBack(in: navigation)
            if navigation.viewControllers.count >= depth { break }
        }
        tapButton(row)
    }

    /// Names scenes that have no class of their own by their titles, so traces tell them apart.
    public func nameByTitle(_ controllers: [UIViewController]) {
        for controller in controllers {
            if let title = controller.title { LifecycleTrace.name(controller, title) }
        }
    }

    // MARK: What is on screen

    /// The controller a person is looking at: the last presented one, down through the
    /// navigation and tab bar controllers to the one they show.
    public var visibleController: UIViewController? {
        var controller = window.rootViewController
        while let current = controller {
            if let presented = current.presentedViewController {
                controller = presented
            } else if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                controller = top
            } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                controller = selected
            } else {
                break
            }
        }
        return controller
    }

    /// The visible controller as `T`, or a failure.
    @discardableResult
    public func expectVisible<T: UIViewController>(_ type: T.Type, _ note: String = "") -> T? {
        guard let controller = visibleController as? T else {
            fail(
                "expected \(T.self) on screen\(note.isEmpty ? "" : " (\(note))"), found \(visibleController.map { String(describing: Swift.type(of: $0)) } ?? "nothing")"
            )
            return nil
        }
        return controller
    }

    public func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    public func fail(_ message: String) {
        currentFailures.append(message)
    }

    public func visibleButton(_ title: String) -> UIButton? {
        window.allSubviews.compactMap { $0 as? UIButton }.first { button in
            (button.configuration?.title ?? button.currentTitle) == title && isVisible(button) && isHittable(button)
        }
    }

    /// In the window and not hidden or transparent, itself or above.
    public func isVisible(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let each = current {
            if each.isHidden || each.alpha < 0.01 { return false }
            current = each.superview
        }
        return view.window === window
    }

    private func isHittable(_ view: UIView) -> Bool {
        let location = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        guard let hit = window.hitTest(location, with: nil) else { return false }
        return hit === view || hit.isDescendant(of: view)
    }

    private static func describe(_ view: UIView) -> String {
        if let button = view as? UIButton, let title = button.configuration?.title ?? button.currentTitle {
            return "the button “\(title)”"
        }
        return String(describing: type(of: view))
    }
}

extension UIView {
    /// Every view below this one, depth first, in drawing order.
    var allSubviews: [UIView] {
        subviews.flatMap { [$0] + $0.allSubviews }
    }
}
