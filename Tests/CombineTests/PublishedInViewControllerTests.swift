import Combine
import Foundation
import OpenUIKit
import XCTest

private final class SearchViewController: UIViewController {
    @Published var query = ""
    var cancellables = Set<AnyCancellable>()
    var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        $query.dropFirst().map { "Results for \($0)" }
            .sink { [weak self] text in self?.titles.append(text) }
            .store(in: &cancellables)
    }
}

final class PublishedInViewControllerTests: XCTestCase {
    func testAViewControllersPublishedPropertyDrivesItsSubscribers() {
        MainActor.assumeIsolated {
            let controller = SearchViewController()
            controller.loadViewIfNeeded()
            controller.query = "owls"
            controller.query = "cats"
            XCTAssertEqual(controller.titles, ["Results for owls", "Results for cats"])
            controller.cancellables.removeAll()
            controller.query = "dogs"
            XCTAssertEqual(controller.titles.count, 2)
        }
    }
}
