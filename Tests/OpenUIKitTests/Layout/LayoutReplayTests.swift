import TestSupport
import XCTest

@testable import OpenUIKit

/// A layout root's session replays what its last walk found while the structure stands still
/// (`LayoutPlan`). Every change a replay may miss must either move the structure epoch or be
/// read again, so here one hierarchy is changed step by step and laid out incrementally, and
/// after each step its frames are compared with those of a hierarchy built fresh from the same
/// parameters.
final class LayoutReplayTests: UIKitTestCase {
    /// A view whose intrinsic size is a stored value, invalidated as UIKit asks.
    @MainActor
    private final class SizedView: UIView {
        var size = CGSize(width: 40, height: 20) { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { size }
    }

    /// What a form is made of: per row a label-like sized view and a field, the gap between
    /// rows, the window's width, the root's margins.
    private struct Parameters {
        var width: CGFloat = 320
        var gaps: [CGFloat]
        var sizes: [CGSize]
        var margins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        var safeTop: CGFloat = 20
        var hiddenField: Int?
    }

    @MainActor
    private final class Form {
        let window: UIWindow
        let root: UIView
        var labels: [SizedView] = []
        var fields: [UIView] = []
        var gapConstraints: [NSLayoutConstraint] = []
        let stack = UIStackView()

        init(_ parameters: Parameters) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: parameters.width, height: 600))
            window.systemSafeAreaInsets = UIEdgeInsets(top: parameters.safeTop, left: 0, bottom: 0, right: 0)
            root = UIView(frame: window.bounds)
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.layoutMargins = parameters.margins
            window.addSubview(root)
            window.isHidden = false
            var previous: NSLayoutYAxisAnchor = root.safeAreaLayoutGuide.topAnchor
            for (row, size) in parameters.sizes.enumerated() {
                let label = SizedView()
                label.size = size
                let field = UIView()
                for view in [label, field] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(view)
                }
                let gap = label.topAnchor.constraint(equalTo: previous, constant: parameters.gaps[row])
                NSLayoutConstraint.activate([
                    gap,
                    label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                    field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                    field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -root.layoutMargins.right),
                    field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                    field.heightAnchor.constraint(equalTo: label.heightAnchor),
                ])
                previous = label.bottomAnchor
                labels.append(label)
                fields.append(field)
                gapConstraints.append(gap)
            }
            // A stack view under the rows, whose arranged views hide and show.
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .horizontal
            stack.distribution = .fillEqually
            root.addSubview(stack)
            for index in 0..<3 {
                let item = UIView()
                item.isHidden = parameters.hiddenField == index
                stack.addArrangedSubview(item)
            }
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: previous, constant: 10),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                stack.heightAnchor.constraint(equalToConstant: 30),
            ])
            window.layoutIfNeeded()
        }

        /// In window coordinates, to a millionth of a point (a re-solve may differ from a fresh
        /// solve in the last bits).
        var frames: [[Double]] {
            (labels + fields + [stack] + stack.arrangedSubviews).map { view in
                let frame = view.convert(view.bounds, to: window)
                return [frame.minX, frame.minY, frame.width, frame.height].map { ($0 * 1e6).rounded() / 1e6 }
            }
        }

        func close() { window.isHidden = true }
    }

    func testIncrementalPassesMatchFreshLayouts() {
        onMain {
            var generator = SplitMix64(seed: 6)
            let rows = 6
            var parameters = Parameters(
                gaps: (0..<rows).map { _ in 8 }, sizes: (0..<rows).map { _ in CGSize(width: 60, height: 24) })
            let form = Form(parameters)
            for step in 0..<60 {
                let row = Int(generator.next() % UInt64(rows))
                switch generator.next() % 6 {
                case 0:
                    parameters.width = CGFloat(280 + generator.next() % 200)
                    form.window.frame.size.width = parameters.width
                case 1:
                    parameters.gaps[row] = CGFloat(generator.next() % 30)
                    form.gapConstraints[row].constant = parameters.gaps[row]
                case 2:
                    parameters.sizes[row] = CGSize(
                        width: CGFloat(20 + generator.next() % 100), height: CGFloat(10 + generator.next() % 40))
                    form.labels[row].size = parameters.sizes[row]
                case 3:
                    let inset = CGFloat(generator.next() % 24)
                    parameters.margins.left = inset
                    form.root.layoutMargins.left = inset
                case 4:
                    parameters.safeTop = CGFloat(generator.next() % 60)
                    form.window.systemSafeAreaInsets.top = parameters.safeTop
                default:
                    let hidden = Int(generator.next() % 4)
                    parameters.hiddenField = hidden < 3 ? hidden : nil
                    for (index, item) in form.stack.arrangedSubviews.enumerated() {
                        item.isHidden = index == parameters.hiddenField
                    }
                }
                form.window.layoutIfNeeded()
                let fresh = Form(parameters)
                XCTAssertEqual(form.frames, fresh.frames, "step \(step)")
                fresh.close()
            }
            form.close()
        }
    }

    /// A pass with nothing changed leaves everything where it was, and the next change is seen.
    func testAPassWithNothingChangedThenAChange() {
        onMain {
            let parameters = Parameters(
                gaps: [8, 8], sizes: [CGSize(width: 50, height: 20), CGSize(width: 70, height: 30)])
            let form = Form(parameters)
            let before = form.frames
            form.window.layoutIfNeeded()
            XCTAssertEqual(form.frames, before)
            form.gapConstraints[1].priority = .defaultHigh
            form.gapConstraints[1].constant = 40
            form.window.layoutIfNeeded()
            XCTAssertEqual(form.labels[1].frame.minY, form.labels[0].frame.maxY + 40)
            form.close()
        }
    }
}
