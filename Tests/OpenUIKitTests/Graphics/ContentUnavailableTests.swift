import TestSupport
import XCTest

@testable import OpenUIKit

/// UIContentUnavailableConfiguration and UIContentUnavailableView: the system's three starting
/// configurations, and the parts stacked and centred with the configured paddings.
final class ContentUnavailableTests: UIKitTestCase {
    func testTheSystemConfigurations() {
        onMain {
            let empty = UIContentUnavailableConfiguration.empty()
            XCTAssertNil(empty.text)
            XCTAssertNil(empty.image)
            let loading = UIContentUnavailableConfiguration.loading()
            XCTAssertEqual(loading.text, "Loading…")
            let search = UIContentUnavailableConfiguration.search()
            XCTAssertEqual(search.text, "No Results")
            XCTAssertNotNil(search.image)
            let view = UIContentUnavailableView(configuration: loading)
            XCTAssertFalse(view.spinner.isHidden)
            XCTAssertTrue(view.spinner.isAnimating)
            XCTAssertTrue(view.imageView.isHidden)
            XCTAssertEqual(view.shownParts, [view.spinner, view.textLabel])
        }
    }

    func testPartsAreStackedAndCentred() {
        onMain {
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.image = UIImage(systemName: "star")
            configuration.text = "No Favorites"
            configuration.secondaryText = "Tap the star on a recipe to keep it here."
            configuration.button.title = "Browse Recipes"
            configuration.buttonProperties.primaryAction = UIAction { _ in note("browse") }
            let view = UIContentUnavailableView(configuration: configuration)
            view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
            view.layoutIfNeeded()
            XCTAssertEqual(
                view.shownParts, [view.imageView, view.textLabel, view.secondaryTextLabel, view.primaryButton])
            XCTAssertEqual(view.imageView.frame.size, CGSize(width: 48, height: 48))
            XCTAssertEqual(view.imageView.frame.midX, 195)
            XCTAssertEqual(view.textLabel.frame.minY, view.imageView.frame.maxY + configuration.imageToTextPadding)
            XCTAssertEqual(
                view.secondaryTextLabel.frame.minY, view.textLabel.frame.maxY + configuration.textToSecondaryTextPadding
            )
            XCTAssertEqual(
                view.primaryButton.frame.minY, view.secondaryTextLabel.frame.maxY + configuration.textToButtonPadding)
            let top = view.imageView.frame.minY, bottom = view.primaryButton.frame.maxY
            XCTAssertEqual((top + bottom) / 2, 300, accuracy: 0.5, "centred in the view")
            XCTAssertLessThanOrEqual(view.secondaryTextLabel.frame.width, 350, "within the margins")
            view.primaryButton.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(trace(), ["⟨browse⟩"])
            let host = configuration.makeContentView()
            XCTAssertTrue(host.supports(UIContentUnavailableConfiguration.search()))
            host.configuration = UIContentUnavailableConfiguration.search()
            XCTAssertEqual((host.configuration as? UIContentUnavailableConfiguration)?.text, "No Results")
        }
    }
}
