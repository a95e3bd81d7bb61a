import TestSupport
import XCTest

@testable import OpenUIKit

/// A layout of fixed cell frames, for the transition between two of them.
@MainActor
private final class FixedLayout: UICollectionViewLayout {
    let frames: [CGRect]
    init(_ frames: [CGRect]) {
        self.frames = frames
        super.init()
    }
    required init?(coder: NSCoder) { nil }
    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: frames.map(\.maxY).max() ?? 0) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.map { index in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            attributes.frame = frames[index]
            return attributes
        }.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: .infinite)?.first { $0.indexPath == indexPath }
    }
}

/// UICollectionViewTransitionLayout: frames, opacity and content size between two layouts by
/// the transition's progress.
final class TransitionLayoutTests: UIKitTestCase {
    func testElementsMoveAndFadeWithTheProgress() throws {
        try onMain {
            let from = FixedLayout([
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 100, width: 100, height: 100),
            ])
            let to = FixedLayout([CGRect(x: 200, y: 0, width: 50, height: 50)])
            let transition = UICollectionViewTransitionLayout(currentLayout: from, nextLayout: to)
            transition.prepare()
            transition.transitionProgress = 0.5
            let first = try XCTUnwrap(transition.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
            XCTAssertEqual(first.frame, CGRect(x: 100, y: 0, width: 75, height: 75))
            let all = transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 300)) ?? []
            XCTAssertEqual(all.count, 2)
            let second = try XCTUnwrap(all.first { $0.indexPath.item == 1 })
            XCTAssertEqual(second.alpha, 0.5, "only in the current layout: fading out")
            XCTAssertEqual(transition.collectionViewContentSize.height, 125)
            transition.transitionProgress = 1
            XCTAssertEqual(transition.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, to.frames[0])
            transition.updateValue(3, forAnimatedKey: "zoom")
            XCTAssertEqual(transition.value(forAnimatedKey: "zoom"), 3)
        }
    }
}
