import Foundation
import OpenUIKit
import OpenUIKitContracts
import XCTest

/// An element of the app under test, found by its query each time it is used (as XCUITest's
/// elements are), so it follows the app as it changes. Actions on an element that cannot be
/// found, or is not hittable, fail the test with XCUITest's message and do nothing.
///
/// Not bound to the main actor (Xcode 16's are): the app is another process, and a test method
/// marked `@MainActor` is one swift-corelibs-xctest's test discovery cannot run on Linux, so
/// tests here are plain methods; code written either way compiles.
open class XCUIElement: NSObject, XCUIElementTypeQueryProvider {
    /// How the element is picked from its query's results.
    enum Binding {
        case unique
        case index(Int)
        case first
        case application
    }

    enum Resolution {
        case success(SnapshotNode)
        case failure(String)
    }

    let query: XCUIElementQuery?
    let binding: Binding

    init(query: XCUIElementQuery?, binding: Binding) {
        self.query = query
        self.binding = binding
        super.init()
    }

    /// The app the element belongs to.
    var application: XCUIApplication {
        // The application is its own scope; every query starts from it eventually.
        if let app = self as? XCUIApplication { return app }
        return query!.scope.application
    }

    /// The element's node in `root`, or why there is none.
    func resolve(in root: SnapshotNode) -> Resolution {
        guard let query else { return .success(root) }
        let found = query.resolve(in: root)
        switch binding {
        case .application:
            return .success(root)
        case .unique:
            if found.count == 1 { return .success(found[0]) }
            return .failure(
                found.isEmpty
                    ? "No matches found for \(query.chain)"
                    : "Multiple matching elements found for \(query.chain)")
        case .index(let index):
            return index >= 0 && index < found.count
                ? .success(found[index])
                : .failure("No matches found for element \(index) of \(query.chain)")
        case .first:
            return found.first.map { .success($0) } ?? .failure("No matches found for \(query.chain)")
        }
    }

    /// The element as the app is now: its node, or nil when there is none (not reported).
    func currentNode() -> SnapshotNode? {
        guard let root = application.currentTree(), case .success(let node) = resolve(in: root) else { return nil }
        return node
    }

    /// The node for an action, or nil after failing the test as XCUITest does.
    func nodeForAction(_ action: String, file: StaticString, line: UInt) -> SnapshotNode? {
        node(file: file, line: line) { "Failed to \(action) \(shortDescription): \($0)" }
    }

    /// The node an attribute is read from. XCUITest fails the test when the query matches no
    /// element or several, rather than answer for none of them.
    private func attributeNode(file: StaticString = #filePath, line: UInt = #line) -> SnapshotNode? {
        node(file: file, line: line) { "Failed to get matching snapshot: \($0)" }
    }

    private func node(file: StaticString, line: UInt, failure: (String) -> String) -> SnapshotNode? {
        guard let root = application.currentTree() else {
            XCTFail(failure("the application is not running"), file: file, line: line)
            return nil
        }
        switch resolve(in: root) {
        case .success(let node):
            return node
        case .failure(let reason):
            XCTFail(failure(reason), file: file, line: line)
            return nil
        }
    }

    // MARK: Attributes

    public var exists: Bool {
        guard let root = application.currentTree() else { return false }
        if let query, case .unique = binding { return !query.resolve(in: root).isEmpty }
        if case .success = resolve(in: root) { return true }
        return false
    }

    /// Waits up to `timeout` seconds of the app's time for the element to exist; the app's clock
    /// moves in tenths of a second meanwhile, so a test waits for the app, not for the machine.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        application.waitUntil(timeout: timeout) { self.exists }
    }

    /// Waits up to `timeout` seconds of the app's time for the element to be gone.
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        application.waitUntil(timeout: timeout) { !self.exists }
    }

    public var isHittable: Bool { currentNode()?.element.isHittable ?? false }
    public var identifier: String { attributeNode()?.element.identifier ?? "" }
    public var label: String { attributeNode()?.element.label ?? "" }
    public var title: String { attributeNode()?.element.title ?? "" }
    public var value: Any? { attributeNode()?.element.value }
    public var placeholderValue: String? { attributeNode()?.element.placeholderValue }
    public var frame: CGRect { attributeNode()?.frame ?? .zero }
    public var isEnabled: Bool { attributeNode()?.element.isEnabled ?? false }
    public var isSelected: Bool { attributeNode()?.element.isSelected ?? false }
    public var hasFocus: Bool { attributeNode()?.element.hasFocus ?? false }
    public var elementType: ElementType { attributeNode()?.type ?? .any }

    /// The element and everything in it as a snapshot, for looking at many attributes at once.
    public func snapshot() throws -> any XCUIElementSnapshot {
        guard let node = currentNode() else { throw XCUIElementError("No matches found for \(shortDescription)") }
        return XCUIElementSnapshotValues(node)
    }

    // MARK: Actions

    // Actions take the caller's place, as XCUITest reports a failed action at the test's line.

    public func tap(file: StaticString = #filePath, line: UInt = #line) {
        guard let point = hittablePoint(for: "tap", file: file, line: line) else { return }
        application.perform(.tap(x: point.x, y: point.y, count: 1), file: file, line: line)
    }

    public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
        guard let point = hittablePoint(for: "double tap", file: file, line: line) else { return }
        application.perform(.tap(x: point.x, y: point.y, count: 2), file: file, line: line)
    }

    public func press(forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        guard let point = hittablePoint(for: "press", file: file, line: line) else { return }
        application.perform(.press(x: point.x, y: point.y, duration: duration), file: file, line: line)
    }

    /// A press held `duration` seconds, then dragged onto `otherElement` and lifted there.
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let start = hittablePoint(for: "press", file: file, line: line),
            let end = otherElement.hittablePoint(for: "drag to", file: file, line: line)
        else { return }
        var points = [AutomationPoint(x: start.x, y: start.y)]
        let holdFrames = max(1, Int(duration * 60))
        points += Array(repeating: AutomationPoint(x: start.x, y: start.y), count: holdFrames)
        points += Self.stroke(from: start, to: end)
        application.perform(.drag(points: points), file: file, line: line)
    }

    public func swipeUp(velocity: XCUIGestureVelocity = .default, file: StaticString = #filePath, line: UInt = #line) {
        swipe(dx: 0, dy: -1, velocity: velocity, file: file, line: line)
    }

    public func swipeDown(velocity: XCUIGestureVelocity = .default, file: StaticString = #filePath, line: UInt = #line)
    {
        swipe(dx: 0, dy: 1, velocity: velocity, file: file, line: line)
    }

    public func swipeLeft(velocity: XCUIGestureVelocity = .default, file: StaticString = #filePath, line: UInt = #line)
    {
        swipe(dx: -1, dy: 0, velocity: velocity, file: file, line: line)
    }

    public func swipeRight(velocity: XCUIGestureVelocity = .default, file: StaticString = #filePath, line: UInt = #line)
    {
        swipe(dx: 1, dy: 0, velocity: velocity, file: file, line: line)
    }

    /// Keys typed into the element, which must have keyboard focus (or hold what has it): tap a
    /// text field first, as on iOS.
    public func typeText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let node = nodeForAction("type into", file: file, line: line) else { return }
        guard node.element.hasFocus || node.descendants.contains(where: { $0.element.hasFocus }) else {
            XCTFail(
                "Failed to type into \(shortDescription): Neither element nor any descendant has keyboard focus.",
                file: file, line: line)
            return
        }
        application.perform(.typeText(text), file: file, line: line)
    }

    /// A picker wheel turned to the row titled `pickerWheelValue`, as a finger would leave it.
    public func adjust(toPickerWheelValue pickerWheelValue: String, file: StaticString = #filePath, line: UInt = #line)
    {
        guard let point = hittablePoint(for: "adjust", file: file, line: line) else { return }
        application.perform(.adjust(x: point.x, y: point.y, value: pickerWheelValue), file: file, line: line)
    }

    /// A slider moved to `normalizedSliderPosition` of its range (0 to 1).
    public func adjust(
        toNormalizedSliderPosition normalizedSliderPosition: CGFloat, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let point = hittablePoint(for: "adjust", file: file, line: line) else { return }
        application.perform(
            .adjust(x: point.x, y: point.y, value: "\(Double(normalizedSliderPosition))"), file: file, line: line)
    }

    /// A slider's position in its range, read from its value ("25%" is 0.25).
    public var normalizedSliderPosition: CGFloat {
        guard let value = currentNode()?.element.value,
            let percent = Double(value.replacingOccurrences(of: "%", with: ""))
        else { return 0 }
        return CGFloat(percent / 100)
    }

    /// A point relative to the element: `(0, 0)` its top left, `(1, 1)` its bottom right.
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset, pointsOffset: .zero)
    }

    /// The middle of the element, when a tap there would reach it.
    func hittablePoint(for action: String, file: StaticString, line: UInt) -> (x: Double, y: Double)? {
        guard let node = nodeForAction(action, file: file, line: line) else { return nil }
        guard node.element.isHittable else {
            XCTFail(
                "Failed to \(action) \(shortDescription): the element is not hittable (its frame is \(node.frame))",
                file: file, line: line)
            return nil
        }
        return (Double(node.frame.midX), Double(node.frame.midY))
    }

    /// A flick across the middle of the element, two fifths of its size in `dx`, `dy`'s
    /// direction: far enough to scroll or uncover a row's actions, short of a full swipe.
    private func swipe(dx: Double, dy: Double, velocity: XCUIGestureVelocity, file: StaticString, line: UInt) {
        guard let node = nodeForAction("swipe", file: file, line: line) else { return }
        let frame = node.frame
        let reach = (x: Double(frame.width) * 0.2 * dx, y: Double(frame.height) * 0.2 * dy)
        let start = (x: Double(frame.midX) - reach.x, y: Double(frame.midY) - reach.y)
        let end = (x: Double(frame.midX) + reach.x, y: Double(frame.midY) + reach.y)
        let distance = (reach.x * reach.x + reach.y * reach.y).squareRoot() * 2
        let frames = max(2, Int((distance / Double(velocity.rawValue)) * 60))
        application.perform(.drag(points: Self.stroke(from: start, to: end, frames: frames)), file: file, line: line)
    }

    /// Points a finger passes through from `start` to `end`, a frame apart.
    static func stroke(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), frames: Int = 12
    ) -> [AutomationPoint] {
        (0...frames).map { step in
            let t = Double(step) / Double(frames)
            return AutomationPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
    }

    // MARK: Queries from here

    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(scope: self, steps: [.descendants(type)])
    }

    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(scope: self, steps: [.children(type)])
    }

    // MARK: Description

    /// How XCUITest names the element in a failure: its query's last step and type.
    var shortDescription: String {
        guard let query else { return "Application" }
        switch binding {
        case .index(let index): return "element \(index) of {\(query.chain)}"
        case .first: return "first match of {\(query.chain)}"
        default: return query.keyedName ?? "{\(query.chain)}"
        }
    }

    open override var description: String { shortDescription }

    /// The element's attributes and everything under it, as XCUITest prints them (the app as it
    /// is now).
    open override var debugDescription: String {
        guard let node = currentNode() else { return "\(shortDescription): no matches" }
        return
            "Attributes: \(node.summary)\nElement subtree:\n\(node.subtree())\nQuery chain: \(query?.chain ?? "Application")"
    }
}

/// Why a snapshot could not be taken.
public struct XCUIElementError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// How fast a swipe moves, in points a second.
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let `default` = XCUIGestureVelocity(1500)
    public static let slow = XCUIGestureVelocity(500)
    public static let fast = XCUIGestureVelocity(3000)
}
