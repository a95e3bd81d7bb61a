import TestSupport
import XCTest

@testable import OpenUIKit

/// A video editor delegate that notes what it hears.
final class VideoEditorDelegate: NSObject, UINavigationControllerDelegate, UIVideoEditorControllerDelegate {
    var failures: [NSError] = []

    func videoEditorController(_ editor: UIVideoEditorController, didFailWithError error: any Error) {
        failures.append(error as NSError)
    }
}

/// A previewing delegate that gives a controller for presses in the top half and notes commits.
final class PreviewDelegate: UIViewControllerPreviewingDelegate {
    let preview = UIViewController()
    var asked: [CGPoint] = []
    var committed: [UIViewController] = []

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        asked.append(location)
        return location.y < 200 ? preview : nil
    }

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        committed.append(viewControllerToCommit)
    }
}

/// A controller with outlets made in `loadView()`, read through `@ViewLoading`.
final class ViewLoadingController: UIViewController {
    @ViewLoading var label: UILabel
    var loads = 0

    override func loadView() {
        loads += 1
        view = UIView()
        label = UILabel()
        label.text = "loaded"
    }
}

/// The controllers Linux can only partly offer (dictionary, video editor), 3D Touch's
/// previewing through a long press, `ViewLoading`, and the search container.
final class LegacyControllerTests: UIKitTestCase {
    func testTheReferenceLibraryHasNoDefinitionsAndSaysSo() {
        onMain {
            XCTAssertFalse(UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "swift"))
            let controller = UIReferenceLibraryViewController(term: "swift")
            controller.loadViewIfNeeded()
            XCTAssertEqual(controller.messageLabel?.text, "No definition found.")
            XCTAssertEqual(controller.title, "swift")
        }
    }

    func testAPresentedVideoEditorReportsThatItCannotEdit() {
        onMain {
            XCTAssertFalse(UIVideoEditorController.canEditVideo(atPath: "/tmp/movie.mov"))
            let root = UIViewController()
            let window = showInWindow(root)
            let editor = UIVideoEditorController()
            let delegate = VideoEditorDelegate()
            editor.delegate = delegate
            editor.videoPath = "/tmp/movie.mov"
            root.present(editor, animated: false)
            pump()
            XCTAssertEqual(delegate.failures.count, 1)
            XCTAssertEqual(delegate.failures.first?.domain, NSCocoaErrorDomain)
            XCTAssertEqual(delegate.failures.first?.code, CocoaError.featureUnsupported.rawValue)
            XCTAssertEqual(
                trace("VideoEditorDelegate"), ["VideoEditorDelegate.videoEditorController(_:didFailWithError:)"])
            withExtendedLifetime(window) {}
        }
    }

    func testALongPressPreviewsAndCommits() {
        onMain {
            let root = UIViewController()
            let window = showInWindow(root)
            let delegate = PreviewDelegate()
            let context = root.registerForPreviewing(with: delegate, sourceView: root.view)
            XCTAssertTrue(context.sourceView === root.view)
            XCTAssertTrue(context.previewingGestureRecognizerForFailureRelationship is UILongPressGestureRecognizer)

            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            UIApplication.shared.advance(by: 0.6)
            input.touchUp()
            pump()
            XCTAssertEqual(delegate.asked, [CGPoint(x: 100, y: 100)])
            XCTAssertEqual(delegate.committed.count, 1)
            XCTAssertTrue(delegate.committed.first === delegate.preview)

            root.unregisterForPreviewing(withContext: context)
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            UIApplication.shared.advance(by: 0.6)
            input.touchUp()
            pump()
            XCTAssertEqual(delegate.asked.count, 1, "unregistered: no more previews")
        }
    }

    func testPreviewActionsRunTheirHandlerWithThePreviewedController() {
        onMain {
            var ran: [String] = []
            let controller = UIViewController()
            let action = UIPreviewAction(title: "Delete", style: .destructive) { item, previewed in
                ran.append("\(item.title) \(previewed === controller)")
            }
            let group = UIPreviewActionGroup(title: "More", style: .default, actions: [action])
            XCTAssertEqual(group.actions.map(\.title), ["Delete"])
            action.perform(for: controller)
            XCTAssertEqual(ran, ["Delete true"])
            XCTAssertTrue(controller.previewActionItems.isEmpty)
        }
    }

    func testAViewLoadingPropertyLoadsTheViewWhenRead() {
        onMain {
            let controller = ViewLoadingController()
            XCTAssertFalse(controller.isViewLoaded)
            XCTAssertEqual(controller.label.text, "loaded")
            XCTAssertTrue(controller.isViewLoaded)
            _ = controller.label
            XCTAssertEqual(controller.loads, 1)
        }
    }

    func testASearchContainerEmbedsItsSearchController() {
        onMain {
            let search = UISearchController(searchResultsController: nil)
            let container = UISearchContainerViewController(searchController: search)
            XCTAssertTrue(search.parent === container)
            container.loadViewIfNeeded()
            XCTAssertTrue(search.searchBar.superview === container.view)
            XCTAssertTrue(search.view.superview === container.view)
        }
    }
}
