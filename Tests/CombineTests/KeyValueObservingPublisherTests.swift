import Combine
import Foundation
import OpenUIKit
import XCTest

private final class Download: NSObject {
    private(set) var progress = 0.0

    func advance(to value: Double) {
        willChangeValue(forKey: "progress")
        progress = value
        didChangeValue(forKey: "progress")
    }
}

final class KeyValueObservingPublisherTests: XCTestCase {
    func testPublisherSendsTheInitialValueAndEachAnnouncedChange() {
        let download = Download()
        var heard: [Double] = []
        let subscription = download.publisher(for: \.progress).sink { heard.append($0) }
        download.advance(to: 0.5)
        download.advance(to: 1)
        XCTAssertEqual(heard, [0, 0.5, 1])
        subscription.cancel()
        download.advance(to: 0.25)
        XCTAssertEqual(heard, [0, 0.5, 1])
    }

    func testWithoutInitialOnlyChangesArrive() {
        let download = Download()
        var heard: [Double] = []
        let subscription = download.publisher(for: \.progress, options: [.new]).sink { heard.append($0) }
        download.advance(to: 0.75)
        XCTAssertEqual(heard, [0.75])
        XCTAssertEqual(download.publisher(for: \.progress), download.publisher(for: \.progress))
        withExtendedLifetime(subscription) {}
    }

    func testScrollViewContentOffsetPublisher() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 1000)
            var offsets: [CGFloat] = []
            let subscription = scrollView.publisher(for: \.contentOffset).map(\.y).sink { offsets.append($0) }
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
            XCTAssertEqual(offsets, [0, 40, 90])
            withExtendedLifetime(subscription) {}
        }
    }
}
