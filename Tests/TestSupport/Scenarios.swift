import OpenUIKit
import XCTest

// The scenario helpers the trace tests read with, in the words of UIKIT_SEMANTICS.md: a window
// showing a controller, the trace of the named objects, a controller that traces itself
// (`Probe`), containment and navigation as the guide sets them up, and the assertions the spec
// grades traces and diagnostics by.

/// Layout-related events the spec lets interleave anywhere (section 0.2).
public let interleavableMethods: Set<String> = [
    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "viewLayoutMarginsDidChange",
    "viewSafeAreaInsetsDidChange", "viewIsAppearing",
]

/// The recorded events of the named objects, plus free-form lines (`⟨…⟩`), without the layout
/// events unless `layout` is set.
@MainActor
public func trace(_ names: String..., layout: Bool = false) -> [String] {
    let wanted = Set(names)
    return LifecycleTrace.events.filter { line in
        if line.hasPrefix("⟨") { return true }
        guard let dot = line.firstIndex(of: ".") else { return false }
        guard wanted.contains(String(line[..<dot])) else { return false }
        let method = line[line.index(after: dot)...].prefix { $0 != "(" }
        return layout || !interleavableMethods.contains(String(method))
    }
}

/// Runs the main queue, timers due and layout until nothing is left to do.
@MainActor
public func pump() {
    UIApplication.shared.runUntilIdle()
}

/// A window of `size` showing `root`, displayed and settled, with the trace cleared.
@MainActor
public func showInWindow(_ root: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = root
    window.makeKeyAndVisible()
    pump()
    LifecycleTrace.clear()
    return window
}

/// A controller with a trace name, and hooks to look at its state inside its callbacks.
@MainActor
open class Probe: UIViewController {
    public var hooks: [String: (Probe) -> Void] = [:]

    public convenience init(_ name: String) {
        self.init(nibName: nil, bundle: nil)
        LifecycleTrace.name(self, name)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        hooks["viewDidLoad"]?(self)
    }
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hooks["viewWillAppear"]?(self)
    }
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        hooks["viewIsAppearing"]?(self)
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        hooks["viewDidAppear"]?(self)
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        hooks["viewWillDisappear"]?(self)
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        hooks["viewDidDisappear"]?(self)
    }
    open override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        hooks["traitCollectionDidChange"]?(self)
    }
}

/// Checks a diagnostic was reported with `name` and a reason containing every fragment.
@MainActor
public func assertReported(_ name: String, _ fragments: String..., file: StaticString = #filePath, line: UInt = #line) {
    let match = Reported.diagnostics.contains { diagnostic in
        diagnostic.name == name && fragments.allSatisfy { diagnostic.reason.contains($0) }
    }
    XCTAssertTrue(match, "no \(name) containing \(fragments) in \(Reported.diagnostics)", file: file, line: line)
}

/// Asserts a trace the way the spec grades it: the events of `exact` in exactly that order
/// once the `soft` ones are set aside, and the `soft` events (the [I] ones, whose timing the
/// spec only infers) all present, in their own order, anywhere among them.
@MainActor
public func assertTrace(
    _ actual: [String], exact: [String], soft: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
) {
    let softSet = Set(soft)
    XCTAssertEqual(actual.filter { !softSet.contains($0) }, exact, file: file, line: line)
    XCTAssertEqual(actual.filter { softSet.contains($0) }, soft, "the [I] events, in order", file: file, line: line)
}

/// Adds `child` the way the containment guide does: addChild, add the view, didMove (C-3).
@MainActor
public func embed(_ child: UIViewController, in parent: UIViewController, frame: CGRect? = nil) {
    parent.addChild(child)
    child.view.frame = frame ?? parent.view.bounds
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
}

/// A navigation controller on screen with `root`, named N, settled, trace cleared.
@MainActor
public func showNavigation(
    _ root: UIViewController, delegate: (any UINavigationControllerDelegate)? = nil
) -> (UINavigationController, UIWindow) {
    let navigation = UINavigationController(rootViewController: root)
    navigation.delegate = delegate
    LifecycleTrace.name(navigation, "N")
    let window = showInWindow(navigation)
    return (navigation, window)
}
