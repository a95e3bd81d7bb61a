import CairoRendering
import Foundation
import OpenUIKit
import SDLHost
import TestSupport
import VirtualDisplay
import XCTest

/// Rows.storyboard's table: ten thousand rows of its prototype cell; choosing one shows the
/// note scene through the cell's segue.
@Connectable
final class ManyRowsController: UITableViewController {
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        let row = (sender as? UITableViewCell).flatMap { tableView.indexPath(for: $0) }?.row
        log.append("prepare \(segue.identifier ?? "") for \(row.map(String.init) ?? "nil")")
        (segue.destination as? NoteController)?.row = row
    }
}

/// Rows.storyboard's note scene: a text field under the navigation bar.
@Connectable
final class NoteController: UIViewController {
    @Outlet weak var field: UITextField!
    var row: Int?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = row.map { "Row \($0)" }
    }
}

/// Issue 8's window test: a 10,000-row storyboard table in a real SDL window on Xvfb, scrolled
/// by the real mouse wheel and a real drag, a row chosen by a real click performing its segue,
/// and text typed on the real keyboard into the text field it shows; the window checked
/// against reference pictures and against what the X server shows.
final class TableWindowTests: UIKitTestCase {
    override class var usesXServer: Bool { true }

    func testScrollChooseARowAndTypeInARealWindow() throws {
        let xServer = try XCTUnwrap(self.xServer)
        try MainActor.assumeIsolated {
            let bundle = try XCTUnwrap(Bundle(url: Bundle.module.bundleURL.appendingPathComponent("Storyboards")))
            let nav = try XCTUnwrap(
                UIStoryboard(name: "Rows", bundle: bundle).instantiateInitialViewController() as? UINavigationController
            )
            let rows = try XCTUnwrap(nav.topViewController as? ManyRowsController)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = nav
            window.makeKeyAndVisible()
            let host = try SDLWindowHost(window: window, title: "TableWindowTests")
            defer { host.close() }
            host.runFrame(advancingBy: SDLWindowHost.frame)
            let table = try XCTUnwrap(rows.tableView)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 10_000)
            let top = -table.adjustedContentInset.top
            XCTAssertEqual(table.contentOffset.y, top)
            let origin = host.sdlWindow.position
            func screen(_ point: CGPoint) -> [String] { ["\(Int(origin.x + point.x))", "\(Int(origin.y + point.y))"] }

            // The wheel: 25 notches down, 40 points each.
            try xServer.xdotool(["mousemove", "--sync"] + screen(CGPoint(x: 195, y: 400)))
            try xServer.xdotool("click", "--repeat", "25", "--delay", "1", "5")
            XCTAssertTrue(
                host.handleEvents(until: { table.contentOffset.y >= top + 1000 }, timeout: 10),
                "the wheel scrolled to \(table.contentOffset.y)")
            XCTAssertEqual(table.contentOffset.y, top + 1000)
            host.runFrame(advancingBy: SDLWindowHost.frame)
            XCTAssertEqual(table.visibleCells.first?.textLabel?.text, "Row 21", "rows dequeued for the new offset")

            // A drag: the button held, the pointer moved up 300 points a frame at a time, held
            // still, let go; then the content settles.
            let pan = table.panGestureRecognizer
            try xServer.xdotool("mousedown", "1")
            for step in 1...10 {
                try xServer.xdotool(["mousemove", "--sync"] + screen(CGPoint(x: 195, y: 400 - CGFloat(step) * 30)))
                let expected = 400 - CGFloat(step) * 30
                XCTAssertTrue(
                    host.handleEvents(until: { abs(pan.location(in: window).y - expected) < 0.5 }, timeout: 10),
                    "the pointer's move \(step) did not arrive")
                host.runFrame(advancingBy: SDLWindowHost.frame)
            }
            for _ in 0..<10 { host.runFrame(advancingBy: SDLWindowHost.frame) }
            try xServer.xdotool("mouseup", "1")
            XCTAssertTrue(host.handleEvents(until: { pan.state != .changed && pan.state != .began }, timeout: 10))
            for _ in 0..<120 { host.runFrame(advancingBy: SDLWindowHost.frame) }
            let dragged = table.contentOffset.y - (top + 1000)
            XCTAssertGreaterThan(dragged, 250, "the content followed the drag up")
            XCTAssertLessThan(dragged, 320)
            try host.assertWindowMatches("rows-scrolled")
            try host.assertShown(on: xServer)

            // A click on a row: its segue shows the note, prepared before didSelectRowAt.
            let cell = try XCTUnwrap(table.visibleCells.dropFirst(3).first)
            let path = try XCTUnwrap(table.indexPath(for: cell))
            let point = cell.convert(CGPoint(x: 120, y: cell.bounds.midY), to: window)
            try xServer.xdotool(["mousemove", "--sync"] + screen(point) + ["click", "1"])
            XCTAssertTrue(host.handleEvents(until: { rows.log.count == 2 }, timeout: 10), "\(rows.log)")
            XCTAssertEqual(rows.log, ["prepare ShowNote for \(path.row)", "didSelect \(path.row)"])
            for _ in 0..<60 { host.runFrame(advancingBy: SDLWindowHost.frame) }
            let note = try XCTUnwrap(nav.topViewController as? NoteController)
            XCTAssertEqual(note.row, path.row)
            XCTAssertEqual(note.navigationItem.title, "Row \(path.row)")

            // Typing: a click in the field, then keys on the X server's keyboard.
            let field = try XCTUnwrap(note.field)
            let fieldPoint = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: window)
            try xServer.xdotool(["mousemove", "--sync"] + screen(fieldPoint) + ["click", "1"])
            XCTAssertTrue(
                host.handleEvents(until: { field.isFirstResponder }, timeout: 10), "the click did not focus the field")
            let id = try xServer.windowID(titled: "TableWindowTests")
            try xServer.xdotool("windowfocus", "--sync", id)
            try xServer.xdotool("type", "--delay", "1", "Milk, 2 L")
            XCTAssertTrue(
                host.handleEvents(until: { field.text == "Milk, 2 L" }, timeout: 10), "typed \(field.text ?? "nil")")
            // A quarter of a second on, mid-way through the caret's first half second shown (not
            // on the edge of a blink, where the clock's rounding could fall either way).
            for _ in 0..<15 { host.runFrame(advancingBy: SDLWindowHost.frame) }
            try host.assertWindowMatches("note-typed")
            try host.assertShown(on: xServer)
        }
    }
}
