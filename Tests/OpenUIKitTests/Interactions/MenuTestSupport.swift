import TestSupport
import XCTest

@testable import OpenUIKit

/// The base of the menu tests: input as in the event tests, and no menu left on screen for the
/// next test.
class MenuTestCase: UIKitTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MenuPresentation.current?.dismiss(animated: false) }
        super.tearDown()
    }
}

/// The menu on screen.
@MainActor
var shownMenu: MenuPresentation? { MenuPresentation.current }

/// The rows of the menu on screen, top to bottom (tiles left to right).
@MainActor
var menuRows: [MenuRowView] { shownMenu?.platter.rows ?? [] }

/// The titles of the menu's rows, headers and "Loading…" rows included.
@MainActor
var menuTitles: [String] { menuRows.map(\.title) }

/// The row of the menu on screen titled `title`.
@MainActor
func menuRow(_ title: String, file: StaticString = #filePath, line: UInt = #line) -> MenuRowView? {
    let row = menuRows.first { $0.title == title }
    if row == nil { XCTFail("no row “\(title)” in \(menuTitles)", file: file, line: line) }
    return row
}

/// The middle of `view`, in its window's coordinates.
@MainActor
func middleInWindow(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}

/// A finger's tap on the menu's row titled `title`, then the run loop drained (the dismissal
/// and the chosen element's handler).
@MainActor
func tapMenuRow(_ title: String, in window: UIWindow, file: StaticString = #filePath, line: UInt = #line) {
    guard let row = menuRow(title, file: file, line: line) else { return }
    tap(middleInWindow(of: row), in: window)
    pump()
}

/// A finger held at `point` for `seconds` of animation-clock time, then lifted where it is.
@MainActor
func longPress(_ point: CGPoint, in window: UIWindow, for seconds: TimeInterval = 0.6) {
    UIEventInjector.shared.touchDown(at: point, in: window)
    elapse(seconds)
    UIEventInjector.shared.touchUp()
}

/// Records a free-form trace line (`⟨…⟩`).
@MainActor
func note(_ line: String) {
    LifecycleTrace.record("⟨\(line)⟩")
}
