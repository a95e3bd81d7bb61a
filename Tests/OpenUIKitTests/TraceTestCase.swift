import TestSupport
import XCTest

@testable import OpenUIKit

/// What UIKit reported during the current test, for every file of this target.
typealias Reported = TestSupport.Reported

/// The base of the trace tests: tracing on, diagnostics collected, and helpers that read like
/// the scenarios in UIKIT_SEMANTICS.md. XCTest on Linux runs tests on the main thread outside
/// any dispatch block, so bodies run on the main actor and `runUntilIdle()` can drain the run
/// loop.
class TraceTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { TracedTest.begin() }
    }

    override func tearDown() {
        MainActor.assumeIsolated { TracedTest.end() }
        super.tearDown()
    }

    /// Runs a test body on the main actor.
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}

/// Layout-related events the spec lets interleave anywhere (section 0.2).
let interleavableMethods: Set<String> = [
    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "viewLayoutMarginsDidChange",
    "viewSafeAreaInsetsDidChange", "viewIsAppearing",
]

/// The recorded events of the named objects, plus free-form lines (`⟨…⟩`), without the layout
/// events unless `layout` is set.
@MainActor
func trace(_ names: String..., layout: Bool = false) -> [String] {
    let wanted = Set(names)
    return LifecycleTrace.events.filter { line in
        if line.hasPrefix("⟨") { return true }
        guard let dot = line.firstIndex(of: ".") else { return false }
        guard wanted.contains(String(line[..<dot])) else { return false }
        let method = line[line.index(after: dot)...].prefix { $0 != "(" }
        return layout || !interleavableMethods.contains(String(method))
    }
}

@MainActor
func pump() {
    UIApplication.shared.runUntilIdle()
}

/// A window of `size` showing `root`, displayed and settled, with the trace cleared.
@MainActor
func showInWindow(_ root: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = root
    window.makeKeyAndVisible()
    pump()
    LifecycleTrace.clear()
    return window
}

/// A controller with a trace name, and hooks to look at its state inside its callbacks.
@MainActor
class Probe: UIViewController {
    var hooks: [String: (Probe) -> Void] = [:]

    convenience init(_ name: String) {
        self.init(nibName: nil, bundle: nil)
        LifecycleTrace.name(self, name)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        hooks["viewDidLoad"]?(self)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hooks["viewWillAppear"]?(self)
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        hooks["viewIsAppearing"]?(self)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        hooks["viewDidAppear"]?(self)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        hooks["viewWillDisappear"]?(self)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        hooks["viewDidDisappear"]?(self)
    }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        hooks["traitCollectionDidChange"]?(self)
    }
}

/// Checks a diagnostic was reported with `name` and a reason containing every fragment.
@MainActor
func assertReported(_ name: String, _ fragments: String..., file: StaticString = #filePath, line: UInt = #line) {
    let match = Reported.diagnostics.contains { diagnostic in
        diagnostic.name == name && fragments.allSatisfy { diagnostic.reason.contains($0) }
    }
    XCTAssertTrue(match, "no \(name) containing \(fragments) in \(Reported.diagnostics)", file: file, line: line)
}

/// Asserts a trace the way the spec grades it: the events of `exact` in exactly that order
/// once the `soft` ones are set aside, and the `soft` events (the [I] ones, whose timing the
/// spec only infers) all present, in their own order, anywhere among them.
@MainActor
func assertTrace(
    _ actual: [String], exact: [String], soft: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
) {
    let softSet = Set(soft)
    XCTAssertEqual(actual.filter { !softSet.contains($0) }, exact, file: file, line: line)
    XCTAssertEqual(actual.filter { softSet.contains($0) }, soft, "the [I] events, in order", file: file, line: line)
}
