import CairoRendering
import Foundation
import OpenUIKit
import ShowcaseKit
import TestSupport
import XCTest

/// The showcase's scripted tour, headless: every screen reached by the taps a person would
/// make, every step's checks holding, and the traces of the key steps exactly as UIKit orders
/// them (UIKIT_SEMANTICS.md), layout passes left out.
final class ShowcaseTourTests: UIKitTestCase {
    /// The storyboards' layouts depend on text measured as it is drawn.
    override class var renderingServices: RenderingServices { .cairo }

    override func setUpWithError() throws {
        try super.setUpWithError()
        MainActor.assumeIsolated { LifecycleLog.shared.clear() }
    }

    /// Plays the tour from the first step through the step named `last`, on a new window.
    @MainActor
    private static func play(through last: String, outputFolder: URL? = nil) throws -> [TourStepRecord] {
        let steps = ShowcaseTour.steps
        let end = try XCTUnwrap(steps.firstIndex { $0.name == last }, "no step \(last)")
        let tour = ShowcaseTour(window: Showcase.makeWindow(), outputFolder: outputFolder)
        tour.output = { _ in }
        tour.scale = 1
        tour.run(Array(steps[...end]))
        for record in tour.records {
            XCTAssertEqual(record.failures, [], "step \(record.number), \(record.name)")
        }
        return tour.records
    }

    /// The whole tour: every step's checks hold, and each step leaves its picture.
    func testTheTourVisitsEveryScreenAndWritesAPicturePerStep() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-tour-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try MainActor.assumeIsolated {
            let records = try Self.play(through: ShowcaseTour.steps.last!.name, outputFolder: folder)
            XCTAssertEqual(records.map(\.name), ShowcaseTour.steps.map(\.name))
            let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            XCTAssertEqual(pictures, records.compactMap(\.picture))
            XCTAssertEqual(pictures.first, "01-home.png")
            let home = try XCTUnwrap(
                RenderedImage(pngData: Data(contentsOf: folder.appendingPathComponent("01-home.png"))))
            XCTAssertEqual([home.width, home.height], [390, 844])
            // Every outlet, action, class and segue resolved. (OpenUIKit reports unsatisfiable
            // constraints while a popped view slides out, its safe area shrinking as it leaves
            // the window; those are the framework's, not the storyboards'.)
            let unexpected = Reported.diagnostics.filter {
                !$0.reason.hasPrefix("Unable to simultaneously satisfy constraints")
            }
            XCTAssertEqual(
                unexpected.map { "\($0.name): \($0.reason)" }, [], "the storyboards ran without a diagnostic")
        }
    }

    /// TS-01 from a storyboard button: the veto question, the destination made and prepared
    /// before its view loads, then the animated push; the lab's on-screen log shows the same
    /// lines as they came.
    func testShowSegueFromTheSegueLab() throws {
        try MainActor.assumeIsolated {
            let step = try XCTUnwrap(Self.play(through: "timing-push").last)
            XCTAssertEqual(
                step.trace,
                [
                    "SegueLab.shouldPerformSegue(withIdentifier: push) → true",
                    "PushedScreen.init(coder:)", "PushedScreen.awakeFromNib",
                    "SegueLab.prepare(for: push → PushedScreen)",
                    "UIStoryboardSegue.perform()",
                    "UINavigationController.show(PushedScreen)",
                    "UINavigationController.pushViewController(PushedScreen, animated: true)",
                    "UINavigationController.addChild(PushedScreen)",
                    "PushedScreen.willMove(toParent: UINavigationController)",
                    "PushedScreen.loadView", "PushedScreen.viewDidLoad",
                    "SegueLab.viewWillDisappear(true)",
                    "PushedScreen.viewWillAppear(true)", "PushedScreen.viewIsAppearing(true)",
                    "SegueLab.viewDidDisappear(true)",
                    "PushedScreen.viewDidAppear(true)",
                    "PushedScreen.didMove(toParent: UINavigationController)",
                ])
            // The log shows the timed controllers' lines of the trace, in the trace's order.
            let timed = step.trace.filter { $0.hasPrefix("SegueLab.") || $0.hasPrefix("PushedScreen.") }
            XCTAssertEqual(Array(LifecycleLog.shared.lines.suffix(timed.count)), timed)
        }
    }

    /// Clear on the form's last page unwinds to its first page, inside the presented form: the
    /// search asks the navigation controller's children top-down (U-8, U-9), the first page's
    /// action runs, and the navigation controller pops to it (U-10 (b)); nothing is dismissed.
    func testClearUnwindsToTheFirstPage() throws {
        try MainActor.assumeIsolated {
            let step = try XCTUnwrap(Self.play(through: "form-clear").last)
            XCTAssertEqual(
                step.trace,
                [
                    "FormReviewPageViewController.shouldPerformSegue(withIdentifier: clear) → true",
                    "FormReviewPageViewController.canPerformUnwindSegueAction(clearForm:, from: FormReviewPageViewController) → false",
                    "UINavigationController.allowedChildrenForUnwinding(from:) → [FormPlanPageViewController, FormNamePageViewController]",
                    "FormPlanPageViewController.canPerformUnwindSegueAction(clearForm:, from: FormReviewPageViewController) → false",
                    "FormNamePageViewController.canPerformUnwindSegueAction(clearForm:, from: FormReviewPageViewController) → true",
                    "FormReviewPageViewController.prepare(for: clear → FormNamePageViewController)",
                    "FormNamePageViewController.clearForm:",
                    "UINavigationController.unwind(for:towards: FormNamePageViewController)",
                    "UINavigationController.popToViewController(FormNamePageViewController, animated: true)",
                    "FormPlanPageViewController.willMove(toParent: nil)",
                    "FormReviewPageViewController.willMove(toParent: nil)",
                    "FormReviewPageViewController.viewWillDisappear(true)",
                    "FormNamePageViewController.viewWillAppear(true)",
                    "FormNamePageViewController.viewIsAppearing(true)",
                    "FormReviewPageViewController.viewDidDisappear(true)",
                    "FormNamePageViewController.viewDidAppear(true)",
                    "FormPlanPageViewController.removeFromParent()",
                    "FormPlanPageViewController.didMove(toParent: nil)",
                    "FormReviewPageViewController.removeFromParent()",
                    "FormReviewPageViewController.didMove(toParent: nil)",
                    "FormPlanPageViewController.deinit", "FormReviewPageViewController.deinit",
                ])
        }
    }

    /// Done unwinds out of the presented form to the page that presented it (U-11 (e)): the
    /// search climbs from the form to the controller that called `present`, whose action runs;
    /// the tab bar controller, which owns the full-screen presentation (P-3), dismisses once,
    /// with TS-08's appearance order, and every page of the form goes away.
    func testDoneUnwindsToThePresenterAndDismissesTheForm() throws {
        try MainActor.assumeIsolated {
            let step = try XCTUnwrap(Self.play(through: "form-done").last)
            XCTAssertEqual(
                step.trace,
                [
                    "FormReviewPageViewController.shouldPerformSegue(withIdentifier: done) → true",
                    "FormReviewPageViewController.canPerformUnwindSegueAction(formCompleted:, from: FormReviewPageViewController) → false",
                    "UINavigationController.allowedChildrenForUnwinding(from:) → [FormPlanPageViewController, FormNamePageViewController]",
                    "FormPlanPageViewController.canPerformUnwindSegueAction(formCompleted:, from: FormReviewPageViewController) → false",
                    "FormNamePageViewController.canPerformUnwindSegueAction(formCompleted:, from: FormReviewPageViewController) → false",
                    "FormStartViewController.canPerformUnwindSegueAction(formCompleted:, from: FormReviewPageViewController) → true",
                    "FormReviewPageViewController.prepare(for: done → FormStartViewController)",
                    "FormStartViewController.formCompleted:",
                    "UITabBarController.dismiss(animated: true)",
                    "UINavigationController.viewWillDisappear(true)",
                    "FormReviewPageViewController.viewWillDisappear(true)",
                    "UITabBarController.viewWillAppear(true)", "UINavigationController.viewWillAppear(true)",
                    "FormStartViewController.viewWillAppear(true)",
                    "UITabBarController.viewIsAppearing(true)", "UINavigationController.viewIsAppearing(true)",
                    "FormStartViewController.viewIsAppearing(true)",
                    "UITabBarController.viewDidAppear(true)", "UINavigationController.viewDidAppear(true)",
                    "FormStartViewController.viewDidAppear(true)",
                    "UINavigationController.viewDidDisappear(true)",
                    "FormReviewPageViewController.viewDidDisappear(true)",
                    "UINavigationController.deinit", "FormNamePageViewController.deinit",
                    "FormPlanPageViewController.deinit", "FormReviewPageViewController.deinit",
                ])
        }
    }

    /// The segmented control performs a `ContainerSwapSegue`: the destination is made and
    /// prepared (S-1), then the canonical swap (C-5, TS-16) with the old child gone at the end.
    func testSegmentSwapsTheContainersChild() throws {
        try MainActor.assumeIsolated {
            let step = try XCTUnwrap(Self.play(through: "swap-albums").last)
            XCTAssertEqual(
                step.trace,
                [
                    "SwapAlbumsViewController.init(coder:)", "SwapAlbumsViewController.awakeFromNib",
                    "SwapParentViewController.prepare(for: albums → SwapAlbumsViewController)",
                    "CrossDissolveSwapSegue.perform()",
                    "SwapParentViewController.addChild(SwapAlbumsViewController)",
                    "SwapAlbumsViewController.willMove(toParent: SwapParentViewController)",
                    "SwapPhotosViewController.willMove(toParent: nil)",
                    "SwapAlbumsViewController.loadView", "SwapAlbumsViewController.viewDidLoad",
                    "SwapPhotosViewController.viewWillDisappear(true)",
                    "SwapAlbumsViewController.viewWillAppear(true)", "SwapAlbumsViewController.viewIsAppearing(true)",
                    "SwapAlbumsViewController.viewDidAppear(true)",
                    "SwapPhotosViewController.viewDidDisappear(true)",
                    "SwapAlbumsViewController.didMove(toParent: SwapParentViewController)",
                    "SwapPhotosViewController.removeFromParent()", "SwapPhotosViewController.didMove(toParent: nil)",
                    "SwapPhotosViewController.deinit",
                ])
        }
    }

    /// The chat makes its two children by identifier when its view loads, each added the
    /// containment guide's way (addChild, willMove, the view, didMove), before it appears.
    func testChatMakesItsChildrenOnceFromTheStoryboard() throws {
        try MainActor.assumeIsolated {
            let step = try XCTUnwrap(Self.play(through: "chat").last)
            let children = step.trace.filter { $0.hasPrefix("ChatMessages") || $0.hasPrefix("ChatTray") }
            XCTAssertEqual(
                children,
                [
                    "ChatMessagesViewController.init(coder:)", "ChatMessagesViewController.awakeFromNib",
                    "ChatMessagesViewController.willMove(toParent: ChatViewController)",
                    "ChatMessagesViewController.loadView", "ChatMessagesViewController.viewDidLoad",
                    "ChatMessagesViewController.didMove(toParent: ChatViewController)",
                    "ChatTrayViewController.init(coder:)", "ChatTrayViewController.awakeFromNib",
                    "ChatTrayViewController.willMove(toParent: ChatViewController)",
                    "ChatTrayViewController.loadView", "ChatTrayViewController.viewDidLoad",
                    "ChatTrayViewController.didMove(toParent: ChatViewController)",
                    "ChatMessagesViewController.viewWillAppear(true)", "ChatTrayViewController.viewWillAppear(true)",
                    "ChatMessagesViewController.viewIsAppearing(true)", "ChatTrayViewController.viewIsAppearing(true)",
                    "ChatMessagesViewController.viewDidAppear(true)", "ChatTrayViewController.viewDidAppear(true)",
                ])
            XCTAssertLessThan(
                step.trace.firstIndex(of: "ChatViewController.viewDidLoad")!,
                step.trace.firstIndex(of: "ChatMessagesViewController.init(coder:)")!,
                "made when the chat's view loads")
        }
    }

    /// The chat's view loaded again (as UIKit unloads views) finds its children in place: none
    /// is made or added twice.
    func testChatViewLoadedAgainMakesNoSecondChildren() throws {
        try MainActor.assumeIsolated {
            let chat = try XCTUnwrap(
                Showcase.storyboard().instantiateViewController(withIdentifier: "Chat") as? ChatViewController)
            chat.loadViewIfNeeded()
            chat.view = nil
            chat.loadViewIfNeeded()
            XCTAssertEqual(chat.madeChildren, 2)
            XCTAssertEqual(chat.children.count, 2)
            XCTAssertTrue(chat.messages.view.superview === chat.view)
        }
    }

    /// Close in any tab of the presented tab bar controller unwinds to the list that
    /// presented it: the tab bar controller's children are asked first (U-8), then the list.
    func testCloseUnwindsOutOfThePresentedTabBarController() throws {
        try MainActor.assumeIsolated {
            let step = try XCTUnwrap(Self.play(through: "tab-bar-close").last)
            XCTAssertEqual(
                Array(step.trace.prefix(9)),
                [
                    "Podcasts.shouldPerformSegue(withIdentifier: close) → true",
                    "Podcasts.canPerformUnwindSegueAction(closeTabs:, from: Podcasts) → false",
                    "UITabBarController.allowedChildrenForUnwinding(from:) → [Music, Library]",
                    "Music.canPerformUnwindSegueAction(closeTabs:, from: Podcasts) → false",
                    "Library.canPerformUnwindSegueAction(closeTabs:, from: Podcasts) → false",
                    "ContainersHomeViewController.canPerformUnwindSegueAction(closeTabs:, from: Podcasts) → true",
                    "Podcasts.prepare(for: close → ContainersHomeViewController)",
                    "ContainersHomeViewController.closeTabs:",
                    "UITabBarController.dismiss(animated: true)",
                ])
            XCTAssertTrue(
                step.trace.contains("Podcasts.deinit") && step.trace.contains("Music.deinit"), "the tabs went away")
        }
    }
}
