import Foundation
@_spi(Testing) import OpenUIKit
import VirtualDisplay
import XCTest

/// The base of the project's test classes, in every test target: what each test starts from
/// and what it leaves behind, written once.
///
/// Before each test: tracing on and diagnostics collected (`TracedTest`), the suite's renderer
/// installed (`renderingServices`), and an X server of its own when the suite opens windows
/// (`usesXServer`). After it: windows hidden, queued work drained, no finger or key left down,
/// no first responder, and the renderer, the clock and the display put back as they were, so a
/// suite never depends on the order the suites run in.
///
/// Swift's test discovery on Linux finds the tests of a subclass declared in another module
/// (`UIKitTestCaseDiscoveryTests` holds that). Bodies that touch UIKit run on the main actor
/// through `onMain` (XCTest runs tests on the main thread); the class itself is not
/// `@MainActor`, which Linux's discovery does not survive.
open class UIKitTestCase: XCTestCase {
    /// The services the suite's tests measure, decode and draw with, installed before each
    /// test: headless unless the suite says otherwise (`.cairo`), so no test measures with
    /// what another suite installed. What was installed before the test is put back after it.
    open class var renderingServices: RenderingServices { .headless }

    /// Whether each test gets an X server of its own (Xvfb), which SDL's windows open on.
    open class var usesXServer: Bool { false }

    /// The test's X server, while it runs (`usesXServer`).
    public private(set) var xServer: XvfbServer?

    private var servicesBefore: RenderingServices?

    open override func setUpWithError() throws {
        try super.setUpWithError()
        if Self.usesXServer { xServer = try TestXServer.start() }
        servicesBefore = RenderingServices.installed
        let services = Self.renderingServices
        if !services.isInstalled { services.install() }
        MainActor.assumeIsolated { TracedTest.begin() }
    }

    open override func tearDown() {
        MainActor.assumeIsolated {
            UIEventInjector.shared.cancelAllInput()
            for window in UIApplication.shared.windows { window.forgetFirstResponder() }
            TracedTest.end()
        }
        if let servicesBefore, !servicesBefore.isInstalled { servicesBefore.install() }
        servicesBefore = nil
        if Self.usesXServer {
            TestXServer.stop(xServer)
            xServer = nil
        }
        super.tearDown()
    }

    /// Runs a test body on the main actor.
    public func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}
